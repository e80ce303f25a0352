import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { seedDemo, type SeedOptions } from './seed';

/** Empties every table but the signing keys and seeds the demo again: the e2e suite's per-file reset. */
export async function resetDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const names = (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => is(t, PgTable))
    .map((t) => getTableName(t))
    .filter((n) => n !== 'signing_keys' && n !== 'access_log');
  await db.execute(sql.raw(`TRUNCATE ${names.map((n) => `"${n}"`).join(', ')} RESTART IDENTITY CASCADE`));
  // The access log refuses TRUNCATE (append-only, issue 54): emptied through its one pruning function.
  await db.execute(sql`SELECT prune_access_log('infinity')`);
  await seedDemo(db, options);
}
