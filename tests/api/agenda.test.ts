import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';
import { agencyIds, makeAppointment, makeLead, userId } from './agendaFixtures';

let t: TestApp;
const ids: Record<string, number> = {};
let leadX: { id: number; lastName: string };
let leadY: { id: number; lastName: string };

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 10 });
  const db = t.database.db;
  const { first, other } = await agencyIds(db);
  const adviser = await userId(db, 'adviser-floor@demo.mx');
  const coordinator = await userId(db, 'coordinator@demo.mx');
  ids.adviser = adviser;
  ids.other = other;
  leadX = await makeLead(db, first, adviser);
  leadY = await makeLead(db, first, coordinator);
  const otherLead = await makeLead(db, other, null);
  const at = async (name: string, iso: string, extra: Record<string, unknown> = {}) => {
    ids[name] = (await makeAppointment(db, { leadId: leadX.id, agencyId: first, userId: adviser, date: new Date(iso), ...extra })).id;
  };
  await at('A', '2030-03-10T05:30:00Z'); // Saturday 9 March, 23:30 in Mexico City
  await at('B', '2030-03-11T06:30:00Z'); // Monday 11 March, 00:30
  await at('C', '2030-03-10T20:00:00Z', { leadId: leadY.id, userId: coordinator, type: 'TESTDRIVE' }); // Sunday 10 March 14:00
  await at('D', '2030-04-08T18:00:00Z'); // after the March grid (ends Sunday 7 April)
  await at('E', '2030-02-25T06:00:00Z'); // Monday 25 February 00:00: first day of the March grid
  await at('F', '2030-02-25T05:59:00Z'); // Sunday 24 February 23:59: before it
  await at('canceled', '2030-03-09T18:00:00Z', { status: 'CANCELED' });
  await at('G', '2030-03-09T18:00:00Z', { leadId: otherLead.id, agencyId: other, userId: null });
});
afterAll(async () => t?.close());

