import { parentPort, workerData } from 'node:worker_threads';
import { openPgliteCluster } from '../server/db/pgliteCluster';
import { servePglite } from './pgliteWorkerHost';
import { wireError, type PgliteWorkerData, type WorkerReply } from './pgliteWorkerProtocol';

// The desktop API process's database thread (out/main/pgliteWorker.js, issue 51): PGlite's boot (its
// WASM, the template's unpack, `callMain`) runs here on a core of its own while the process's main
// thread loads and registers the app. The main thread reaches it through pgliteWorkerClient.ts.

const port = parentPort;
if (!port) throw new Error('pgliteWorker: not started as a worker thread');
const { dataDir, migrationsFolder, demo } = workerData as PgliteWorkerData;
const post = (message: WorkerReply) => port.postMessage(message);

try {
  const cluster = await openPgliteCluster(dataDir, migrationsFolder, demo);
  let closed = false;
  servePglite(port, cluster.client, async () => {
    if (closed) return;
    closed = true;
    try {
      await cluster.client.close();
    } finally {
      cluster.releaseLock();
    }
  });
  const { saveTo, tar, demoSeededAt, demoShiftPlan } = cluster.template;
  post({ type: 'opened', template: { saveTo, ...(tar ? { tar: true } : {}), demoSeededAt, demoShiftPlan } });
} catch (error) {
  post({ type: 'openFailed', error: wireError(error) });
}
