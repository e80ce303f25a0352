import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import * as s from '../../src/server/db/schema';
import { detectDuplicates } from '../../src/server/features/duplicates/duplicateDetection';
import { leadForCaller } from '../../src/server/features/leads/leadAccess';
import type { Caller } from '../../src/server/identity/auth';
import { userIdOf } from './salesHelpers';

let t: TestApp;
const AGENCY = 1;
/** A coordinator of the agency, as the lead edit path locks the lead it writes (leadForCaller with lock). */
const editor = async (): Promise<Caller> => ({ id: await userIdOf(t, 'coordinator@demo.mx'), email: 'coordinator@demo.mx', role: 'coordinator', agencyIds: [AGENCY], agencyId: AGENCY });
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 14 });
});
afterAll(async () => t?.close());

/** A lead with its e-mail and phone rows, then duplicate detection, as lead creation will do. */
async function lead(first: string, last: string, email: string | null, phone: string | null, agencyId = AGENCY) {
  const db = t.database.db;
  return db.transaction(async (tx) => {
    const [l] = await tx.insert(s.leads).values({ agencyId, firstName: first, lastName: last, email, phone, phase: '1er-contacto' }).returning();
    if (email) await tx.insert(s.leadEmails).values({ leadId: l!.id, value: email });
    if (phone) await tx.insert(s.leadPhones).values({ leadId: l!.id, value: phone });
    const matches = await detectDuplicates(tx, l!.id);
    return { id: l!.id, matches };
  });
}
/**
 * Letters only, random: the matcher compares names by trigram similarity, so suffixes that differ
 * by one character ('lz3k9a0', 'lz3k9a1') would make every test's people look alike.
 */
const uniq = () => {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => String.fromCharCode(97 + (b % 26))).join('');
};
const pairOf = async (a: number, b: number) =>
  (await t.database.db.select().from(s.duplicatePairs).where(and(eq(s.duplicatePairs.leadId, Math.min(a, b)), eq(s.duplicatePairs.matchedId, Math.max(a, b)))))[0];

