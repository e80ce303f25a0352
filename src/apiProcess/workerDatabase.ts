import type { Database, Db } from '../server/db/client';
import type { PgliteLike } from '../server/db/pgliteDatabase';
import { GatedClient } from './gatedClient';
import { PgliteWorkerUnavailable, type PgliteWorker } from './pgliteWorkerClient';

export interface WorkerDatabase {
  /** For the app at once: its statements wait until `ready`. */
  database: Database;
  /** The database is open and prepared (migrations, the demo's dates, the seed check). */
  ready: Promise<void>;
}

/**
 * The desktop child's database when PGlite runs in a worker thread (issue 51), at once: the app is
 * built on it while the worker opens the cluster and prepares it; the app's statements wait for
 * that, and fail with its error. A thread that could not even load its modules (the worker's file
 * unreadable where the app is installed) is not a broken database: PGlite then opens in this thread
 * (`inThisThread`, what the child did before), and the app never knows.
 */
export async function workerDatabase(worker: PgliteWorker, migrationsFolder: string, inThisThread: () => Promise<Database>): Promise<WorkerDatabase> {
  const [{ drizzle }, schema] = await Promise.all([import('drizzle-orm/pglite'), import('../server/db/schema')]);
  const target = worker.opened.then(
    () => ({ client: worker.client, close: () => worker.close() }),
    async (error: unknown) => {
      await worker.close().catch(() => {});
      if (!(error instanceof PgliteWorkerUnavailable)) throw error;
      console.error(`${error.message}: PGlite abre en el hilo del API`);
      const local = await inThisThread();
      return { client: (local.db as unknown as { $client: PgliteLike & { exec(text: string): Promise<unknown> } }).$client, close: () => local.close() };
    },
  );
  target.catch(() => {}); // `ready` carries it
  const db = drizzle(new GatedClient(target.then(({ client }) => client)) as never, { schema }) as unknown as Db;
  return {
    database: { db, kind: 'pglite', migrationsFolder, close: async () => (await target.catch(() => undefined))?.close() },
    ready: target.then(() => {}),
  };
}
