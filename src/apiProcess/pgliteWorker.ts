import { parentPort, workerData } from 'node:worker_threads';
import { openPgliteCluster } from '../server/db/pgliteCluster';
import { enableCompileCache, flushCompileCache } from './compileCache';
import { servePglite } from './pgliteWorkerHost';
import { wireError, type PgliteWorkerData, type WorkerReply } from './pgliteWorkerProtocol';

// The desktop API process's database thread (out/main/pgliteWorker.js, issue 51): PGlite's boot (its
// WASM, the template's unpack, `callMain`) runs here on a core of its own while the process's main
// thread loads and registers the app. The main thread reaches it through pgliteWorkerClient.ts.

const port = parentPort;
if (!port) throw new Error('pgliteWorker: not started as a worker thread');
const { dataDir, migrationsFolder, demo, seed, compileCacheDir } = workerData as PgliteWorkerData;
const post = (message: WorkerReply) => port.postMessage(message);
post({ type: 'started' });
// Each thread has its own module loader: PGlite's and drizzle's modules, imported below, are cached too.
const compileCache = compileCacheDir ? enableCompileCache(compileCacheDir) : 'unavailable';

// Loaded while PGlite boots: the schema and drizzle are not needed before the cluster is open.
const preparation = Promise.all([
  import('drizzle-orm/pglite'),
  import('drizzle-orm/pglite/migrator'),
  import('../server/db/pgliteDatabase'),
  import('../server/db/isEmpty'),
]);
preparation.catch(() => {}); // awaited once the cluster is open

try {
  const cluster = await openPgliteCluster(dataDir, migrationsFolder, demo);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await cluster.client.close();
    } finally {
      cluster.releaseLock();
    }
  };
  try {
    // What openDatabase does after the open, and the seed check, here too: the main thread is busy
    // building the app meanwhile, and each statement's answer would wait for it (issue 51).
    const [{ drizzle }, { migrate }, { pgliteDatabase }, { isEmpty }] = await preparation;
    const db = await pgliteDatabase({ drizzle, migrate }, cluster.client, cluster.template, { migrationsFolder });
    if (seed && (await isEmpty(db))) await (await import('../server/seed/seed')).seedDemo(db, { leadsPerAgency: seed.leadsPerAgency });
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
  servePglite(port, cluster.client, close);
  post({ type: 'opened' });
  if (compileCache === 'enabled') setImmediate(flushCompileCache);
} catch (error) {
  post({ type: 'openFailed', error: wireError(error) });
}
