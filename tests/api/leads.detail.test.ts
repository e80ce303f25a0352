import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';
import { leadPhaseRecords, leadRentings, notifications } from '../../src/server/db/schema';

let t: TestApp;
let f: Fixtures;

let a2: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 13 });
  f = await fixtures(t);
  a2 = f.agencyIds[1]!;
});
afterAll(async () => t?.close());

const get = (who: string, id: number) => t.api(email(who), { method: 'GET', url: `/api/lead/${id}` });

describe('GET /lead/{id}', () => {
  it('answers the full lead with its related records', async () => {
    const owner = await f.userId('adviser-floor@demo.mx');
    const lead = await f.makeLead({ phase: 'seguimiento', userId: owner, quantity: 2 });
    await f.db.insert(leadRentings).values({ leadId: lead.id, folio: 'R-1', rentingPeriod: 12, hasCharger: 1 });
    const res = await get('manager', lead.id);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      id: lead.id,
      firstAndLastName: 'Prueba Fixture',
      email: 'prueba.fixture@correo.mx',
      phone: '+525512345678',
      leadPhase: { id: 3, slug: 'seguimiento', description: 'Seguimiento' },
      UserId: owner,
      quantity: 2,
      LeadOrigin: { slug: 'facebook' },
      LeadRenting: { folio: 'R-1', rentingPeriod: 12 },
      duplicados: false,
      SaleType: { slug: 'retail' },
    });
    expect(d.LeadInterests[0]).toMatchObject({ current: true, Product: { name: 'JAC Sei2' }, ProductColor: { id: f.color.id } });
    expect(d.leadEmails).toEqual([expect.objectContaining({ value: 'prueba.fixture@correo.mx' })]);
    for (const key of ['LeadActivities', 'LeadTestDriveAppointments', 'Sales', 'FloorRegisters', 'LeadPhaseRecords', 'SaleVINs', 'RepurchaseSales'])
      expect(Array.isArray(d[key]), key).toBe(true);
    expect(typeof d.lastContact).toBe('number');
  });

  it('is 404 for a lead of another agency, for every role of agency 1', async () => {
    const lead2 = await f.leadOf(a2, 'seguimiento');
    for (const role of ['manager', 'coordinator', 'bdc', 'hostess', 'sales-admin', 'adviser-floor']) {
      expect((await get(role, lead2.id)).statusCode, role).toBe(404);
    }
    expect((await get('admin', lead2.id)).statusCode).toBe(200);
  });

  it("is 404 for an adviser on another adviser's lead", async () => {
    const other = await f.userId('adviser-hybrid@demo.mx');
    const lead = await f.makeLead({ phase: 'seguimiento', userId: other });
    expect((await get('adviser-floor', lead.id)).statusCode).toBe(404);
    expect((await get('adviser-hybrid', lead.id)).statusCode).toBe(200);
  });

  it('is 403 for roles outside sales', async () => {
    const lead = await f.makeLead({ phase: 'seguimiento' });
    expect((await get('product', lead.id)).statusCode).toBe(403);
  });
});

describe('contact data of a subasta lead', () => {
  it.each(['coordinator', 'bdc'])('is a dash for %s', async (role) => {
    const lead = await f.makeLead({ phase: 'subasta' });
    const d = (await get(role, lead.id)).json().data;
    expect(d).toMatchObject({ email: '-', phone: '-', contactMasked: true });
    expect(d.leadEmails.every((e: { value: string }) => e.value === '-')).toBe(true);
    expect(d.leadPhones.every((e: { value: string }) => e.value === '-')).toBe(true);
  });

  it.each(['admin', 'manager', 'hostess', 'sales-admin'])('is shown to %s', async (role) => {
    const lead = await f.makeLead({ phase: 'subasta' });
    const d = (await get(role, lead.id)).json().data;
    expect(d).toMatchObject({ email: 'prueba.fixture@correo.mx', phone: '+525512345678', contactMasked: false });
  });

  it('is shown to coordinators once the lead leaves subasta', async () => {
    const lead = await f.makeLead({ phase: '1er-contacto' });
    expect((await get('coordinator', lead.id)).json().data.email).toBe('prueba.fixture@correo.mx');
  });
});

describe('an adviser opening a subasta lead', () => {
  it('becomes its owner: 1er-contacto, phase record, and no notice of their own action', async () => {
    const me = await f.userId('adviser-digital@demo.mx');
    const lead = await f.makeLead({ phase: 'subasta' });
    const d = (await get('adviser-digital', lead.id)).json().data;
    expect(d).toMatchObject({ UserId: me, phase: '1er-contacto', contactMasked: false, email: 'prueba.fixture@correo.mx' });
    const records = await f.db.select().from(leadPhaseRecords).where(eq(leadPhaseRecords.leadId, lead.id));
    expect(records).toEqual([expect.objectContaining({ oldPhaseSlug: 'subasta', newPhaseSlug: '1er-contacto', userId: me })]);
    const notes = await f.db.select().from(notifications).where(eq(notifications.leadId, lead.id));
    expect(notes).toEqual([]);
  });

  it('gives it to exactly one of two advisers opening it at once', async () => {
    const lead = await f.makeLead({ phase: 'subasta' });
    const [x, y] = await Promise.all([get('adviser-floor', lead.id), get('adviser-hybrid', lead.id)]);
    const ids = [await f.userId('adviser-floor@demo.mx'), await f.userId('adviser-hybrid@demo.mx')];
    const stored = await f.lead(lead.id);
    expect(ids).toContain(stored.userId);
    expect(stored.phase).toBe('1er-contacto');
    // the winner sees the lead; the loser no longer may (it is someone else's)
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 404]);
    const records = await f.db.select().from(leadPhaseRecords).where(eq(leadPhaseRecords.leadId, lead.id));
    expect(records).toHaveLength(1);
  });

  it('does not happen for coordinators, bdc or managers', async () => {
    const lead = await f.makeLead({ phase: 'subasta' });
    for (const role of ['coordinator', 'bdc', 'manager']) await get(role, lead.id);
    expect(await f.lead(lead.id)).toMatchObject({ phase: 'subasta', userId: null });
  });
});
