/**
 * Part of `npm run build:server`: the demo data seeded once at build time into a PGlite cluster,
 * shipped as out/server/migrations/pglite-demo.tar (+ .json with the seed's "now"). A first embedded
 * start unpacks it and moves its dates to today (src/server/db/demoTemplate.ts) instead of seeding.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { DEMO_TEMPLATE, DEMO_TEMPLATE_META, shiftPlanOf } from '../src/server/db/demoTemplate';
import { seedDemo } from '../src/server/seed/seed';
import { leanClusterTar } from './leanClusterTar';

const folder = process.argv[2] ?? 'out/server/migrations';
// 07:00 in Mexico City (UTC−6) of today's Mexican date: a start later that day sees the demo's
// "now" at or before its own, so nothing the seed placed in the past lands in the future.
const mexicoToday = new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10);
const seededAt = new Date(`${mexicoToday}T13:00:00.000Z`);

const database = await openDatabase({ dataDir: ':memory:', migrationsFolder: folder });
await seedDemo(database.db, { now: seededAt });
await database.db.execute(sql`VACUUM ANALYZE`);
// What a first start moves to its day: the tables the demo fills (the catalog is not read at the start).
const shift = await shiftPlanOf(database.db, { nonEmptyOnly: true });
const client = (database.db as unknown as { $client: PGlite }).$client;
// PGlite runs in the `postgres` database and never makes another: the template databases are 602 of
// the cluster's files (15 MB) that a first start would write for nothing (issue 51).
for (const name of ['template1', 'template0']) {
  // One statement each: DROP DATABASE cannot run inside the block several statements make.
  await client.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
  await client.exec(`DROP DATABASE ${name}`);
}
await client.exec('CHECKPOINT');
const redo = (await client.query<{ f: string }>('SELECT redo_wal_file AS f FROM pg_control_checkpoint()')).rows[0]!.f;
const dump = await client.dumpDataDir('none');
await database.close();
fs.writeFileSync(path.join(folder, DEMO_TEMPLATE), leanClusterTar(Buffer.from(await dump.arrayBuffer()), redo));
fs.writeFileSync(path.join(folder, DEMO_TEMPLATE_META), JSON.stringify({ seededAt: seededAt.toISOString(), shift }));
console.log(`${DEMO_TEMPLATE}: demo seeded as of ${seededAt.toISOString()}`);
