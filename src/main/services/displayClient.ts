import { DISPLAY_AUTH_SCHEME, DISPLAY_MESSAGES, type DisplayBoardAnswer, type DisplayPairing, type WaitingBoardRow } from '../../shared/schemas/waitingListDisplay';
import type { DisplayCredentialStore } from './displayCredentialStore';

/** The part of `fetch` main's display client uses (Node's; the harness wraps it to cut the network). */
export type FetchLike = (url: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<{
  status: number;
  json(): Promise<unknown>;
}>;

export interface DisplayClientOptions {
  fetch: FetchLike;
  /** The main API base (runtime config `api.main`, e.g. http://127.0.0.1:4000/api). */
  apiBase: () => string;
  credentials: DisplayCredentialStore;
  /** A call that takes longer is the network's fault: the board says 'Sin conexión'. */
  timeoutMs?: number;
}

export type PairResult = { ok: true; pairing: DisplayPairing } | { ok: false; message: string };

export interface DisplayClient {
  pair(code: string): Promise<PairResult>;
  board(): Promise<DisplayBoardAnswer>;
}

const NO_CONNECTION = 'No se pudo conectar con el servidor. Revise la red e intente de nuevo.';

const messageOf = (body: unknown): string | undefined => {
  const data = (body as { data?: unknown } | null)?.data;
  return typeof data === 'string' && data ? data : undefined;
};

/**
 * Main's calls for the display station: the pairing and the board, with the device credential
 * added here so the renderer never holds it. A 401 on the board means the credential was revoked:
 * it is dropped at once, and the board stays blank with the message until a new pairing.
 */
export function createDisplayClient({ fetch, apiBase, credentials, timeoutMs = 15_000 }: DisplayClientOptions): DisplayClient {
  let revoked = false;
  const call = (path: string, init: Parameters<FetchLike>[1]) => fetch(`${apiBase().replace(/\/+$/, '')}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });

  return {
    async pair(code) {
      let response;
      try {
        response = await call('/public/displays/pair', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
      } catch {
        return { ok: false, message: NO_CONNECTION };
      }
      const body = await response.json().catch(() => null);
      if (response.status !== 200) return { ok: false, message: messageOf(body) ?? DISPLAY_MESSAGES.badCode };
      const pairing = (body as { data: DisplayPairing }).data;
      await credentials.set(pairing.credential);
      revoked = false;
      return { ok: true, pairing };
    },
    async board() {
      if (revoked) return { state: 'revoked', message: DISPLAY_MESSAGES.revokedCredential };
      const credential = await credentials.get();
      if (!credential) return { state: 'unpaired', message: DISPLAY_MESSAGES.noCredential };
      let response;
      try {
        response = await call('/public/displays/waiting-list', { method: 'GET', headers: { authorization: `${DISPLAY_AUTH_SCHEME} ${credential}` } });
      } catch {
        return { state: 'offline' };
      }
      if (response.status === 401) {
        revoked = true;
        await credentials.clear();
        return { state: 'revoked', message: DISPLAY_MESSAGES.revokedCredential };
      }
      if (response.status !== 200) return { state: 'offline' };
      const body = await response.json().catch(() => null);
      const rows = (body as { data?: unknown } | null)?.data;
      return Array.isArray(rows) ? { state: 'ok', rows: rows as WaitingBoardRow[] } : { state: 'offline' };
    },
  };
}
