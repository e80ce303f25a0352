import type { Database, Db } from '../server/db/client';
import { GatedClient } from './gatedClient';
import type { PgliteWorker } from './pgliteWorkerClient';

/**
 * The desktop child's database when PGlite runs in a worker thread (issue 51), at once: the app is
 * built on it while the worker opens the cluster and prepares it (migrations, the demo's dates, the
 * seed check); the app's statements wait until `worker.opened`, and fail with its error.
 */
export async function workerDatabase(worker: PgliteWorker, migrationsFolder: string): Promise<Database> {
  const [{ drizzle }, schema] = await Promise.all([import('drizzle-orm/pglite'), import('../server/db/schema')]);
  const db = drizzle(new GatedClient(worker.client, worker.opened) as never, { schema }) as unknown as Db;
  return { db, kind: 'pglite', migrationsFolder, close: () => worker.close() };
}
