import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '../../src/shared/messages';
import { dayRange, localDay } from '../../src/shared/domain/agendaRange';
import { appointments } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './testApp';
import { agencyIds, makeAppointment, makeLead, userId } from './agendaFixtures';

let t: TestApp;
let first: number;
let other: number;
let adviser: number;
let lead: { id: number; lastName: string };
const future = (days: number) => new Date(Date.now() + days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 10 });
  ({ first, other } = await agencyIds(t.database.db));
  adviser = await userId(t.database.db, 'adviser-floor@demo.mx');
  lead = await makeLead(t.database.db, first, adviser);
});
afterAll(async () => t?.close());

const appt = (values: Partial<typeof appointments.$inferInsert> = {}) =>
  makeAppointment(t.database.db, { leadId: lead.id, agencyId: first, userId: adviser, date: future(2), ...values });
const statusOf = async (id: number) =>
  (await t.database.db.select({ s: appointments.status }).from(appointments).where(eq(appointments.id, id)))[0]!.s;
const patch = (email: string, url: string, payload: Record<string, unknown>) => t.api(email, { method: 'PATCH', url, payload });

describe('GET /leadActivity/data/appointments', () => {
  it('lists CONFIRMED ones by default, paged by 10, with the spec row', async () => {
    const confirmed = await appt({ status: 'CONFIRMED', type: 'TESTDRIVE' });
    const scheduled = await appt({ status: 'SCHEDULED' });
    const res = await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/leadActivity/data/appointments?search=${encodeURIComponent(lead.lastName)}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 1, pages: 1, page: 1, limit: 10 });
    expect(body.data[0]).toMatchObject({ id: confirmed.id, name: `Prueba ${lead.lastName}`, Type: 'Prueba de manejo', AppointmentStatus: 'CONFIRMED' });
    expect(body.data[0]).toHaveProperty('User');
    expect(body.data[0]).toHaveProperty('Product');
    const all = await t.api('coordinator@demo.mx', {
      method: 'GET',
      url: `/api/leadActivity/data/appointments?search=${encodeURIComponent(lead.lastName)}&filters=${encodeURIComponent(JSON.stringify({ status: '' }))}&sortBy=-date`,
    });
    expect(all.json().data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([confirmed.id, scheduled.id]));
    const typed = await t.api('coordinator@demo.mx', {
      method: 'GET',
      url: `/api/leadActivity/data/appointments?search=${encodeURIComponent(lead.lastName)}&filters=${encodeURIComponent(JSON.stringify({ type: 'ACTIVITY', status: 'SCHEDULED' }))}`,
    });
    expect(typed.json().data.map((r: { id: number }) => r.id)).toEqual([scheduled.id]);
  });

  it('pages in SQL: the agency total and 10 rows a page', async () => {
    const res = await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/leadActivity/data/appointments?filters=${encodeURIComponent('{"status":"ALL"}')}&page=1&limit=10&sortBy=name` });
    const body = res.json();
    expect(body.data.length).toBeLessThanOrEqual(10);
    expect(body.pages).toBe(Math.max(1, Math.ceil(body.total / 10)));
  });

  it('refuses an unknown sort field and malformed filters', async () => {
    expect((await t.api('coordinator@demo.mx', { method: 'GET', url: '/api/leadActivity/data/appointments?sortBy=password' })).statusCode).toBe(400);
    expect((await t.api('coordinator@demo.mx', { method: 'GET', url: '/api/leadActivity/data/appointments?filters=%7Bnope' })).statusCode).toBe(400);
  });

  it('detail and test-drive detail; another agency\'s is 404', async () => {
    const drive = await appt({ type: 'TESTDRIVE' });
    const cita = await appt({ type: 'ACTIVITY' });
    const foreign = await makeAppointment(t.database.db, { leadId: (await makeLead(t.database.db, other, null)).id, agencyId: other, date: future(1) });
    expect((await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/leadActivity/data/appointments/${cita.id}` })).json().data).toMatchObject({ id: cita.id, Type: 'Cita' });
    expect((await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/leadActivity/data/test-drive/${drive.id}` })).statusCode).toBe(200);
    expect((await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/leadActivity/data/test-drive/${cita.id}` })).statusCode).toBe(404);
    expect((await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/leadActivity/data/appointments/${foreign.id}` })).statusCode).toBe(404);
  });
});

describe('confirm and close', () => {
  it('confirms a SCHEDULED appointment once', async () => {
    const a = await appt({ status: 'SCHEDULED' });
    const ok = await patch('hostess@demo.mx', '/api/leadActivity/data/appointments', { data: { id: a.id, type: 'ACTIVITY' } });
    expect(ok.statusCode).toBe(200);
    expect(await statusOf(a.id)).toBe('CONFIRMED');
    const again = await patch('hostess@demo.mx', '/api/leadActivity/data/appointments', { data: { id: a.id, type: 'ACTIVITY' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toBe(MSG.appointmentNotScheduled);
  });

  it('starts a CONFIRMED appointment (SUCCESSFUL) and refuses to close it again', async () => {
    const a = await appt();
    const res = await patch('coordinator@demo.mx', '/api/leadActivity/data/appointment-closing', { data: { id: a.id, type: 'ACTIVITY', status: 'SUCCESSFUL', comments: 'Llegó' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ AppointmentStatus: 'SUCCESSFUL', message: MSG.appointmentStarted });
    expect(await statusOf(a.id)).toBe('SUCCESSFUL');
    const again = await patch('coordinator@demo.mx', '/api/leadActivity/data/appointment-closing', { data: { id: a.id, type: 'ACTIVITY', status: 'NO_SHOW' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toBe(MSG.appointmentNotConfirmed);
  });

  it('marks NO_SHOW only from CONFIRMED; a SCHEDULED one may only be canceled', async () => {
    const s = await appt({ status: 'SCHEDULED' });
    const refused = await patch('manager@demo.mx', '/api/leadActivity/data/appointment-closing', { data: { id: s.id, type: 'ACTIVITY', status: 'NO_SHOW' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toBe(MSG.appointmentNotConfirmed);
    expect(await statusOf(s.id)).toBe('SCHEDULED');
    const canceled = await patch('manager@demo.mx', '/api/leadActivity/data/appointment-closing', { data: { id: s.id, type: 'ACTIVITY', status: 'CANCELED' } });
    expect(canceled.json().data.message).toBe(MSG.appointmentCanceled);
    const c = await appt();
    const noShow = await patch('manager@demo.mx', '/api/leadActivity/data/appointment-closing', { data: { id: c.id, type: 'ACTIVITY', status: 'NO_SHOW' } });
    expect(noShow.statusCode).toBe(200);
    expect(await statusOf(c.id)).toBe('NO_SHOW');
  });

  it('refuses a wrong status value and a type that does not match', async () => {
    const a = await appt();
    expect((await patch('manager@demo.mx', '/api/leadActivity/data/appointment-closing', { data: { id: a.id, status: 'DONE' } })).statusCode).toBe(400);
    expect((await patch('manager@demo.mx', '/api/leadActivity/data/appointment-closing', { data: { id: a.id, type: 'TESTDRIVE', status: 'SUCCESSFUL' } })).statusCode).toBe(404);
    expect(await statusOf(a.id)).toBe('CONFIRMED');
  });

  it('only the Citas roles start, mark no-show and reschedule; bdc, advisers and sales-admin are refused even on their own; another agency is 404', async () => {
    const mine = await appt();
    for (const email of ['adviser-floor@demo.mx', 'adviser-digital@demo.mx', 'adviser-hybrid@demo.mx', 'bdc@demo.mx', 'sales-admin@demo.mx']) {
      for (const status of ['SUCCESSFUL', 'NO_SHOW']) {
        expect((await patch(email, '/api/leadActivity/data/appointment-closing', { data: { id: mine.id, status } })).statusCode).toBe(403);
      }
      expect((await patch(email, `/api/leadActivity/appointment/ACTIVITY/${mine.id}`, { data: { date: future(3).toISOString() } })).statusCode).toBe(403);
    }
    expect(await statusOf(mine.id)).toBe('CONFIRMED');
    for (const email of ['hostess@demo.mx', 'coordinator@demo.mx', 'manager@demo.mx', 'admin@demo.mx']) {
      const a = await appt();
      expect((await patch(email, '/api/leadActivity/data/appointment-closing', { data: { id: a.id, status: 'SUCCESSFUL' } })).statusCode).toBe(200);
    }
    const foreign = await makeAppointment(t.database.db, { leadId: (await makeLead(t.database.db, other, null)).id, agencyId: other, date: future(1) });
    expect((await patch('coordinator@demo.mx', '/api/leadActivity/data/appointment-closing', { data: { id: foreign.id, status: 'SUCCESSFUL' } })).statusCode).toBe(404);
    expect(await statusOf(foreign.id)).toBe('CONFIRMED');
  });
});

describe('PATCH /leadActivity/appointment/{type}/{id} (reschedule)', () => {
  it('requires a date, refuses an invalid or past one, and moves the appointment', async () => {
    const a = await appt();
    const url = `/api/leadActivity/appointment/ACTIVITY/${a.id}`;
    const missing = await patch('coordinator@demo.mx', url, { data: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data).toBe(MSG.rescheduleDateRequired);
    const invalid = await patch('coordinator@demo.mx', url, { data: { date: 'no es fecha' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().data).toBe(MSG.invalidDate);
    const past = await patch('coordinator@demo.mx', url, { data: { date: new Date(Date.now() - 86_400_000).toISOString() } });
    expect(past.statusCode).toBe(400);
    expect(past.json().data).toBe(MSG.dateNotBeforeNow);
    const when = future(5);
    const ok = await patch('coordinator@demo.mx', url, { data: { date: when.toISOString() } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.message).toBe(MSG.rescheduled);
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, a.id));
    expect(row!.date.toISOString()).toBe(when.toISOString());
    expect(row!.status).toBe('CONFIRMED');
  });

  it('refuses a closed appointment and a type mismatch', async () => {
    const a = await appt({ status: 'NO_SHOW' });
    const res = await patch('coordinator@demo.mx', `/api/leadActivity/appointment/ACTIVITY/${a.id}`, { data: { date: future(3).toISOString() } });
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toBe(MSG.appointmentClosed);
    const b = await appt();
    expect((await patch('coordinator@demo.mx', `/api/leadActivity/appointment/TESTDRIVE/${b.id}`, { data: { date: future(3).toISOString() } })).statusCode).toBe(404);
  });
});

describe('GET /leadActivity/data/waiting-list', () => {
  it('shows only today\'s open appointments of that agency, in time order', async () => {
    const { from, to } = dayRange(localDay(new Date()));
    const early = new Date(from.getTime() + 60 * 60_000);
    const late = new Date(to.getTime() - 60 * 60_000);
    const waitLead = await makeLead(t.database.db, first, adviser, { firstName: 'Espera' });
    const a2 = await appt({ leadId: waitLead.id, date: late, type: 'TESTDRIVE' });
    const a1 = await appt({ leadId: waitLead.id, date: early, status: 'SCHEDULED' });
    const started = await appt({ leadId: waitLead.id, date: early, status: 'SUCCESSFUL' });
    const tomorrow = await appt({ leadId: waitLead.id, date: new Date(to.getTime() + 60 * 60_000) });
    const foreign = await makeAppointment(t.database.db, { leadId: (await makeLead(t.database.db, other, null)).id, agencyId: other, date: early });
    const res = await t.api('hostess@demo.mx', { method: 'GET', url: '/api/leadActivity/data/waiting-list', agencyId: first });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { id: number; nombre_cliente: string; tipo: string; asesor: string; hora: string }[];
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf(a1.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(a1.id)).toBeLessThan(ids.indexOf(a2.id));
    for (const absent of [started.id, tomorrow.id, foreign.id]) expect(ids).not.toContain(absent);
    const row = rows.find((r) => r.id === a2.id)!;
    expect(row).toMatchObject({ nombre_cliente: `Espera ${waitLead.lastName}`, tipo: 'Prueba de manejo', hora: '23:00' });
    expect(row.asesor).not.toBe('');
    const times = rows.map((r) => r.hora);
    expect([...times].sort()).toEqual(times);
  });

  it('another agency\'s board is refused for a user outside it, by header or by AgencyId', async () => {
    expect((await t.api('hostess@demo.mx', { method: 'GET', url: '/api/leadActivity/data/waiting-list', agencyId: other })).statusCode).toBe(403);
    expect((await t.api('hostess@demo.mx', { method: 'GET', url: `/api/leadActivity/data/waiting-list?AgencyId=${other}` })).statusCode).toBe(403);
  });

  it('AgencyId picks the board of one of the caller\'s agencies', async () => {
    const { from } = dayRange(localDay(new Date()));
    const foreignLead = await makeLead(t.database.db, other, null, { firstName: 'Tablero' });
    const a = await makeAppointment(t.database.db, { leadId: foreignLead.id, agencyId: other, date: new Date(from.getTime() + 3_600_000) });
    const admin = await t.api('admin@demo.mx', { method: 'GET', url: `/api/leadActivity/data/waiting-list?AgencyId=${other}`, agencyId: first });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.map((r: { id: number }) => r.id)).toContain(a.id);
  });
});
