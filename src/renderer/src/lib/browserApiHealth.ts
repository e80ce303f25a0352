import type { DiagnosticsInfo } from '@shared/bridge';

/** The browser build's API check (main does it in the desktop build): GET <api.main>/health with a timeout. */
export async function browserApiHealth(apiMain: string, timeoutMs = 5000): Promise<DiagnosticsInfo['api']> {
  const started = performance.now();
  try {
    const response = await fetch(`${apiMain.replace(/\/+$/, '')}/health`, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
    const ms = Math.round(performance.now() - started);
    return response.ok ? { reachable: true, ms } : { reachable: false, ms, error: `HTTP ${response.status}` };
  } catch (error) {
    return { reachable: false, ms: null, error: error instanceof Error ? error.message : String(error) };
  }
}
