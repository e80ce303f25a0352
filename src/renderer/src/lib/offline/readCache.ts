import type { Query, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../apiClient';
import { requestContext } from '../requestContext';
import { connectivity, isUnreachable } from './connectivity';

/**
 * The last data each screen read, kept for when the API cannot be reached: a read that fails for
 * want of a connection, with nothing on screen yet (a reload, a screen opened offline), shows what
 * was last read instead of its error state, and the header says 'Sin conexión · datos de las 11:04'.
 * Per user and agency, in the tab's sessionStorage (the desktop's renderer keeps it in memory, never
 * on disk); dropped at sign-out. Loaded after the first screen (appEntry), so it costs it nothing.
 */
const PREFIX = 'reads/';
/** A read bigger than this is not kept (an export, a whole catalogue): the tab's storage is ~5 MB. */
const MAX_CHARS = 300_000;

interface Kept {
  at: number;
  data: unknown;
}

const scope = (): string | undefined => (requestContext.userId ? `${PREFIX}${requestContext.userId}/${requestContext.agencyId ?? 0}/` : undefined);

function keep(query: Query): void {
  const prefix = scope();
  if (!prefix || query.state.data === undefined) return;
  try {
    const text = JSON.stringify({ at: query.state.dataUpdatedAt, data: query.state.data } satisfies Kept);
    if (text.length <= MAX_CHARS) sessionStorage.setItem(prefix + query.queryHash, text);
  } catch {
    // Full storage or data that is not JSON: this read is simply not kept.
  }
}

/** A read that failed for want of a connection and shows nothing: given what was kept for it. */
function fallBack(client: QueryClient, query: Query): void {
  const error = query.state.error;
  const prefix = scope();
  if (!prefix || query.state.data !== undefined || !(error instanceof ApiError) || !isUnreachable(error.status)) return;
  const text = sessionStorage.getItem(prefix + query.queryHash);
  if (!text) return;
  try {
    const kept = JSON.parse(text) as Kept;
    client.setQueryData(query.queryKey, kept.data, { updatedAt: kept.at });
    connectivity.showingDataOf(kept.at);
  } catch {
    sessionStorage.removeItem(prefix + query.queryHash);
  }
}

/** Keeps every successful read and falls back on them; the queries already settled are handled at once. */
export function installReadCache(client: QueryClient): void {
  const settle = (query: Query) => {
    if (query.state.status === 'success') keep(query);
    else if (query.state.status === 'error') fallBack(client, query);
  };
  for (const query of client.getQueryCache().getAll()) settle(query);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || (event.action.type !== 'success' && event.action.type !== 'error')) return;
    if (event.action.type === 'success' && event.action.manual) return; // our own fallback, or an optimistic write
    // Out of the cache's own notification: setQueryData from inside it would re-enter it.
    queueMicrotask(() => settle(event.query));
  });
}

/** Sign-out: nothing read under that session stays in the tab. */
export function clearReadCache(): void {
  for (let i = sessionStorage.length - 1; i >= 0; i -= 1) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
  }
}