const get = async (email: string, url: string) => {
  const res = await t.api(email, { method: 'GET', url });
  return res;
};
const idsOf = async (email: string, url: string): Promise<number[]> => {
  const res = await get(email, url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((i) => i.id);
};

describe('agenda in Mexico City days', () => {
  it('day: an appointment at 23:30 local belongs to that local day, not the next UTC one', async () => {
    const sat = await idsOf('coordinator@demo.mx', '/api/agenda/day?date=2030-03-09&UserId=-1');
    expect(sat).toContain(ids.A);
    expect(sat).not.toContain(ids.C);
    expect(sat).not.toContain(ids.canceled);
    expect(sat).not.toContain(ids.G);
    const sun = await idsOf('coordinator@demo.mx', '/api/agenda/day?date=2030-03-10&UserId=-1');
    expect(sun).toEqual([ids.C]);
  });

  it('answers agenda items with client, product, agency and adviser names', async () => {
    const res = await get('coordinator@demo.mx', '/api/agenda/day?date=2030-03-10');
    const item = res.json().data[0];
    expect(item).toMatchObject({ id: ids.C, type: 'Prueba de manejo', LeadId: leadY.id, clientName: `Prueba ${leadY.lastName}` });
    expect(item).toHaveProperty('productName');
    expect(typeof item.agencyName).toBe('string');
    expect(typeof item.userName).toBe('string');
    expect(new Date(item.date).toISOString()).toBe('2030-03-10T20:00:00.000Z');
  });

  it('a range comes compressed to a client that asks for it (as the desktop and the browser do), with the same items', async () => {
    const url = '/api/agenda/month?date=2030-03-15&UserId=-1';
    const plain = await get('coordinator@demo.mx', url);
    const res = await t.api('coordinator@demo.mx', { method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('week: Monday to Sunday local, 00:30 Monday starts the next week', async () => {
    const week = await idsOf('coordinator@demo.mx', '/api/agenda/week?startDate=2030-03-04&endDate=2030-03-10');
    expect(week.sort()).toEqual([ids.A, ids.C].sort());
    const next = await idsOf('coordinator@demo.mx', '/api/agenda/week?startDate=2030-03-11&endDate=2030-03-17');
    expect(next).toEqual([ids.B]);
  });

  it('month: the grid from the Monday of the first week to the Sunday of the last', async () => {
    const month = await idsOf('coordinator@demo.mx', '/api/agenda/month?date=2030-03-15');
    expect(month).toEqual(expect.arrayContaining([ids.A, ids.B, ids.C, ids.E]));
    expect(month).not.toContain(ids.D);
    expect(month).not.toContain(ids.F);
  });

  it('lead-day and lead-week show that lead only, in local days', async () => {
    expect(await idsOf('coordinator@demo.mx', `/api/agenda/lead-day?LeadId=${leadX.id}&date=2030-03-09`)).toEqual([ids.A]);
    const week = await idsOf('coordinator@demo.mx', `/api/agenda/lead-week?LeadId=${leadX.id}&date=2030-03-06`);
    expect(week).toContain(ids.A);
    expect(week).not.toContain(ids.B);
    expect(week).not.toContain(ids.C);
  });

  it('advisers see only their own appointments whatever UserId they send', async () => {
    const week = await idsOf('adviser-floor@demo.mx', '/api/agenda/week?startDate=2030-03-04&endDate=2030-03-10&UserId=-1');
    expect(week).toEqual([ids.A]);
  });

  it('other roles may narrow the agency to one adviser', async () => {
    const week = await idsOf('manager@demo.mx', `/api/agenda/week?startDate=2030-03-04&endDate=2030-03-10&UserId=${ids.adviser}`);
    expect(week).toEqual([ids.A]);
  });

  it('refuses another agency and roles without the agenda', async () => {
    expect((await get('coordinator@demo.mx', `/api/agenda/day?date=2030-03-09&AgencyId=${ids.other}`)).statusCode).toBe(403);
    expect((await get('sales-admin@demo.mx', '/api/agenda/day?date=2030-03-09')).statusCode).toBe(403);
    expect((await get('coordinator@demo.mx', '/api/agenda/day?date=mañana')).statusCode).toBe(400);
  });

  it('a lead of another agency is not found', async () => {
    const { leads } = await import('../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const [foreign] = await t.database.db.select({ id: leads.id }).from(leads).where(eq(leads.agencyId, ids.other!)).limit(1);
    expect((await get('coordinator@demo.mx', `/api/agenda/lead-day?LeadId=${foreign!.id}`)).statusCode).toBe(404);
  });

  it('client search of the appointment modal: the agency\'s leads, an adviser\'s own only', async () => {
    const found = await idsOf('coordinator@demo.mx', `/api/agenda/leads?search=${encodeURIComponent(leadY.lastName)}`);
    expect(found).toEqual([leadY.id]);
    expect(await idsOf('adviser-floor@demo.mx', `/api/agenda/leads?search=${encodeURIComponent(leadY.lastName)}`)).toEqual([]);
    expect(await idsOf('adviser-floor@demo.mx', `/api/agenda/leads?search=${encodeURIComponent(leadX.lastName)}`)).toEqual([leadX.id]);
  });

  // The agenda reads the client's name from the appointment's own copy (kept by triggers).
  it("shows the lead's name as it is now: after the lead is renamed, and after the appointment moves to another lead", async () => {
    const nameOf = async (id: number) => {
      const res = await get('coordinator@demo.mx', '/api/agenda/week?startDate=2030-03-04&UserId=-1');
      return (res.json().data as { id: number; clientName: string }[]).find((i) => i.id === id)?.clientName;
    };
    expect(await nameOf(ids.A!)).toBe(`Prueba ${leadX.lastName}`);
    const renamed = await t.api('adviser-floor@demo.mx', {
      method: 'PATCH',
      url: `/api/lead/${leadX.id}`,
      payload: { firstName: 'Renata', lastName: 'Ibáñez Solís', email: 'renata.ibanez@correo.mx', phone: '5587654321' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await nameOf(ids.A!)).toBe('Renata Ibáñez Solís');

    const { appointments } = await import('../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    // As a merge moves the secondary lead's appointments to the principal.
    await t.database.db.update(appointments).set({ leadId: leadY.id }).where(eq(appointments.id, ids.A!));
    expect(await nameOf(ids.A!)).toBe(`Prueba ${leadY.lastName}`);
  });
});
