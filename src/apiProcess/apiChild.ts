import './v8StartFlags';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { looksFresh } from '../server/db/freshFolder';
import { enableCompileCache } from './compileCache';
import { startEarlyPgliteWorker } from './earlyPgliteWorker';
import { startPgliteWorker } from './pgliteWorkerClient';
import { compileCacheDirOf } from './pgliteWorkerData';

// The embedded API's process (out/main/apiChild.js): Electron's utility process in the app
// (utilityProcess.fork from main), a Node child process in the desktop harness and the benchmark.
// No `electron` import here: the same file runs under plain Node.
//
// This entry loads almost nothing before PGlite's thread starts from the fork's arguments (issue 51):
// the rest of the process (the channel to main, the API) is imported after it.

// PGlite's thread (issue 51): built beside this bundle by electron-vite (out/main/pgliteWorker.js). Run
// from source there is none, and PGlite stays in this thread.
const workerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pgliteWorker.js');
const pgliteWorker = fs.existsSync(workerFile) ? workerFile : undefined;
const early = startEarlyPgliteWorker(pgliteWorker ? process.argv : [], {
  start: (data) => startPgliteWorker(workerFile, data),
  isFresh: looksFresh,
});
// The rest of this thread's modules are read from V8's compile cache too (startEmbeddedApi enables it
// otherwise, later). Not on a first start: the cache is empty, and writing it before the port is held
// delayed the window.
if (early.existingDataDir) enableCompileCache(compileCacheDirOf(early.existingDataDir));
const { runApiChild } = await import('./runApiChild');
runApiChild({ pgliteWorker, takeEarly: (options) => early.take(options) });
