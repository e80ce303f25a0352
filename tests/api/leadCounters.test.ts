import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { fixtures } from './leadsFixtures';
import { leadInterests, leads, products, productColors } from '../../src/server/db/schema';
import { queryRows } from '../../src/server/lib/queryRows';

/**
 * The counters behind the tab totals and the dashboard (lead_counts, lead_daily_stats) are kept by
 * triggers: whatever writes a lead, the numbers a user sees must equal a count of the rows.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof fixtures>>;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 40 });
  f = await fixtures(t);
});
afterAll(async () => t?.close());

const totals = async (who: string) => (await t.api(`${who}@demo.mx`, { method: 'GET', url: '/api/lead/new/totals-phase', agencyId: f.agencyIds[0] })).json().data;

/** The tab totals counted straight from the rows, as the lists filter them. */
async function countedTotals(adviserId?: number) {
  const [row] = await queryRows<Record<string, number>>(
    t.database.db,
    sql`SELECT count(*) FILTER (WHERE phase IN ('subasta','1er-contacto','seguimiento','en-cierre'))::int AS "all",
          count(*) FILTER (WHERE phase = '1er-contacto')::int AS primer_contacto,
          count(*) FILTER (WHERE phase = 'seguimiento')::int AS seguimiento,
          count(*) FILTER (WHERE phase = 'en-cierre')::int AS en_cierre
        FROM leads WHERE agency_id = ${f.agencyIds[0]} AND merged_into_id IS NULL
        ${adviserId ? sql`AND (user_id = ${adviserId} OR (phase = 'subasta' AND user_id IS NULL))` : sql``}`,
  );
  return row;
}

/** Every counter row equals what a rebuild from the lead rows gives. */
async function expectNoDrift() {
  const snapshot = async () => ({
    counts: await queryRows(t.database.db, sql`SELECT agency_id, user_id, phase, n FROM lead_counts WHERE n <> 0 ORDER BY 1, 2, 3`),
    stats: await queryRows(t.database.db, sql`SELECT agency_id, dim, day::text, key, user_id, n, response_sum::int, response_n FROM lead_daily_stats WHERE n <> 0 ORDER BY 1, 2, 3, 4, 5`),
  });
  const kept = await snapshot();
  await t.database.db.execute(sql`SELECT crm_rebuild_lead_stats()`);
  expect(kept).toEqual(await snapshot());
}

describe('phase-tab totals from lead_counts', () => {
  it('equal the rows for a manager and for an adviser after the seed', async () => {
    expect(await totals('manager')).toEqual(await countedTotals());
    expect(await totals('adviser-floor')).toEqual(await countedTotals(await f.userId('adviser-floor@demo.mx')));
    await expectNoDrift();
  });

  it('follow creation, phase moves, reassignment, merges and deletion', async () => {
    const before = await totals('manager');
    const lead = await f.makeLead({ phase: 'subasta' });
    expect((await totals('manager')).all).toBe(before.all + 1);

    const adviser = await f.userId('adviser-floor@demo.mx');
    await t.database.db.update(leads).set({ phase: 'seguimiento', userId: adviser }).where(eq(leads.id, lead.id));
    const moved = await totals('manager');
    expect(moved.seguimiento).toBe(before.seguimiento + 1);
    expect(await totals('adviser-floor')).toEqual(await countedTotals(adviser));

    const other = await f.makeLead({ phase: 'seguimiento' });
    await t.database.db.update(leads).set({ mergedIntoId: lead.id }).where(eq(leads.id, other.id));
    expect((await totals('manager')).seguimiento).toBe(before.seguimiento + 1);

    await t.database.db.delete(leads).where(eq(leads.id, lead.id));
    expect(await totals('manager')).toEqual(before);
    await expectNoDrift();
  });

  it('stay exact for leads created through the API', async () => {
    const before = await totals('manager');
    const res = await t.api('bdc@demo.mx', {
      method: 'POST',
      url: '/api/lead/',
      agencyId: f.agencyIds[0],
      payload: f.newLeadBody({ lastName: 'Cortés Luna', leadEmails: ['renata.cortes@correo.mx'], leadPhones: ['5544332211'] }),
    });
    expect(res.statusCode).toBe(201);
    expect((await totals('manager')).all).toBe(before.all + 1);
    expect(await totals('manager')).toEqual(await countedTotals());
    await expectNoDrift();
  });
});

describe('report rows from lead_daily_stats', () => {
  it('move a lead to its new model when its current interest changes', async () => {
    const lead = await f.makeLead({ phase: 'seguimiento' });
    const [other] = await t.database.db.select().from(products).where(eq(products.name, 'JAC E10X'));
    const [color] = await t.database.db.select().from(productColors).where(eq(productColors.productId, other!.id)).limit(1);
    await t.database.db.update(leadInterests).set({ current: false }).where(eq(leadInterests.leadId, lead.id));
    await t.database.db.insert(leadInterests).values({ leadId: lead.id, productId: other!.id, productColorId: color!.id });
    const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored!.currentProductId).toBe(other!.id);
    await expectNoDrift();
  });
});
