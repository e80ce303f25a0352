export interface ApiHealth {
  reachable: boolean;
  /** Round trip of GET <api.main>/health; null when there was no answer. */
  ms: number | null;
  error?: string;
}

export interface CheckApiOptions {
  fetch?: (url: string, init: { signal: AbortSignal }) => Promise<{ ok: boolean; status: number }>;
  timeoutMs?: number;
  now?: () => number;
}

/** Whether the main API answers its health call, and how fast; never throws. */
export async function checkApiHealth(apiMain: string, { fetch = globalThis.fetch, timeoutMs = 5000, now = () => performance.now() }: CheckApiOptions = {}): Promise<ApiHealth> {
  const started = now();
  try {
    const response = await fetch(`${apiMain.replace(/\/+$/, '')}/health`, { signal: AbortSignal.timeout(timeoutMs) });
    const ms = Math.round(now() - started);
    return response.ok ? { reachable: true, ms } : { reachable: false, ms, error: `HTTP ${response.status}` };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { reachable: false, ms: null, error: timedOut ? `Sin respuesta en ${timeoutMs / 1000} s` : error instanceof Error ? error.message : String(error) };
  }
}
