import { openDatabase } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/seed/seed';
import { LOCAL_PG, clusterSkipReason, startCluster } from './cluster';

/**
 * `npm run cluster`: N replicas (CLUSTER_REPLICAS, 3) behind HAProxy on 127.0.0.1:CLUSTER_PORT (8080),
 * on a new database of DATABASE_URL's server (the local one by default) seeded with the demo
 * (SEED_LEADS_PER_AGENCY, 40), Redis (REDIS_URL, when one answers) and a local S3 store. Ctrl-C
 * stops everything and drops the database. docs/deployment.md, "A cluster on one machine".
 */
const serverUrl = process.env.DATABASE_URL ?? LOCAL_PG;
const reason = await clusterSkipReason(serverUrl);
if (reason) {
  console.error(`npm run cluster: ${reason}`);
  process.exit(1);
}
const cluster = await startCluster({
  replicas: Number(process.env.CLUSTER_REPLICAS) || 3,
  serverUrl,
  port: Number(process.env.CLUSTER_PORT) || 8080,
  log: (line) => console.log(line),
  async prepare(databaseUrl) {
    const database = await openDatabase({ databaseUrl, dataDir: ':memory:' });
    await seedDemo(database.db, { leadsPerAgency: Number(process.env.SEED_LEADS_PER_AGENCY) || 40 });
    await database.close();
  },
});
console.log(`Balancer: ${cluster.url} (the app at /, the API at /api; demo users, password in README)`);
console.log(`Metrics of each replica: curl -H 'Authorization: Bearer ${cluster.metricsToken}' http://127.0.0.1:<port>/metrics`);
for (const r of cluster.replicas) console.log(`  ${r.name}: http://127.0.0.1:${r.port} (pid ${r.child?.pid})`);
console.log('Ctrl-C to stop.');
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
