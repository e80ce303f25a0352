import type { Database, Db } from '../server/db/client';
import { GatedClient } from './gatedClient';
import type { PgliteWorker } from './pgliteWorkerClient';

/** The desktop child's database while PGlite opens in its thread, and the preparation that opens it. */
export interface WorkerDatabase {
  /** For the app, at once: its statements wait until `prepared`. */
  database: Database;
  /** The cluster open, the migrations checked, a template kept, the demo's dates moved, then `prepare` (the seed check). */
  prepared: Promise<void>;
}

/**
 * The desktop child's database when PGlite runs in a worker thread (issue 51): the app gets a drizzle
 * it can be built on before the cluster is open, while the preparation (what openDatabase does after
 * the open, and the caller's `prepare`) runs through the worker's client as soon as it is.
 */
export async function workerDatabase(worker: PgliteWorker, migrationsFolder: string, prepare: (db: Db) => Promise<void>): Promise<WorkerDatabase> {
  const [{ drizzle }, { migrate }, { pgliteDatabase }, schema] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('../server/db/pgliteDatabase'),
    import('../server/db/schema'),
  ]);
  const prepared = (async () => {
    const { client, template } = await worker.opened;
    await prepare(await pgliteDatabase({ drizzle, migrate }, client, template, { migrationsFolder }));
  })();
  prepared.catch(() => {}); // the caller's start awaits it
  const gated = new GatedClient(worker.client, prepared);
  const db = drizzle(gated as never, { schema }) as unknown as Db;
  return { database: { db, kind: 'pglite', migrationsFolder, close: () => worker.close() }, prepared };
}
