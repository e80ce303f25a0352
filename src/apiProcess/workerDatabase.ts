import type { Database } from '../server/db/client';
import type { PgliteWorker } from './pgliteWorkerClient';

/**
 * The desktop child's database when PGlite runs in a worker thread: drizzle on the worker's client,
 * then what openDatabase does after the open (migrations check, a template kept, the demo's dates
 * moved to today), every statement through the worker.
 */
export async function openWorkerDatabase(worker: PgliteWorker, migrationsFolder: string): Promise<Database> {
  const modules = Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator'), import('../server/db/pgliteDatabase')]);
  modules.catch(() => {}); // awaited below, unless the open failed first
  try {
    const { client, template } = await worker.opened;
    const [{ drizzle }, { migrate }, { pgliteDatabase }] = await modules;
    const db = await pgliteDatabase({ drizzle, migrate }, client, template, { migrationsFolder });
    return { db, kind: 'pglite', migrationsFolder, close: () => worker.close() };
  } catch (error) {
    await worker.close().catch(() => {});
    throw error;
  }
}
