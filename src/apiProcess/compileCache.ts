import nodeModule from 'node:module';

/** The part of `node:module` used here: both functions exist from Node 22.1 / 22.10 (Electron's), not on Node 20. */
export interface CompileCacheApi {
  enableCompileCache?: (cacheDir?: string) => { status: number; message?: string; directory?: string };
  flushCompileCache?: () => void;
  constants?: { compileCacheStatus?: Record<string, number> };
}

/**
 * Keeps V8's compiled code of the modules this process loads from now on in `dir`, so the next start
 * reads it instead of compiling the server's modules again (compiling was ~0.85 s of CPU of the API
 * child's start, issue 51). Electron's utility process has it; plain Node 20 (the benchmark and the
 * desktop harness on this project's machines) does not, and the start goes on without. Never throws:
 * a cache that cannot be written only costs the time it would have saved.
 */
export function enableCompileCache(dir: string, api: CompileCacheApi = nodeModule as CompileCacheApi): 'enabled' | 'unavailable' | 'failed' {
  if (typeof api.enableCompileCache !== 'function') return 'unavailable';
  try {
    const { status } = api.enableCompileCache(dir);
    const statuses = api.constants?.compileCacheStatus;
    return statuses && status === statuses.FAILED ? 'failed' : 'enabled';
  } catch {
    return 'failed';
  }
}

/** Writes what was compiled so far (Node writes it at exit otherwise, and a killed process never exits cleanly). */
export function flushCompileCache(api: CompileCacheApi = nodeModule as CompileCacheApi): void {
  try {
    api.flushCompileCache?.();
  } catch {
    // Only the next start's time is at stake.
  }
}