describe('duplicate detection', () => {
  it('scores a third per equal field: name, e-mail, phone', async () => {
    const u = uniq();
    const base = await lead(`Ana${u}`, 'Pérez', `ana${u}@x.mx`, `+5255${u.length}1234567`.slice(0, 13));
    const phone = (await t.database.db.select().from(s.leads).where(eq(s.leads.id, base.id)))[0]!.phone!;
    const nameOnly = await lead(`ana${u} `, 'PÉREZ'.toLowerCase().replace('é', 'é'), null, null);
    const nameEmail = await lead(`Ana${u}`, 'Pérez', `ANA${u}@x.mx`, null);
    const all3 = await lead(`Ana${u}`, 'Pérez', `ana${u}@x.mx`, phone.replace('+52', ''));
    expect(nameOnly.matches).toEqual([{ matchedId: base.id, score: 33.33 }]);
    expect(nameEmail.matches.find((m) => m.matchedId === base.id)?.score).toBe(66.67);
    expect(all3.matches.find((m) => m.matchedId === base.id)?.score).toBe(100);
    const pair = await pairOf(base.id, all3.id);
    expect(pair).toMatchObject({ leadId: base.id, matchedId: all3.id, score: 100, status: 'OPEN', agencyId: AGENCY });
  });

  it('never pairs leads of different agencies', async () => {
    const u = uniq();
    const a = await lead(`Beto${u}`, 'Ruiz', `beto${u}@x.mx`, null, 1);
    const b = await lead(`Beto${u}`, 'Ruiz', `beto${u}@x.mx`, null, 2);
    expect(b.matches).toEqual([]);
    expect(await pairOf(a.id, b.id)).toBeUndefined();
  });

  it('does not bring back a pair marked as different', async () => {
    const u = uniq();
    const a = await lead(`Caro${u}`, 'Luna', null, null);
    const b = await lead(`Caro${u}`, 'Luna', null, null);
    const pair = (await pairOf(a.id, b.id))!;
    const res = await t.api('coordinator@demo.mx', { method: 'POST', url: `/api/lead/duplicates/setDifferent/${pair.id}`, agencyId: AGENCY });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBe('Los leads se marcaron como diferentes');
    const again = await t.database.db.transaction((tx) => detectDuplicates(tx, b.id));
    expect(again).toEqual([]);
    expect((await pairOf(a.id, b.id))!.status).toBe('DIFFERENT');
    const list = (await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/leads-duplicados?search=Caro${u}`, agencyId: AGENCY })).json();
    expect(list.total).toBe(0);
  });

  it('drops an open pair once an edit makes the leads differ', async () => {
    const u = uniq();
    const a = await lead(`Dani${u}`, 'Sol', null, null);
    const b = await lead(`Dani${u}`, 'Sol', null, null);
    expect(await pairOf(a.id, b.id)).toBeDefined();
    // A different person, not a spelling of the same name (issue 30 matches 'Dani' and 'Daniela' as similar names).
    await t.database.db.update(s.leads).set({ firstName: `Rogelio${u}`, lastName: 'Quintanilla' }).where(eq(s.leads.id, b.id));
    await t.database.db.transaction((tx) => detectDuplicates(tx, b.id));
    expect(await pairOf(a.id, b.id)).toBeUndefined();
  });
});

describe('duplicate list and comparison', () => {
  it('lists open pairs of the agency paged, with totals, search and the comparison detail', async () => {
    const u = uniq();
    const a = await lead(`Eva${u}`, 'Mar', `eva${u}@x.mx`, null);
    const b = await lead(`Eva${u}`, 'Mar', `eva${u}@x.mx`, null);
    const res = await t.api('manager@demo.mx', { method: 'GET', url: `/api/leads-duplicados?page=1&limit=10&search=eva${u}`, agencyId: AGENCY });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, pages: 1, data: [{ lead_id: a.id, matched_id: b.id, lead_name: `Eva${u} Mar`, matched_email: `eva${u}@x.mx`, score: 66.67 }] });
    const totals = (await t.api('manager@demo.mx', { method: 'GET', url: `/api/leads-duplicados/data/totals?search=eva${u}`, agencyId: AGENCY })).json().data;
    expect(totals).toEqual({ total: 1, pages: 1 });
    const [count] = (await t.database.db.execute(sql`SELECT count(*)::int AS c FROM duplicate_pairs d JOIN leads x ON x.id = d.lead_id AND x.merged_into_id IS NULL JOIN leads y ON y.id = d.matched_id AND y.merged_into_id IS NULL WHERE d.agency_id = 1 AND d.status = 'OPEN'`) as unknown as { rows: { c: number }[] }).rows;
    expect((await t.api('manager@demo.mx', { method: 'GET', url: '/api/leads-duplicados', agencyId: AGENCY })).json().total).toBe(count!.c);
    const detail = await t.api('manager@demo.mx', { method: 'GET', url: `/api/lead/duplicates/detail/${b.id}/${a.id}`, agencyId: AGENCY });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ score: 66.67, lead1: { id: b.id }, lead2: { id: a.id } });
    // The badge call follows the lead-access rule: the owning adviser gets it, another adviser 404.
    const [floor] = await t.database.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, 'adviser-floor@demo.mx'));
    await t.database.db.update(s.leads).set({ userId: floor!.id }).where(eq(s.leads.id, a.id));
    const ofLead = (await t.api('adviser-floor@demo.mx', { method: 'GET', url: `/api/leads-duplicados/${a.id}`, agencyId: AGENCY })).json().data;
    expect(ofLead.map((p: { matched_id: number }) => p.matched_id)).toEqual([b.id]);
    expect((await t.api('adviser-digital@demo.mx', { method: 'GET', url: `/api/leads-duplicados/${a.id}`, agencyId: AGENCY })).statusCode).toBe(404);
  });

  it('finds advisers of the agency by e-mail or name for the merge dialog', async () => {
    const res = await t.api('coordinator@demo.mx', { method: 'GET', url: '/api/lead/duplicates/users/adviser-floor@demo', agencyId: AGENCY });
    expect(res.json().data).toEqual([expect.objectContaining({ email: 'adviser-floor@demo.mx', role: 'adviser-floor' })]);
  });

  it('refuses roles without duplicates access and pairs of another agency', async () => {
    for (const email of ['bdc@demo.mx', 'adviser-floor@demo.mx', 'hostess@demo.mx', 'sales-admin@demo.mx']) {
      expect((await t.api(email, { method: 'GET', url: '/api/leads-duplicados', agencyId: AGENCY })).statusCode).toBe(403);
    }
    const u = uniq();
    const a = await lead(`Fer${u}`, 'Gil', null, null, 2);
    const b = await lead(`Fer${u}`, 'Gil', null, null, 2);
    const pair = (await pairOf(a.id, b.id))!;
    expect((await t.api('manager@demo.mx', { method: 'GET', url: `/api/lead/duplicates/detail/${a.id}/${b.id}`, agencyId: AGENCY })).statusCode).toBe(404);
    expect((await t.api('manager@demo.mx', { method: 'POST', url: `/api/lead/duplicates/setDifferent/${pair.id}`, agencyId: AGENCY })).statusCode).toBe(404);
    const adviser = await userIdOf(t, 'adviser-floor@demo.mx');
    const merge = await t.api('manager@demo.mx', { method: 'POST', url: '/api/lead/duplicates/combine', payload: { PrincipalLeadId: a.id, SecondaryLeadId: b.id, UserId: adviser }, agencyId: AGENCY });
    expect(merge.statusCode).toBe(404);
    expect((await pairOf(a.id, b.id))!.status).toBe('OPEN');
  });
});

/** Every table with a lead_id column, read from the catalogue so a new child table cannot be forgotten. */
/** The lead's own child rows; the intake, import and SLA records say what happened to the lead they name and stay with it, as the append-only access log (issue 54) does. */
async function childTables(): Promise<string[]> {
  const res = (await t.database.db.execute(
    sql`SELECT table_name FROM information_schema.columns WHERE column_name = 'lead_id' AND table_schema = current_schema() AND table_name NOT IN ('duplicate_pairs', 'adf_intakes', 'lead_import_batch_leads', 'sla_breaches', 'access_log')`,
  )) as unknown as { rows: { table_name: string }[] };
  return res.rows.map((r) => r.table_name).sort();
}
async function countsFor(leadId: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of await childTables()) {
    const res = (await t.database.db.execute(sql`SELECT count(*)::int AS c FROM ${sql.identifier(table)} WHERE lead_id = ${leadId}`)) as unknown as { rows: { c: number }[] };
    out[table] = res.rows[0]!.c;
  }
  return out;
}

/** A secondary with one row in every child table. */
async function richPair() {
  const db = t.database.db;
  const u = uniq();
  const p = await lead(`Gabo${u}`, 'Paz', `gabo${u}@x.mx`, null);
  const sec = await lead(`Gabo${u}`, 'Paz', `gabo${u}@x.mx`, `+52${String(Date.now()).slice(-10)}`);
  await db.insert(s.leadEmails).values({ leadId: sec.id, value: `otro${u}@x.mx` });
  const [product] = await db.select().from(s.products).limit(1);
  const [type] = await db.select().from(s.leadActivityTypes).limit(1);
  const userId = await userIdOf(t, 'adviser-digital@demo.mx');
  await db.insert(s.leadInterests).values([{ leadId: p.id, productId: product!.id }, { leadId: sec.id, productId: product!.id, current: true }]);
  await db.insert(s.leadActivities).values({ leadId: sec.id, typeId: type!.id, title: 'Llamada', userId });
  await db.insert(s.appointments).values({ leadId: sec.id, agencyId: AGENCY, type: 'ACTIVITY', date: new Date() });
  await db.insert(s.leadPhaseRecords).values({ leadId: sec.id, newPhaseSlug: '1er-contacto' });
  await db.insert(s.floorVisits).values({ leadId: sec.id, agencyId: AGENCY, origin: 'NEW', type: 'NEW' });
  const [sale] = await db.insert(s.sales).values({ leadId: sec.id, agencyId: AGENCY }).returning();
  await db.insert(s.saleVins).values({ leadId: sec.id, saleId: sale!.id, vin: `VIN${u}` });
  await db.insert(s.notifications).values({ userId, leadId: sec.id, type: 'NEW_LEAD', title: 't', description: 'd' });
  await db.insert(s.userReminders).values({ userId, leadId: sec.id, title: 'r', date: new Date() });
  await db.insert(s.leadRentings).values({ leadId: sec.id, folio: `F${u}`, rentingPeriod: 1 });
  await db.insert(s.whatsappConversations).values({ leadId: sec.id, agencyId: AGENCY, waId: `521${String(Date.now()).slice(-10)}`, phoneKey: String(Date.now()).slice(-10) });
  return { p: p.id, sec: sec.id, userId, u };
}

describe('merge', () => {
  it('moves every child row of the secondary to the principal and leaves none behind', async () => {
    const { p, sec, userId } = await richPair();
    const before = await countsFor(sec);
    const principalBefore = await countsFor(p);
    // Every child table holds at least one row of the secondary: the test covers them all.
    expect(Object.entries(before).filter(([, c]) => c === 0)).toEqual([]);
    const res = await t.api('coordinator@demo.mx', { method: 'POST', url: '/api/lead/duplicates/combine', payload: { PrincipalLeadId: p, SecondaryLeadId: sec, UserId: userId }, agencyId: AGENCY });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBe('Leads combinados correctamente');
    const after = await countsFor(sec);
    expect(Object.values(after).every((c) => c === 0)).toBe(true);
    const principalAfter = await countsFor(p);
    // E-mails: the shared one is not repeated; the other one moves.
    expect(principalAfter.lead_emails).toBe(principalBefore.lead_emails! + before.lead_emails! - 1);
    // The principal's history also gains the merge's own entry ('Combinado con el lead …').
    expect(principalAfter.lead_phase_records).toBe(principalBefore.lead_phase_records! + before.lead_phase_records! + 1);
    for (const table of Object.keys(before).filter((x) => x !== 'lead_emails' && x !== 'lead_phase_records')) {
      expect(principalAfter[table], table).toBe(principalBefore[table]! + before[table]!);
    }
    const interests = await t.database.db.select().from(s.leadInterests).where(eq(s.leadInterests.leadId, p));
    expect(interests.filter((i) => i.current)).toHaveLength(1);
    const [secRow] = await t.database.db.select().from(s.leads).where(eq(s.leads.id, sec));
    const [pRow] = await t.database.db.select().from(s.leads).where(eq(s.leads.id, p));
    expect(secRow!.mergedIntoId).toBe(p);
    expect(pRow!.userId).toBe(userId);
    expect((await pairOf(p, sec))!.status).toBe('MERGED');
  });

  it('makes the secondary disappear from lists and other pairs, and refuses merging it again', async () => {
    const { p, sec, userId, u } = await richPair();
    const third = await lead(`Gabo${u}`, 'Paz', null, null);
    expect(third.matches.map((m) => m.matchedId).sort()).toEqual([p, sec].sort());
    await t.api('coordinator@demo.mx', { method: 'POST', url: '/api/lead/duplicates/combine', payload: { PrincipalLeadId: p, SecondaryLeadId: sec, UserId: userId }, agencyId: AGENCY });
    const pairs = await t.database.db.select().from(s.duplicatePairs).where(and(or(eq(s.duplicatePairs.leadId, sec), eq(s.duplicatePairs.matchedId, sec)), eq(s.duplicatePairs.status, 'OPEN')));
    expect(pairs).toEqual([]);
    const list = (await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/leads-duplicados?search=Gabo${u}`, agencyId: AGENCY })).json();
    expect(list.data.map((r: { lead_id: number; matched_id: number }) => [r.lead_id, r.matched_id])).toEqual([[Math.min(p, third.id), Math.max(p, third.id)]]);
    const search = (await t.api('manager@demo.mx', { method: 'GET', url: `/api/leads/search?leadPhase=1er-contacto&search=Gabo${u}`, agencyId: AGENCY })).json();
    expect(search.data.map((r: { id: number }) => r.id).sort()).toEqual([p, third.id].sort());
    const again = await t.api('coordinator@demo.mx', { method: 'POST', url: '/api/lead/duplicates/combine', payload: { PrincipalLeadId: third.id, SecondaryLeadId: sec, UserId: userId }, agencyId: AGENCY });
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toBe('El lead fue combinado con otro lead');
  });

  it('refuses an adviser of another agency and leaves everything unchanged', async () => {
    const { p, sec } = await richPair();
    const before = await countsFor(sec);
    const [stranger] = await t.database.db.execute(sql`SELECT u.id FROM users u JOIN user_agencies ua ON ua.user_id = u.id WHERE ua.agency_id = 3 AND u.id NOT IN (SELECT user_id FROM user_agencies WHERE agency_id = 1) LIMIT 1`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const res = await t.api('coordinator@demo.mx', { method: 'POST', url: '/api/lead/duplicates/combine', payload: { PrincipalLeadId: p, SecondaryLeadId: sec, UserId: stranger!.id }, agencyId: AGENCY });
    expect(res.statusCode).toBe(409);
    expect(await countsFor(sec)).toEqual(before);
    expect((await pairOf(p, sec))!.status).toBe('OPEN');
  });

  it('keeps an e-mail added to the secondary by an edit that held the lead when the merge started', async () => {
    const { p, sec, userId, u } = await richPair();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const hasLock = new Promise<void>((resolve) => (locked = resolve));
    const caller = await editor();
    const edit = t.database.db.transaction(async (tx) => {
      await leadForCaller(tx, caller, sec, true);
      locked();
      await gate;
      await tx.insert(s.leadEmails).values({ leadId: sec, value: `tarde${u}@x.mx` });
    });
    await hasLock;
    const merge = t.api('coordinator@demo.mx', { method: 'POST', url: '/api/lead/duplicates/combine', payload: { PrincipalLeadId: p, SecondaryLeadId: sec, UserId: userId }, agencyId: AGENCY });
    await new Promise((r) => setTimeout(r, 150));
    release();
    await edit;
    expect((await merge).statusCode).toBe(200);
    const emails = await t.database.db.select().from(s.leadEmails).where(inArray(s.leadEmails.leadId, [p, sec]));
    expect(emails.find((e) => e.value === `tarde${u}@x.mx`)?.leadId).toBe(p);
  });

  it('refuses an edit that reaches the secondary after the merge instead of writing to a hidden lead', async () => {
    const { p, sec, userId } = await richPair();
    await t.api('coordinator@demo.mx', { method: 'POST', url: '/api/lead/duplicates/combine', payload: { PrincipalLeadId: p, SecondaryLeadId: sec, UserId: userId }, agencyId: AGENCY });
    const caller = await editor();
    await expect(t.database.db.transaction((tx) => leadForCaller(tx, caller, sec, true))).rejects.toMatchObject({ statusCode: 409 });
  });

  it('refuses merging for roles without duplicates access', async () => {
    const { p, sec, userId } = await richPair();
    const res = await t.api('bdc@demo.mx', { method: 'POST', url: '/api/lead/duplicates/combine', payload: { PrincipalLeadId: p, SecondaryLeadId: sec, UserId: userId }, agencyId: AGENCY });
    expect(res.statusCode).toBe(403);
    expect((await pairOf(p, sec))!.status).toBe('OPEN');
  });
});
