import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import {
  appointments,
  duplicatePairs,
  floorVisits,
  leadActivities,
  leadActivityTypes,
  leadEmails,
  leadInterests,
  leadMerges,
  leadPhones,
  leadRentings,
  notifications,
  products,
  sales,
  saleVins,
  userReminders,
} from '../../src/server/db/schema';
import { MERGE_MSG } from '../../src/shared/domain/duplicateMessages';
import { agencyIds, makeLead, userId } from './agendaFixtures';
import { detectDuplicates } from '../../src/server/features/duplicates/duplicateDetection';

// Issue 30: a merge can be undone for 30 days, putting both leads and every child row back.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
});
afterAll(async () => t?.close());

/** Every table holding rows of a lead, as the merge moves them. */
const CHILD_TABLES = [
  'lead_activities',
  'appointments',
  'lead_phase_records',
  'floor_visits',
  'sales',
  'sale_vins',
  'notifications',
  'user_reminders',
  'lead_interests',
  'lead_emails',
  'lead_phones',
  'lead_rentings',
  'duplicate_pairs',
];

/** Each child row of the two leads as JSON, by table; and both lead rows. */
async function state(a: number, b: number) {
  const out: Record<string, unknown[]> = {};
  for (const table of CHILD_TABLES) {
    const where =
      table === 'duplicate_pairs'
        ? sql`lead_id IN (${a}, ${b}) OR matched_id IN (${a}, ${b})`
        : sql`lead_id IN (${a}, ${b})`;
    const rows = (await t.database.db.execute(sql`SELECT to_jsonb(x) AS row FROM ${sql.identifier(table)} x WHERE ${where} ORDER BY 1`)) as unknown as {
      rows: { row: unknown }[];
    };
    out[table] = rows.rows.map((r) => r.row);
  }
  const leadsRows = (await t.database.db.execute(sql`SELECT to_jsonb(l) AS row FROM leads l WHERE id IN (${a}, ${b}) ORDER BY id`)) as unknown as {
    rows: { row: unknown }[];
  };
  out.leads = leadsRows.rows.map((r) => r.row);
  return out;
}

