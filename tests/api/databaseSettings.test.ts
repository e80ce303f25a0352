import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGLITE_SHARED_BUFFERS } from '../../src/server/db/client';
import { createTestApp, type TestApp } from './testApp';

// The embedded database starts with a small buffer pool (its set-up was ~0.4 s of every desktop
// start); a PostgreSQL server keeps its own, but the API's sessions plan no parallel workers.
describe('database settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t?.close());

  it('PGlite runs with the smaller shared buffers; PostgreSQL with its own', async () => {
    const { rows } = (await t.database.db.execute(sql`SELECT current_setting('shared_buffers') AS sb`)) as unknown as { rows: { sb: string }[] };
    const sb = rows[0]!.sb;
    if (t.database.kind === 'pglite') expect(sb).toBe(PGLITE_SHARED_BUFFERS);
    else expect(sb).not.toBe('');
  });

  it('runs no parallel plans on either database (a worker process per query cost more than it saved)', async () => {
    const { rows } = (await t.database.db.execute(sql`SELECT current_setting('max_parallel_workers_per_gather') AS n`)) as unknown as { rows: { n: string }[] };
    expect(rows[0]!.n).toBe('0');
  });

  it('compiles no plan with JIT on either database (its compile time cost more than the rows it sped up)', async () => {
    const { rows } = (await t.database.db.execute(sql`SELECT current_setting('jit') AS jit`)) as unknown as { rows: { jit: string }[] };
    expect(rows[0]!.jit).toBe('off');
  });
});
