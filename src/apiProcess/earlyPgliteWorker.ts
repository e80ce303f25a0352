import { earlyStartOptions, type EarlyStartOptions } from './apiChildProtocol';
import { pgliteWorkerDataOf } from './pgliteWorkerData';
import type { PgliteWorker } from './pgliteWorkerClient';

export interface EarlyWorkerDeps {
  start: (data: ReturnType<typeof pgliteWorkerDataOf>) => PgliteWorker;
  isFresh: (dataDir: string) => boolean;
}

/**
 * Starts PGlite's thread from the fork's arguments, before the API process has loaded anything else
 * or heard `start` (~40 ms sooner on an existing folder). `take` hands it to the start whose options it
 * was made for; a start with other options (never sent by main) closes it and opens its own.
 */
export function startEarlyPgliteWorker(argv: readonly string[], deps: EarlyWorkerDeps) {
  const options = earlyStartOptions(argv);
  let early: PgliteWorker | undefined;
  // Only on a folder that holds a cluster: a first start's unpack (a thousand files written on
  // libuv's threads) slowed this thread enough to hold the port 70–80 ms later, and main opens the
  // window only then. There the thread starts with `start`, once the port is held, as before.
  if (options && !deps.isFresh(options.dataDir)) early = deps.start(pgliteWorkerDataOf(options));
  return {
    /** The data folder of a start that found a cluster there (its thread started already): undefined on a first start or without arguments. */
    existingDataDir: early ? options?.dataDir : undefined,
    /** The thread, once, to the start it was made for; closed (its folder's lock let go) for any other. */
    async take(wanted: EarlyStartOptions): Promise<PgliteWorker | undefined> {
      const found = early;
      early = undefined;
      if (!found || !options) return undefined;
      if (wanted.dataDir === options.dataDir && wanted.migrationsFolder === options.migrationsFolder && wanted.seedLeadsPerAgency === options.seedLeadsPerAgency) return found;
      await found.close().catch(() => {});
      return undefined;
    },
  };
}