describe('undo of a merge', () => {
  it('restores both leads and every child row; the undo is offered from the merged lead for 30 days', async () => {
    const db = t.database.db;
    const { first } = await agencyIds(db);
    const adviser = await userId(db, 'adviser-floor@demo.mx');
    const coordinator = await userId(db, 'coordinator@demo.mx');
    const [product] = await db.select().from(products).limit(1);
    const [type] = await db.select().from(leadActivityTypes).limit(1);
    const a = await makeLead(db, first, adviser, { firstName: 'Rocío', lastName: 'Deshacer Prueba', phone: '+525544433322', email: 'rocio@correo.mx' });
    const b = await makeLead(db, first, coordinator, { firstName: 'Rocio', lastName: 'Deshacer Prueba', phone: '+525544433322', email: 'rocio.b@correo.mx', phase: 'en-cierre' });
    await db.insert(leadEmails).values([
      { leadId: a.id, value: 'rocio@correo.mx' },
      { leadId: b.id, value: 'rocio@correo.mx' }, // repeated: the merge deletes it
      { leadId: b.id, value: 'rocio.b@correo.mx' }, // new: moves
    ]);
    await db.insert(leadPhones).values([
      { leadId: a.id, value: '+525544433322' },
      { leadId: b.id, value: '+525544433322' },
      { leadId: b.id, value: '+525511122233' },
    ]);
    await db.insert(leadInterests).values([
      { leadId: a.id, productId: product!.id, current: true },
      { leadId: b.id, productId: product!.id, current: true },
    ]);
    await db.insert(leadActivities).values({ leadId: b.id, userId: coordinator, typeId: type!.id, title: 'Llamada', status: '1' });
    await db.insert(appointments).values({ leadId: b.id, agencyId: first, userId: coordinator, type: 'TESTDRIVE', date: new Date('2030-01-01T16:00:00Z') });
    await db.insert(floorVisits).values({ leadId: b.id, agencyId: first, userId: coordinator, origin: 'EXISTING', type: 'BE_BACK' });
    const [sale] = await db.insert(sales).values({ leadId: b.id, agencyId: first, userId: coordinator, productId: product!.id }).returning();
    await db.insert(saleVins).values({ leadId: b.id, saleId: sale!.id, vin: `UNDO${Date.now()}`.slice(0, 17) });
    await db.insert(notifications).values({ userId: coordinator, leadId: b.id, type: 'NEW_LEAD', title: 'Nuevo', description: 'x' });
    await db.insert(userReminders).values({ userId: coordinator, leadId: b.id, title: 'Llamar', date: new Date('2030-01-02T16:00:00Z') });
    await db.insert(leadRentings).values({ leadId: b.id, folio: 'R-1', rentingPeriod: 12 });
    await db.execute(sql`INSERT INTO lead_phase_records (lead_id, old_phase_slug, new_phase_slug) VALUES (${b.id}, 'seguimiento', 'en-cierre')`);
    // A third lead paired with b: the merge deletes that open pair; the undo brings it back.
    const c = await makeLead(db, first, adviser, { firstName: 'Otra', lastName: 'Persona', phone: '+525511122233' });
    await db.insert(leadPhones).values({ leadId: c.id, value: '+525511122233' });
    await db.transaction(async (tx) => {
      await detectDuplicates(tx, a.id);
      await detectDuplicates(tx, b.id);
      await detectDuplicates(tx, c.id);
    });
    const pairs = await db.select().from(duplicatePairs).where(eq(duplicatePairs.matchedId, c.id));
    expect(pairs.length).toBeGreaterThan(0);

    const before = await state(a.id, b.id);
    const beforeC = await state(c.id, c.id);

    const merge = await t.api('coordinator@demo.mx', {
      method: 'POST',
      url: '/api/lead/duplicates/combine',
      agencyId: first,
      payload: { PrincipalLeadId: a.id, SecondaryLeadId: b.id, UserId: coordinator },
    });
    expect(merge.statusCode, merge.body).toBe(200);
    const moved = await state(a.id, b.id);
    for (const table of ['lead_activities', 'appointments', 'floor_visits', 'sales', 'sale_vins', 'notifications', 'user_reminders', 'lead_rentings']) {
      expect((moved[table] as { lead_id: number }[]).every((r) => r.lead_id === a.id), table).toBe(true);
    }

    const history = await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/lead/duplicates/merges/${a.id}`, agencyId: first });
    expect(history.statusCode).toBe(200);
    const [entry] = history.json().data as { id: number; secondaryId: number; undoable: boolean }[];
    expect(entry).toMatchObject({ secondaryId: b.id, undoable: true });

    // Not for advisers (duplicates:manage).
    expect((await t.api('adviser-floor@demo.mx', { method: 'POST', url: `/api/lead/duplicates/merges/${entry!.id}/undo`, agencyId: first })).statusCode).toBe(403);

    const undo = await t.api('coordinator@demo.mx', { method: 'POST', url: `/api/lead/duplicates/merges/${entry!.id}/undo`, agencyId: first });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data.message).toBe(MERGE_MSG.undoDone);

    const after = await state(a.id, b.id);
    // The history entries of the merge and of its undo are the only new rows.
    const added = (after.lead_phase_records as { id: number; comments: string }[]).filter(
      (r) => !(before.lead_phase_records as { id: number }[]).some((x) => x.id === r.id),
    );
    expect(added.map((r) => r.comments).sort()).toEqual(
      [MERGE_MSG.mergedInto.replace('{lead}', String(b.id)), MERGE_MSG.undone.replace('{lead}', String(b.id)), MERGE_MSG.undone.replace('{lead}', String(a.id))].sort(),
    );
    after.lead_phase_records = (after.lead_phase_records as { id: number }[]).filter((r) => !added.some((x) => x.id === r.id));
    for (const table of [...CHILD_TABLES, 'leads']) expect(after[table], table).toEqual(before[table]);
    expect(await state(c.id, c.id)).toEqual(beforeC);

    const again = await t.api('coordinator@demo.mx', { method: 'POST', url: `/api/lead/duplicates/merges/${entry!.id}/undo`, agencyId: first });
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toBe(MERGE_MSG.alreadyUndone);
  });

  it('refuses after 30 days', async () => {
    const db = t.database.db;
    const { first } = await agencyIds(db);
    const coordinator = await userId(db, 'coordinator@demo.mx');
    const a = await makeLead(db, first, coordinator, { firstName: 'Vieja', lastName: 'Combinación', phone: '+525500011122' });
    const b = await makeLead(db, first, coordinator, { firstName: 'Vieja', lastName: 'Combinación', phone: '+525500011122' });
    // Both leads' keys are written, as lead creation does for each; then the pair opens.
    await db.transaction(async (tx) => {
      await detectDuplicates(tx, a.id);
      await detectDuplicates(tx, b.id);
    });
    const merge = await t.api('coordinator@demo.mx', {
      method: 'POST',
      url: '/api/lead/duplicates/combine',
      agencyId: first,
      payload: { PrincipalLeadId: a.id, SecondaryLeadId: b.id, UserId: coordinator },
    });
    expect(merge.statusCode, merge.body).toBe(200);
    await db.update(leadMerges).set({ createdAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(leadMerges.principalId, a.id));
    const [row] = await db.select().from(leadMerges).where(eq(leadMerges.principalId, a.id));
    const res = await t.api('coordinator@demo.mx', { method: 'POST', url: `/api/lead/duplicates/merges/${row!.id}/undo`, agencyId: first });
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toBe(MERGE_MSG.undoExpired);
  });
});
