import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { customPlan, queryRows } from '../../src/server/lib/queryRows';
import { leads } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './testApp';

type Rows = { rows: Record<string, unknown>[] };

// PostgreSQL only: PGlite runs in the process, where there is no connection to keep a statement on.
describe.runIf(process.env.DATABASE_URL)('statements prepared once per connection (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ leadsPerAgency: 2 });
  });
  afterAll(async () => t?.close());

  const preparedLike = (fragment: string) =>
    sql`SELECT name, statement FROM pg_prepared_statements WHERE statement LIKE ${`%${fragment}%`}`;

  it('runs a parameterised statement as one named statement however often it runs, with each run its own values', async () => {
    await t.database.db.transaction(async (tx) => {
      const [first] = await tx.select({ id: leads.id }).from(leads).orderBy(leads.id).limit(1);
      const found: number[] = [];
      for (const id of [first!.id, first!.id + 1, -1]) {
        const rows = await tx.select({ id: leads.id, phase: leads.phase }).from(leads).where(eq(leads.id, id));
        found.push(rows.length);
      }
      expect(found).toEqual([1, 1, 0]);
      // The catalogue query is itself parameterised, so it is prepared too: look for the leads one.
      const { rows } = (await tx.execute(sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE '%"phase" from "leads" where "leads"."id" = $1%'`)) as unknown as Rows;
      expect(rows).toHaveLength(1);
      expect(String(rows[0]!.name)).toMatch(/^crm_/);
    });
  });

  it('leaves a statement without parameters unnamed (BEGIN, a migration script)', async () => {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SELECT 'sin parámetros' AS marca`));
      const { rows } = (await tx.execute(preparedLike('sin parámetros'))) as unknown as Rows;
      // Only the lookup itself (it has a parameter) is there; the raw statement is not.
      expect(rows.map((r) => String(r.statement)).filter((s) => !s.includes('pg_prepared_statements'))).toEqual([]);
    });
  });

  it('plans a statement marked customPlan for its values on every run: never named', async () => {
    await t.database.db.transaction(async (tx) => {
      for (const phase of ['seguimiento', 'subasta', 'en-cierre', 'seguimiento', 'subasta', 'en-cierre', 'seguimiento']) {
        const [row] = await queryRows<{ n: number }>(tx, customPlan(sql`SELECT count(*)::int AS n FROM leads WHERE phase = ${phase} AND 'plan propio' <> ''`));
        expect(typeof row!.n).toBe('number');
      }
      const { rows } = (await tx.execute(preparedLike('plan propio'))) as unknown as Rows;
      expect(rows.map((r) => String(r.statement)).filter((s) => !s.includes('pg_prepared_statements'))).toEqual([]);
    });
  });

  it('still answers after a failed statement aborted the transaction that first prepared it', async () => {
    const probe = (id: number) => t.database.db.select({ id: leads.id }).from(leads).where(sql`${leads.id} = ${id} AND ${leads.firstName} <> ${'x'}`);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1/0 WHERE ${1} = 1`);
      }),
    ).rejects.toThrow();
    const [first] = await t.database.db.select({ id: leads.id }).from(leads).orderBy(leads.id).limit(1);
    for (let i = 0; i < 12; i++) expect(await probe(first!.id)).toEqual([{ id: first!.id }]);
  });
});
