import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '../../src/shared/messages';
import { floorVisits, leadPhones } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './testApp';
import { agencyIds, makeAppointment, makeLead, userId } from './agendaFixtures';

let t: TestApp;
let first: number;
let other: number;
let adviser: number;

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 10 });
  ({ first, other } = await agencyIds(t.database.db));
  adviser = await userId(t.database.db, 'adviser-floor@demo.mx');
});
afterAll(async () => t?.close());

const find = (query: string, email = 'hostess@demo.mx') => t.api(email, { method: 'GET', url: `/api/registro-visitas/data/find?${query}`, agencyId: first });
const register = (data: unknown, email = 'hostess@demo.mx') => t.api(email, { method: 'POST', url: '/api/registro-visitas/', payload: { data }, agencyId: first });

describe('GET /registro-visitas/data/find', () => {
  it('validates step 1 with the spec messages', async () => {
    const none = await find('');
    expect(none.statusCode).toBe(400);
    expect(none.json().data).toBe(MSG.atLeastOneField);
    const phone = await find('phone=55123');
    expect(phone.json().data).toBe(MSG.phoneTenDigits);
    const email = await find('email=no-es-correo');
    expect(email.json().data).toBe(MSG.emailFormat);
  });

  it('finds the agency\'s leads by phone (stored +52), e-mail or name, never another agency\'s', async () => {
    const mine = await makeLead(t.database.db, first, adviser, { email: 'visita.uno@correo.mx', phone: '+525512345678' });
    await t.database.db.insert(leadPhones).values({ leadId: mine.id, value: '+525598765432' });
    const foreign = await makeLead(t.database.db, other, null, { email: 'visita.uno@correo.mx', phone: '+525512345678' });
    const ids = async (q: string) => ((await find(q)).json().data as { id: number }[]).map((r) => r.id);
    expect(await ids('phone=5512345678')).toEqual([mine.id]);
    expect(await ids('phone=5598765432')).toEqual([mine.id]);
    expect(await ids('email=VISITA.UNO@correo.mx')).toEqual([mine.id]);
    expect(await ids(`firstAndLastName=${encodeURIComponent(`prueba ${mine.lastName}`)}`)).toEqual([mine.id]);
    expect(await ids('phone=5512345678')).not.toContain(foreign.id);
    expect(await ids('email=nadie.aqui@correo.mx')).toEqual([]);
  });

  it('is for floor staff only', async () => {
    expect((await find('phone=5512345678', 'adviser-floor@demo.mx')).statusCode).toBe(403);
  });
});

describe('POST /registro-visitas/', () => {
  it('a walk-in whose lead was just created is a NEW visit of origin NEW', async () => {
    const lead = await makeLead(t.database.db, first, adviser);
    const res = await register({ origin: 'NEW', LeadId: lead.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ LeadId: lead.id, origin: 'NEW', type: 'NEW', message: MSG.visitCreated });
    const [row] = await t.database.db.select().from(floorVisits).where(eq(floorVisits.id, res.json().data.id));
    expect(row).toMatchObject({ leadId: lead.id, agencyId: first, userId: adviser, origin: 'NEW', type: 'NEW' });
  });

  it('an existing lead with an appointment today is AGENDED, otherwise BE_BACK', async () => {
    const booked = await makeLead(t.database.db, first, adviser);
    await makeAppointment(t.database.db, { leadId: booked.id, agencyId: first, userId: adviser, date: new Date() });
    expect((await register({ origin: 'EXISTING', LeadId: booked.id })).json().data.type).toBe('AGENDED');
    const back = await makeLead(t.database.db, first, adviser);
    expect((await register({ origin: 'EXISTING', LeadId: back.id })).json().data.type).toBe('BE_BACK');
    expect((await register({ origin: 'EXISTING', LeadId: back.id, type: 'AGENDED' })).json().data.type).toBe('AGENDED');
  });

  it('refuses a missing lead, another agency\'s lead and advisers', async () => {
    const missing = await register({ origin: 'EXISTING' });
    expect(missing.statusCode).toBe(400);
    const foreign = await makeLead(t.database.db, other, null);
    expect((await register({ origin: 'EXISTING', LeadId: foreign.id })).statusCode).toBe(404);
    const lead = await makeLead(t.database.db, first, adviser);
    expect((await register({ origin: 'EXISTING', LeadId: lead.id }, 'adviser-floor@demo.mx')).statusCode).toBe(403);
    expect(await t.database.db.select().from(floorVisits).where(eq(floorVisits.leadId, foreign.id))).toEqual([]);
  });
});

describe('GET /registro-visitas and totals', () => {
  it('lists the agency\'s visits with the spec row, searchable, sortable, counted', async () => {
    const lead = await makeLead(t.database.db, first, adviser, { firstName: 'Visitante' });
    const created = (await register({ origin: 'EXISTING', LeadId: lead.id })).json().data;
    const res = await t.api('hostess@demo.mx', { method: 'GET', url: `/api/registro-visitas?search=${encodeURIComponent(lead.lastName)}`, agencyId: first });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, pages: 1, page: 1, limit: 10 });
    expect(res.json().data[0]).toMatchObject({ id: created.id, LeadId: lead.id, name: `Visitante ${lead.lastName}`, phase: 'seguimiento', origin: 'EXISTING', type: 'BE_BACK' });
    expect(res.json().data[0]).toHaveProperty('model');
    expect(typeof res.json().data[0].adviser).toBe('string');
    const all = await t.api('hostess@demo.mx', { method: 'GET', url: '/api/registro-visitas?sortBy=-LeadId', agencyId: first });
    const totals = await t.api('hostess@demo.mx', { method: 'GET', url: '/api/registro-visitas/data/totales', agencyId: first });
    expect(totals.json().data.all).toBe(all.json().total);
    expect(all.json().data.length).toBe(Math.min(10, all.json().total));
    const leadIds = all.json().data.map((r: { LeadId: number }) => r.LeadId);
    expect(leadIds).toEqual([...leadIds].sort((a: number, b: number) => b - a));
    const typed = await t.api('hostess@demo.mx', { method: 'GET', url: `/api/registro-visitas/data/totales?filters=${encodeURIComponent('{"type":"NEW"}')}`, agencyId: first });
    expect(typed.json().data.all).toBeLessThan(totals.json().data.all);
  });

  it('never lists another agency\'s visits', async () => {
    const foreign = await makeLead(t.database.db, other, null, { firstName: 'Ajeno' });
    await t.database.db.insert(floorVisits).values({ leadId: foreign.id, agencyId: other, origin: 'NEW', type: 'NEW' });
    const res = await t.api('hostess@demo.mx', { method: 'GET', url: `/api/registro-visitas?search=${encodeURIComponent(foreign.lastName)}`, agencyId: first });
    expect(res.json().total).toBe(0);
  });
});
