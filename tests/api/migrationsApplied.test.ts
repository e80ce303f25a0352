import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrationsApplied } from '../../src/server/db/migrationsApplied';
import { createTestApp, type TestApp } from './testApp';

const folder = path.resolve('src/server/db/migrations');

describe('migrationsApplied', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t?.close());

  it('is true on a migrated database and false once its newest migration is not recorded', async () => {
    const db = t.database.db;
    expect(await migrationsApplied(db, folder)).toBe(true);
    await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`);
    expect(await migrationsApplied(db, folder)).toBe(false);
  });

  it('is false where the migrator never ran (no bookkeeping table)', async () => {
    const db = t.database.db;
    await db.execute(sql`ALTER SCHEMA drizzle RENAME TO drizzle_aside`);
    try {
      expect(await migrationsApplied(db, folder)).toBe(false);
    } finally {
      await db.execute(sql`ALTER SCHEMA drizzle_aside RENAME TO drizzle`);
    }
  });
});
