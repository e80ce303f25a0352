/**
 * Whether the API answered lately, and when it last did: the header says 'Sin conexión · datos de
 * las 11:04' while calls fail for want of a connection, and the screens keep their last data.
 * Fed by the API client (every answer, every network failure).
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let state: { offline: boolean; lastAnswerAt: number | null } = { offline: false, lastAnswerAt: null };

function set(next: typeof state): void {
  if (next.offline === state.offline && next.lastAnswerAt === state.lastAnswerAt) return;
  state = next;
  for (const l of listeners) l();
}

export const connectivity = {
  answered(): void {
    // One update a minute at most while online: the time shown is to the minute.
    const now = Date.now();
    if (!state.offline && state.lastAnswerAt && now - state.lastAnswerAt < 60_000) return;
    set({ offline: false, lastAnswerAt: now });
  },
  /** A screen shows data kept from `at` (readCache): the header names the oldest such time. */
  showingDataOf(at: number): void {
    set({ offline: true, lastAnswerAt: state.lastAnswerAt && state.lastAnswerAt < at ? state.lastAnswerAt : at });
  },
  unreachable(): void {
    set({ ...state, offline: true });
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => state,
};

/** A failure that is the network's or an unreachable API's (no answer, or a gateway's 502/503/504), not the server's verdict. */
export function isUnreachable(status: number | undefined): boolean {
  return status === undefined || status === 502 || status === 503 || status === 504;
}
