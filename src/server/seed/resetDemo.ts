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
    .filter((n) => n !== 'signing_keys');
  await db.execute(sql.raw(`TRUNCATE ${names.map((n) => `"${n}"`).join(', ')} RESTART IDENTITY CASCADE`));
  await seedDemo(db, options);
}
