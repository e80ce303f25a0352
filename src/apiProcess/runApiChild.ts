import type { EmbeddedApiOptions } from './apiChildProtocol';
import { startEmbeddedApi } from './embeddedApi';
import { parentChannel } from './parentPort';
import type { PgliteWorker } from './pgliteWorkerClient';
import { serveApiChild } from './serveApiChild';

/**
 * The API process once its entry has set V8's flags and started PGlite's thread (apiChild.ts): serves
 * main's channel, starts the API on `start`, closes PGlite on SIGTERM/SIGINT or when the parent goes.
 */
export function runApiChild({ pgliteWorker, takeEarly }: { pgliteWorker?: string; takeEarly: (options: EmbeddedApiOptions) => Promise<PgliteWorker | undefined> }): void {
  const channel = parentChannel();
  if (!channel) {
    console.error('apiChild: started without a parent (utilityProcess.fork or child_process.fork); nothing to do');
    process.exit(2);
  }
  const child = serveApiChild({
    channel,
    startApi: async (options) => startEmbeddedApi(options, { pgliteWorker, early: await takeEarly(options) }),
    exit: (code) => process.exit(code),
    pid: process.pid,
  });
  // The OS's shutdown says SIGTERM: close PGlite before leaving. Main's kill() (SIGTERM too) comes only
  // after a stop that did not finish in time: then leave at once.
  const onSignal = () => (child.stopping() ? process.exit(1) : void child.stop());
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  const stop = () => void child.stop();
  // A Node parent that went away (the harness's worker ended) leaves no orphan holding the data directory.
  process.on('disconnect', stop);
}
