import { setFlagsFromString } from 'node:v8';

/**
 * The API process's start is CPU-bound on two cores (the app's build on one thread, PGlite's boot on
 * the other), and V8's optimizing compilers took their share of both (issue 51, docs/performance.md,
 * "Seventh pass"):
 * - WASM: a function is re-compiled by the optimizing tier once it has run about 13 MB of code
 *   (V8's default budget). PostgreSQL's boot crosses that for hundreds of functions. 1e9 leaves the
 *   boot on the baseline tier; a statement that loops (a sort, an aggregate) still crosses it in its
 *   first runs. Ready 0.73 → 0.60 s.
 * - JavaScript: TurboFan after 30,000 calls instead of 3,000. The app's registration code runs a few
 *   thousand times and then never again; with Maglev (Electron's default) in between, a request
 *   costs the same after a minute of use. Ready 0.54 → 0.50 s.
 */
export function apiProcessV8Flags(v8Version: string): string[] {
  // V8 11 (Node 20: the tests' and the harness's runtime) has no TurboFan call count and would print
  // 'unrecognized flag'; V8 12 (Node 22) and Electron 45's have it.
  const major = Number(v8Version.split('.')[0]);
  return ['--wasm-tiering-budget=1000000000', ...(major >= 12 ? ['--invocation-count-for-turbofan=30000'] : [])];
}

// First thing in the process, before any module is compiled or cached: the flags are part of V8's
// code-cache key, so a flag changed later would make the compile cache miss.
for (const flag of apiProcessV8Flags(process.versions.v8)) setFlagsFromString(flag);
