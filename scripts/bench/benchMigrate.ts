/** `node --import tsx scripts/bench/benchMigrate.ts [--db crm_bench]`: applies pending migrations to the bench database and times them (the upgrade of an existing network). */
import { openDatabase } from '../../src/server/db/client';
import { benchArgs, benchDatabaseUrl } from './benchConfig';

const { url } = benchDatabaseUrl(benchArgs(process.argv.slice(2)).db);
const t0 = performance.now();
const database = await openDatabase({ databaseUrl: url });
console.log(`migrations applied in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
await database.close();
