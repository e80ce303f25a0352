import { setFlagsFromString } from 'node:v8';

/** V8's default is 13,000,000 (Node 22, Electron 45). */
export const WASM_TIERING_BUDGET = 1_000_000_000;

// V8 re-compiles a WASM function with its optimizing tier once it has run about 13 MB of code.
// PostgreSQL's boot crosses that for hundreds of functions, and on two cores those compiles took
// ~150 ms from the app's build and PGlite's boot at every start (issue 51). A budget 75× larger
// leaves the boot on the baseline tier; a statement that loops (a sort, an aggregate) still crosses
// it within its first runs (docs/performance.md, "Seventh pass").
// Set first thing in the process, before any module is compiled or cached: the flags are part of
// V8's code-cache key, and a flag changed later would make the compile cache miss.
setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
