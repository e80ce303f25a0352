import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Db } from '../../src/server/db/client';
import { DEMO_TEMPLATE, DEMO_TEMPLATE_META, mexicoDaysBetween, shiftDates, shiftPlanOf } from '../../src/server/db/demoTemplate';
import { seedDemo } from '../../src/server/seed/seed';
import { untarInto } from '../../src/server/db/untarInto';
import { createTestApp, type TestApp } from './testApp';

const DAY = 86_400;

/** Per date column of every table: its non-null count and the sum of its values in seconds. */
async function dateSums(db: Db): Promise<Map<string, { n: number; seconds: number }>> {
  const { rows: columns } = (await db.execute(sql`
    SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('date', 'timestamp without time zone', 'timestamp with time zone')
    ORDER BY 1, 2`)) as unknown as { rows: { table_name: string; column_name: string; data_type: string }[] };
  const out = new Map<string, { n: number; seconds: number }>();
  for (const c of columns) {
    const value = c.data_type === 'date' ? `("${c.column_name}" - DATE '2000-01-01') * ${DAY}` : `extract(epoch FROM "${c.column_name}")`;
    const { rows } = (await db.execute(sql.raw(`SELECT count("${c.column_name}")::int AS n, coalesce(sum(${value}), 0)::float8 AS seconds FROM "${c.table_name}"`))) as unknown as {
      rows: { n: number; seconds: number }[];
    };
    out.set(`${c.table_name}.${c.column_name}`, { n: Number(rows[0]!.n), seconds: Number(rows[0]!.seconds) });
  }
  return out;
}

describe('moving the demo data to another day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ leadsPerAgency: 3 });
  });
  afterAll(() => t.close());

  it('moves every date and timestamp of every table by the same whole days, and back, counters untouched', async () => {
    const db = t.database.db;
    const before = await dateSums(db);
    const counts = async () => ((await db.execute(sql`SELECT agency_id, user_id, phase, n::int AS n FROM lead_counts ORDER BY 1, 2, 3`)) as unknown as { rows: unknown[] }).rows;
    const countsBefore = await counts();
    expect(countsBefore.length).toBeGreaterThan(0);
    expect(before.get('appointments.date')?.n ?? before.get('leads.created_at')!.n).toBeGreaterThan(0);
    await shiftDates(db, 10);
    const after = await dateSums(db);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [key, b] of before) {
      const a = after.get(key)!;
      expect(a.n, key).toBe(b.n);
      expect(a.seconds - b.seconds, key).toBeCloseTo(b.n * 10 * DAY, -1);
    }
    expect(await counts()).toEqual(countsBefore);
    // lead_daily_stats has a unique key on its day: the two-step move must not trip it.
    await shiftDates(db, -10);
    expect(await dateSums(db)).toEqual(before);
  });

  it('the day count follows Mexico City’s calendar (UTC−6)', () => {
    expect(mexicoDaysBetween(new Date('2026-11-22T13:00:00Z'), new Date('2026-11-23T05:59:00Z'))).toBe(0);
    expect(mexicoDaysBetween(new Date('2026-11-22T13:00:00Z'), new Date('2026-11-23T06:00:00Z'))).toBe(1);
    expect(mexicoDaysBetween(new Date('2026-11-22T13:00:00Z'), new Date('2026-12-02T20:00:00Z'))).toBe(10);
  });
});

describe.runIf(!process.env.DATABASE_URL)('a first embedded start from the shipped demo', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-demo-'));
  const migrations = path.join(root, 'migrations');
  const seededAt = new Date(Date.now() - 3 * DAY * 1000);

  beforeAll(async () => {
    fs.cpSync('src/server/db/migrations', migrations, { recursive: true });
    // What scripts/buildDemoTemplate.ts ships, seeded three days ago.
    const build = await openDatabase({ dataDir: ':memory:', migrationsFolder: migrations });
    await seedDemo(build.db, { leadsPerAgency: 4, now: seededAt });
    const shift = await shiftPlanOf(build.db, { nonEmptyOnly: true });
    const dump = await (build.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await build.close();
    fs.writeFileSync(path.join(migrations, DEMO_TEMPLATE), Buffer.from(await dump.arrayBuffer()));
    // With the tables to move, computed at build time as scripts/buildDemoTemplate.ts does.
    fs.writeFileSync(path.join(migrations, DEMO_TEMPLATE_META), JSON.stringify({ seededAt: seededAt.toISOString(), shift }));
  }, 120_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('unpacks the seeded demo and moves it to today; an existing directory is left as it is', async () => {
    // The shipped cluster as it is (unpacked into a folder that then opens as an existing one: nothing moved).
    const unpacked = path.join(root, 'unpacked');
    untarInto(fs.readFileSync(path.join(migrations, DEMO_TEMPLATE)), unpacked);
    const reference = await openDatabase({ dataDir: unpacked, migrationsFolder: migrations, demo: true });
    const shipped = await dateSums(reference.db);
    await reference.close();

    const dir = path.join(root, 'data');
    const first = await openDatabase({ dataDir: dir, migrationsFolder: migrations, demo: true });
    const moved = await dateSums(first.db);
    const days = mexicoDaysBetween(seededAt, new Date());
    expect(days).toBe(3);
    expect(moved.get('leads.created_at')!.n).toBe(shipped.get('leads.created_at')!.n);
    // Every column, though the build's plan names only the tables the demo fills.
    expect([...moved.keys()]).toEqual([...shipped.keys()]);
    for (const [key, s] of shipped) {
      expect(moved.get(key)!.n, key).toBe(s.n);
      expect(moved.get(key)!.seconds - s.seconds, key).toBeCloseTo(s.n * days * DAY, -1);
    }
    // The trigram indexes got a pending list for the move only (merged before the commit): off again.
    const { rows: gins } = (await first.db.execute(sql`
      SELECT c.relname, c.reloptions::text AS options
      FROM pg_class c JOIN pg_am am ON am.oid = c.relam AND am.amname = 'gin'
      WHERE c.relname = 'leads_agency_phase_search_trgm_idx'`)) as unknown as { rows: { options: string }[] };
    expect(gins).toHaveLength(1);
    expect(gins[0]!.options).toContain('fastupdate=off');
    await first.close();

    const again = await openDatabase({ dataDir: dir, migrationsFolder: migrations, demo: true });
    expect(await dateSums(again.db)).toEqual(moved);
    await again.close();
  }, 120_000);

  it('without demo (or without a shipped demo) a new directory starts empty, for the caller to seed', async () => {
    const dir = path.join(root, 'plain');
    const database = await openDatabase({ dataDir: dir, migrationsFolder: migrations });
    const { rows } = (await database.db.execute(sql`SELECT count(*)::int AS n FROM users`)) as unknown as { rows: { n: number }[] };
    expect(Number(rows[0]!.n)).toBe(0);
    await database.close();
  }, 120_000);
});
