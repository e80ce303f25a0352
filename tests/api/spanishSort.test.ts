import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';
import { spanishSorted } from './spanishOrder';
import { agencies, leads } from '../../src/server/db/schema';
import { queryRows } from '../../src/server/lib/queryRows';
import { sortKey } from '../../src/server/lib/sortKey';

/** Byte order would give Adela, Nava, Nuzco, Núñez, Oswaldo, Zoe, Álvaro, Ñandú, Óscar, Úrsula. */
const SPANISH = [
  'Adán Ruiz',
  'Adela Ruiz',
  'Álvaro Acento',
  'Nava Ríos',
  'Núñez Soto',
  'Nuzco Lara',
  'Ñandú Pérez',
  'Óscar Ordaz',
  'Oswaldo Ortiz',
  'Uriel Vega',
  'Úrsula Vera',
  'Zoe Zeta',
];
const MARK = 'orden-es';

let t: TestApp;
let f: Fixtures;
let agencyId: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
  f = await fixtures(t);
  agencyId = f.agencyIds[0]!;
  // Inserted shuffled, so the ids' tie-break cannot produce the expected order by itself.
  for (const [i, name] of [...SPANISH].reverse().entries()) {
    const [firstName, lastName] = name.split(' ') as [string, string];
    await f.makeLead({ agencyId, phase: 'en-cierre', firstName, lastName, email: `${i}.${MARK}@correo.mx` });
  }
});
afterAll(async () => t?.close());

const names = async (params: Record<string, string>) => {
  const res = await t.api(email('manager'), { method: 'GET', url: `/api/lead/new?${new URLSearchParams({ limit: '100', ...params })}`, agencyId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((r: { firstAndLastName: string }) => r.firstAndLastName) as string[];
};
const ours = (list: string[]) => list.filter((n) => SPANISH.includes(n));

describe('names sort in Spanish order', () => {
  it.runIf(process.env.DATABASE_URL && process.env.TEST_PG_ICU_LOCALE)('runs, when asked, on a database collated by that ICU locale', async () => {
    const [db] = await queryRows<{ provider: string; locale: string }>(
      t.database.db,
      sql`SELECT datlocprovider AS provider, daticulocale AS locale FROM pg_database WHERE datname = current_database()`,
    );
    expect(db).toEqual({ provider: 'i', locale: process.env.TEST_PG_ICU_LOCALE });
  });

  it('the JavaScript key agrees with the expected order', () => {
    expect(spanishSorted([...SPANISH].reverse())).toEqual(SPANISH);
  });

  it('orders the leads list by contact name, ascending and descending', async () => {
    expect(await names({ search: MARK, sortBy: 'contact:asc' })).toEqual(SPANISH);
    expect(await names({ search: MARK, sortBy: 'contact:desc' })).toEqual([...SPANISH].reverse());
    // Without a search the page comes from the name indexes: a phase tab and the 'All' tab.
    expect(ours(await names({ phase: 'en-cierre', sortBy: 'contact:asc' }))).toEqual(SPANISH);
    expect(ours(await names({ sortBy: 'contact:desc' }))).toEqual([...SPANISH].reverse());
  });

  it('pages by contact name on the leads name indexes', async () => {
    // The stored key (migration 0011), read from the index: no key computed for skipped rows.
    const key = sql`${leads}.name_sort_key`;
    const plan = async (phase: SQL) =>
      t.database.db.transaction(async (tx) => {
        // Tiny tables would be read whole; the point is that the list's ORDER BY matches an index.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        // Nor would a handful of rows be worth an index walk over a sort: with sorting priced out, a
        // Sort left in the plan means no index gives the list's order.
        await tx.execute(sql`SET LOCAL enable_sort = off`);
        const rows = await queryRows<Record<string, string>>(
          tx,
          sql`EXPLAIN SELECT ${leads.id} FROM ${leads} WHERE ${leads.agencyId} = ${agencyId} AND ${leads.mergedIntoId} IS NULL AND ${phase}
              ORDER BY ${key} DESC, ${leads.id} DESC LIMIT 10`,
        );
        return rows.map((r) => Object.values(r)[0]).join('\n');
      });
    // Index-only needs the visibility map autovacuum keeps on a real database.
    await t.database.db.execute(sql`VACUUM leads`);
    for (const phase of [sql`${leads.phase} = 'en-cierre'`, sql`${leads.phase} IN ('subasta', 'en-cierre')`]) {
      const text = await plan(phase);
      expect(text, text).toMatch(/Index Only Scan (Backward )?using leads_live_agency_(phase_)?name_idx/);
      expect(text).not.toMatch(/Sort/);
    }
  });

  it('keeps the stored key in step with the name: a renamed lead sorts under its new name', async () => {
    const [zoe] = await t.database.db.select({ id: leads.id }).from(leads).where(eq(leads.firstName, 'Zoe'));
    await t.database.db.update(leads).set({ firstName: 'Ábside' }).where(eq(leads.id, zoe!.id));
    try {
      const [first, second] = await names({ search: MARK, sortBy: 'contact:asc' });
      expect([first, second]).toEqual(['Ábside Zeta', 'Adán Ruiz']);
      const [key] = await queryRows<{ key: string }>(t.database.db, sql`SELECT name_sort_key AS key FROM leads WHERE id = ${zoe!.id}`);
      expect(key!.key).toBe((await queryRows<{ k: string }>(t.database.db, sql`SELECT ${sortKey(sql`${'Ábside Zeta'}::text`)} AS k`))[0]!.k);
    } finally {
      await t.database.db.update(leads).set({ firstName: 'Zoe' }).where(eq(leads.id, zoe!.id));
    }
  });

  it('orders the agencies list by name', async () => {
    const [model] = await t.database.db.select().from(agencies).where(eq(agencies.id, agencyId));
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = model!;
    const agencyNames = ['Zacatecas Centro', 'Álamos Norte', 'Ñuñoa Sur', 'Agencia Oriente', 'Nápoles Poniente'];
    for (const [i, name] of agencyNames.entries()) await t.database.db.insert(agencies).values({ ...copy, slug: `orden-es-${i}`, name });
    const res = await t.api(email('admin'), { method: 'GET', url: '/api/agency/' });
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().data.map((a: { name: string }) => a.name).filter((n: string) => agencyNames.includes(n));
    expect(listed).toEqual(['Agencia Oriente', 'Álamos Norte', 'Nápoles Poniente', 'Ñuñoa Sur', 'Zacatecas Centro']);
  });
});
