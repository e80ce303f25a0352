import './wasmTieringBudget';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedApi } from './embeddedApi';
import { parentChannel } from './parentPort';
import { serveApiChild } from './serveApiChild';

// The embedded API's process (out/main/apiChild.js): Electron's utility process in the app
// (utilityProcess.fork from main), a Node child process in the desktop harness and the benchmark.
// No `electron` import here: the same file runs under plain Node.

const channel = parentChannel();
if (!channel) {
  console.error('apiChild: started without a parent (utilityProcess.fork or child_process.fork); nothing to do');
  process.exit(2);
}
// PGlite's thread (issue 51): built beside this bundle by electron-vite (out/main/pgliteWorker.js). Run
// from source there is none, and PGlite stays in this thread.
const workerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pgliteWorker.js');
const pgliteWorker = fs.existsSync(workerFile) ? workerFile : undefined;
const child = serveApiChild({ channel, startApi: (options) => startEmbeddedApi(options, { pgliteWorker }), exit: (code) => process.exit(code), pid: process.pid });
// The OS's shutdown says SIGTERM: close PGlite before leaving. Main's kill() (SIGTERM too) comes only
// after a stop that did not finish in time: then leave at once.
const onSignal = () => (child.stopping() ? process.exit(1) : void child.stop());
process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);
const stop = () => void child.stop();
// A Node parent that went away (the harness's worker ended) leaves no orphan holding the data directory.
process.on('disconnect', stop);
