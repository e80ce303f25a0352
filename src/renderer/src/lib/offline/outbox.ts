import { contractPath } from '@shared/contracts/contractPath';
import type { CallDescriptor, CallInput, DataOf } from '@shared/contracts/routeContract';
import { ApiError } from '../apiClient';
import { callData } from '../apiCall';
import { bridge } from '../bridge';
import { queryClient } from '../queryClient';
import { requestContext } from '../requestContext';
import { answerId, fillAfter } from './chain';
import { isUnreachable } from './connectivity';
import { writeDraft } from './drafts';

/**
 * Saves that could not reach the API, kept with their Idempotency-Key and sent again when the
 * connection returns (back-off 2 s … 1 min, in the order they were made). A replay the API refuses
 * (4xx) moves to 'Requiere atención' with the server's message and the draft to fix it. Items are the
 * user's who made them: kept under `<userId>/outbox` in the drafts store (main's encrypted file; the
 * tab's sessionStorage in a browser) and only ever sent while that user is signed in.
 */
export interface OutboxItem {
  /** The Idempotency-Key: one per user intent, the same on every attempt. */
  key: string;
  userId: number;
  agencyId: number | undefined;
  /** The call it waits for, by method and path ('POST /lead/'): sent again through that contract (outboxCalls.ts). */
  call?: string;
  params?: Record<string, unknown>;
  /** Its URL at the time of the save (an item of an earlier version has only this: its call is found by it). */
  url: string;
  body: unknown;
  /** What the user sees: 'Lead: Renata Ocampo'. */
  label: string;
  /** Where the record will appear ('lead', 'activity:42', …): screens mark their rows with it. */
  place: string;
  createdAt: number;
  status: 'pending' | 'attention';
  message?: string;
  /** The form's draft name and values, to reopen and fix the save. */
  draft?: { name: string; values: unknown };
  attempts: number;
  /** The key of an earlier item whose answer this one waits for: its id fills the body's `AFTER_ID` (chain.ts). */
  after?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let userId: number | null = null;
let items: OutboxItem[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let flushing = false;

const storeKey = (id: number) => `${id}/outbox`;
const emit = () => {
  for (const l of listeners) l();
};
async function persist(): Promise<void> {
  if (userId === null) return;
  const mine = items.filter((i) => i.userId === userId);
  await (mine.length ? bridge['drafts:set']({ key: storeKey(userId), value: JSON.stringify(mine) }) : bridge['drafts:remove']({ key: storeKey(userId) }));
}

function schedule(delayMs: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => void flushOutbox(), delayMs);
}

const backoff = (attempts: number) => Math.min(60_000, 2_000 * 2 ** Math.min(attempts, 5));

/** Loads the signed-in user's items (and starts sending them); null on sign-out: nothing is sent under another session. */
export async function activateOutbox(id: number | null): Promise<void> {
  if (id === userId) return;
  clearTimeout(timer);
  userId = id;
  items = [];
  emit();
  if (id === null) return;
  const raw = await bridge['drafts:get']({ key: storeKey(id) }).catch(() => null);
  if (userId !== id) return;
  try {
    items = raw ? (JSON.parse(raw) as OutboxItem[]).filter((i) => i.userId === id) : [];
  } catch {
    items = [];
  }
  emit();
  if (items.some((i) => i.status === 'pending')) schedule(0);
}

/** A call the outbox may keep: its replays go to the main base (api), where every such save is. */
type MainCall = CallDescriptor;
type KeptInput = { params?: Record<string, unknown>; body?: unknown };

/** What a save says about itself: its Idempotency-Key, what the user sees, where it lands, its draft. */
export type OutboxIntent = Pick<OutboxItem, 'key' | 'label' | 'place' | 'draft'>;

/**
 * What an item keeps to send again: its call (by method and path), params and body, and the URL those
 * made (an earlier version's items have only the URL and the body, and are still sent).
 */
const kept = (contract: MainCall, input: KeptInput) => ({
  call: `${contract.method} ${contract.path}`,
  params: input.params,
  url: contractPath(contract.path, input.params),
  body: input.body,
});

/**
 * Calls a declared POST with the intent's key; if the API cannot be reached, keeps its request in
 * the outbox and answers 'queued'.
 */
export async function postOrQueue<C extends MainCall>(contract: C, input: CallInput<C>, intent: OutboxIntent): Promise<{ queued: false; data: DataOf<C> } | { queued: true }> {
  try {
    // callData's optional-input overload cannot be resolved for a generic C: the input is C's all the same.
    return { queued: false, data: await callData(contract, ...([input, { headers: { 'Idempotency-Key': intent.key } }] as never)) };
  } catch (error) {
    if (!(error instanceof ApiError) || !isUnreachable(error.status) || userId === null || userId !== requestContext.userId) throw error;
    const item = { ...intent, ...kept(contract, input as KeptInput) };
    items = [...items.filter((i) => i.key !== item.key), { ...item, userId, agencyId: requestContext.agencyId, createdAt: Date.now(), status: 'pending', attempts: 0 }];
    emit();
    await persist();
    schedule(backoff(0));
    return { queued: true };
  }
}

/**
 * Queues a save that needs the answer of one already waiting (`after`: its key): the walk-in's
 * visit behind its lead. Sent right after it, with the lead's id in place of `AFTER_ID` (so its body
 * is not yet the call's: it holds the placeholder).
 */
export async function queueAfter(after: string, contract: MainCall, body: unknown, intent: OutboxIntent): Promise<void> {
  if (userId === null || !items.some((i) => i.key === after)) throw new Error(`Nothing waiting under ${after}`);
  const item = { ...intent, ...kept(contract, { body }) };
  items = [...items.filter((i) => i.key !== item.key), { ...item, after, userId, agencyId: requestContext.agencyId, createdAt: Date.now(), status: 'pending', attempts: 0 }];
  emit();
  await persist();
}

/** Sends the pending items in order; stops at the first that still cannot reach the API and tries again later. */
export async function flushOutbox(): Promise<void> {
  if (flushing || userId === null) return;
  flushing = true;
  let sent = false;
  try {
    // By key, reading each item afresh: a lead's answer rewrites the visit that waits behind it.
    for (const key of items.map((i) => i.key)) {
      const item = items.find((i) => i.key === key);
      if (!item || item.status !== 'pending' || item.userId !== userId || requestContext.userId !== userId) continue;
      try {
        const headers: Record<string, string> = { 'Idempotency-Key': item.key };
        if (item.agencyId) headers.agencyid = String(item.agencyId);
        if (item.after) continue; // its first item has not answered yet
        const { replayKept } = await import('./outboxCalls');
        const id = answerId(await replayKept(item, headers));
        // What waited for this answer takes its id now, and is sent next in this same pass.
        items = items
          .filter((i) => i.key !== item.key)
          .map((i) => (i.after === item.key && id !== undefined ? { ...i, after: undefined, body: fillAfter(i.body, id) } : i));
        sent = true;
      } catch (error) {
        const status = error instanceof ApiError ? error.status : undefined;
        if (isUnreachable(status)) {
          item.attempts += 1;
          schedule(backoff(item.attempts));
          break;
        }
        const message = error instanceof Error ? error.message : String(error);
        // Refused, and what waited for it with it: a visit has no lead to hang from.
        items = items.map((i) => (i.key === item.key ? { ...i, status: 'attention', message } : i.after === item.key ? { ...i, status: 'attention', message: `Espera a «${item.label}»: ${message}` } : i));
        // The form offers what was typed again ('Recuperar borrador') to fix it and save it anew.
        if (item.draft) await writeDraft(item.draft.name, item.draft.values);
      }
      emit();
      await persist();
    }
  } finally {
    flushing = false;
  }
  if (sent) void queryClient.invalidateQueries();
}

/** Drops an item (the user discarded it, or reopened its draft to fix and send it anew). */
export async function dropOutboxItem(key: string): Promise<void> {
  items = items.filter((i) => i.key !== key && i.after !== key);
  emit();
  await persist();
}

export const outbox = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly OutboxItem[] => items,
};

if (typeof window !== 'undefined') {
  // The connection is back: send now rather than at the next back-off.
  window.addEventListener('online', () => schedule(0));
}
