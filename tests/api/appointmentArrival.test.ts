import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { MSG } from '../../src/shared/messages';
import { dayRange, localDay, localTime, addDays } from '../../src/shared/domain/agendaRange';
import { appointments, leadActivities, leadPhones, notifications } from '../../src/server/db/schema';
import { detectDuplicates } from '../../src/server/features/duplicates';
import { runNotificationJob } from '../../src/server/features/notifications';
import { createTestApp, type TestApp } from './testApp';
import { agencyIds, makeAppointment, makeLead, userId } from './agendaFixtures';

let t: TestApp;
let first: number;
let other: number;
let adviser: number;
let adviserName: string;
let coordinator: number;

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
  ({ first, other } = await agencyIds(t.database.db));
  adviser = await userId(t.database.db, 'adviser-floor@demo.mx');
  coordinator = await userId(t.database.db, 'coordinator@demo.mx');
  const me = await t.api('adviser-floor@demo.mx', { method: 'GET', url: `/api/user/${adviser}`, agencyId: first });
  adviserName = `${me.json().data.firstName} ${me.json().data.lastName}`;
});
afterAll(async () => t?.close());

/** An instant later today (Mexico City), never past midnight. */
function laterToday(minutes = 30): Date {
  const now = Date.now();
  const { to } = dayRange(localDay(new Date(now)));
  return new Date(Math.min(now + minutes * 60_000, to.getTime() - 60_000));
}

const register = (data: unknown, email = 'hostess@demo.mx') => t.api(email, { method: 'POST', url: '/api/registro-visitas/', payload: { data }, agencyId: first });
const arrive = (id: unknown, email = 'hostess@demo.mx', agencyId = first) =>
  t.api(email, { method: 'PATCH', url: '/api/leadActivity/data/appointment-arrival', payload: { data: { id } }, agencyId });
const arrivalNotices = (appointmentId: number) => t.database.db.select().from(notifications).where(eq(notifications.dedupeKey, `APPOINTMENT_ARRIVED:${appointmentId}`));
const history = (leadId: number) => t.database.db.select().from(leadActivities).where(and(eq(leadActivities.leadId, leadId), eq(leadActivities.title, 'Llegó a su cita')));
const row = async (id: number) => (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

describe('arrival through a floor visit', () => {
  it('an EXISTING visit of a lead with a CONFIRMED appointment today marks it arrived, says so, tells the adviser once', async () => {
    const lead = await makeLead(t.database.db, first, adviser);
    const date = laterToday();
    const appt = await makeAppointment(t.database.db, { leadId: lead.id, agencyId: first, userId: adviser, date });
    const res = await register({ origin: 'EXISTING', LeadId: lead.id });
    expect(res.statusCode).toBe(200);
    const hora = localTime(date);
    expect(res.json().data.appointment).toMatchObject({ id: appt.id, hora, message: `Tiene cita a las ${hora} con ${adviserName}` });
    const saved = await row(appt.id);
    expect(saved.status).toBe('CONFIRMED');
    expect(saved.arrivedAt).toBeInstanceOf(Date);
    const [notice] = await arrivalNotices(appt.id);
    expect(notice).toMatchObject({ userId: adviser, leadId: lead.id, type: 'APPOINTMENT_ARRIVED', title: 'Tu cliente llegó', description: `Prueba ${lead.lastName} llegó a su cita de las ${hora}` });
    // The adviser's bell lists it.
    const bell = await t.api('adviser-floor@demo.mx', { method: 'GET', url: `/api/notification/${adviser}` });
    expect((bell.json().data as { id: number }[]).map((n) => n.id)).toContain(notice!.id);
    expect(await history(lead.id)).toHaveLength(1);

    // Registered twice: the same arrival, nothing written again.
    const again = await register({ origin: 'EXISTING', LeadId: lead.id });
    expect(again.json().data.appointment.id).toBe(appt.id);
    expect((await row(appt.id)).arrivedAt!.getTime()).toBe(saved.arrivedAt!.getTime());
    expect(await arrivalNotices(appt.id)).toHaveLength(1);
    expect(await history(lead.id)).toHaveLength(1);
  });

  it('a SCHEDULED appointment counts too; a visit without an appointment today says nothing', async () => {
    const lead = await makeLead(t.database.db, first, adviser);
    const appt = await makeAppointment(t.database.db, { leadId: lead.id, agencyId: first, userId: adviser, date: laterToday(), status: 'SCHEDULED' });
    expect((await register({ origin: 'EXISTING', LeadId: lead.id })).json().data.appointment.id).toBe(appt.id);
    // The client's coming confirms it, so 'Iniciar cita' (CONFIRMED only) is at hand.
    expect((await row(appt.id)).status).toBe('CONFIRMED');
    const alone = await makeLead(t.database.db, first, adviser);
    expect((await register({ origin: 'EXISTING', LeadId: alone.id })).json().data.appointment).toBeNull();
  });

  it('a NEW visit whose phone the duplicate matcher pairs with a client who has an appointment marks that appointment', async () => {
    const db = t.database.db;
    const client = await makeLead(db, first, adviser, { phone: '+525566778899', email: 'cliente.cita@correo.mx' });
    await detectDuplicates(db, client.id);
    const appt = await makeAppointment(db, { leadId: client.id, agencyId: first, userId: adviser, date: laterToday() });
    const walkIn = await makeLead(db, first, adviser, { firstName: 'Otro', lastName: 'Nombre Distinto', phone: '+525566778899' });
    await db.insert(leadPhones).values({ leadId: walkIn.id, value: '+525566778899' });
    await detectDuplicates(db, walkIn.id);
    const res = await register({ origin: 'NEW', LeadId: walkIn.id });
    expect(res.json().data.appointment).toMatchObject({ id: appt.id, LeadId: client.id });
    expect((await row(appt.id)).arrivedAt).not.toBeNull();
    // A name alone is not a match: a NEW visit of a namesake marks nothing.
    const namesake = await makeLead(db, first, adviser, { firstName: client.firstName, lastName: client.lastName });
    await detectDuplicates(db, namesake.id);
    const other = await makeAppointment(db, { leadId: (await makeLead(db, first, adviser, { firstName: client.firstName, lastName: client.lastName })).id, agencyId: first, userId: adviser, date: laterToday() });
    expect((await register({ origin: 'NEW', LeadId: namesake.id })).json().data.appointment).toBeNull();
    expect((await row(other.id)).arrivedAt).toBeNull();
  });

  it("another agency's lead is 404 and its appointment is untouched", async () => {
    const lead = await makeLead(t.database.db, other, null);
    const appt = await makeAppointment(t.database.db, { leadId: lead.id, agencyId: other, date: laterToday() });
    expect((await register({ origin: 'EXISTING', LeadId: lead.id })).statusCode).toBe(404);
    expect((await row(appt.id)).arrivedAt).toBeNull();
  });

  it("yesterday's appointment still CONFIRMED is not today's: no arrival", async () => {
    const lead = await makeLead(t.database.db, first, adviser);
    const { from } = dayRange(addDays(localDay(new Date()), -1));
    const appt = await makeAppointment(t.database.db, { leadId: lead.id, agencyId: first, userId: adviser, date: new Date(from.getTime() + 11 * 3600_000) });
    expect((await register({ origin: 'EXISTING', LeadId: lead.id })).json().data.appointment).toBeNull();
    expect((await row(appt.id)).arrivedAt).toBeNull();
    const res = await arrive(appt.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toBe(MSG.appointmentNotToday);
  });
});

describe("'Llegó' (PATCH /leadActivity/data/appointment-arrival)", () => {
  it('roles that may not mark arrivals get 403 before validation', async () => {
    for (const email of ['adviser-floor@demo.mx', 'bdc@demo.mx', 'sales-admin@demo.mx']) {
      const res = await t.api(email, { method: 'PATCH', url: '/api/leadActivity/data/appointment-arrival', payload: { data: { id: 'no-es-id', extra: '\u0000' } }, agencyId: first });
      expect(res.statusCode, email).toBe(403);
    }
    expect((await arrive('no-es-id')).statusCode).toBe(400);
  });

  it('the coordinator marks it once; a closed one is 409; another agency is 404', async () => {
    const lead = await makeLead(t.database.db, first, adviser);
    const appt = await makeAppointment(t.database.db, { leadId: lead.id, agencyId: first, userId: adviser, date: laterToday() });
    const res = await arrive(appt.id, 'coordinator@demo.mx');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: appt.id, first: true, message: MSG.appointmentArrived });
    const twice = await arrive(appt.id, 'hostess@demo.mx');
    expect(twice.json().data).toMatchObject({ first: false, message: MSG.appointmentAlreadyArrived, arrivedAt: res.json().data.arrivedAt });
    expect(await arrivalNotices(appt.id)).toHaveLength(1);
    expect(await history(lead.id)).toHaveLength(1);
    const closed = await makeAppointment(t.database.db, { leadId: lead.id, agencyId: first, userId: adviser, date: laterToday(), status: 'NO_SHOW' });
    expect((await arrive(closed.id)).statusCode).toBe(409);
    const foreign = await makeAppointment(t.database.db, { leadId: (await makeLead(t.database.db, other, null)).id, agencyId: other, date: laterToday() });
    expect((await arrive(foreign.id)).statusCode).toBe(404);
  });

  it("'Iniciar cita' still makes it SUCCESSFUL; the board says where each client is", async () => {
    const lead = await makeLead(t.database.db, first, adviser);
    const appt = await makeAppointment(t.database.db, { leadId: lead.id, agencyId: first, userId: adviser, date: laterToday() });
    const board = async () => ((await t.api('hostess@demo.mx', { method: 'GET', url: `/api/leadActivity/data/waiting-list?AgencyId=${first}` })).json().data as { id: number; arrivedAt: string | null; startedAt: string | null }[]).find((r) => r.id === appt.id);
    expect(await board()).toMatchObject({ arrivedAt: null, startedAt: null });
    await arrive(appt.id);
    expect((await board())!.arrivedAt).toBeTruthy();
    const start = await t.api('hostess@demo.mx', { method: 'PATCH', url: '/api/leadActivity/data/appointment-closing', payload: { data: { id: appt.id, status: 'SUCCESSFUL' } }, agencyId: first });
    expect(start.json().data.AppointmentStatus).toBe('SUCCESSFUL');
    expect((await row(appt.id)).startedAt).toBeInstanceOf(Date);
    expect((await board())!.startedAt).toBeTruthy();
  });

  it('the coordinators are told once when the adviser has not started it within the agency minutes', async () => {
    const db = t.database.db;
    const lead = await makeLead(db, first, adviser);
    const arrivedAt = new Date(Date.now() - 60_000);
    const appt = await makeAppointment(db, { leadId: lead.id, agencyId: first, userId: adviser, date: laterToday(), arrivedAt });
    const waiting = () => db.select().from(notifications).where(like(notifications.dedupeKey, `APPOINTMENT_WAITING:${appt.id}:%`));
    await runNotificationJob(db, new Date(arrivedAt.getTime() + 9 * 60_000));
    expect(await waiting()).toHaveLength(0);
    await runNotificationJob(db, new Date(arrivedAt.getTime() + 11 * 60_000));
    await runNotificationJob(db, new Date(arrivedAt.getTime() + 12 * 60_000));
    const told = await waiting();
    expect(told.map((n) => n.userId)).toContain(coordinator);
    expect(told.filter((n) => n.userId === coordinator)).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'APPOINTMENT_WAITING', leadId: lead.id });
    expect(told[0]!.description).toContain(`Prueba ${lead.lastName} espera desde las ${localTime(arrivedAt)}`);
  });
});

describe('Citas day filters', () => {
  it("HOY + NO_SHOW is the day's no-shows (bdc reads it); MANANA + SCHEDULED is tomorrow's to confirm", async () => {
    const db = t.database.db;
    const lead = await makeLead(db, first, adviser);
    const noShow = await makeAppointment(db, { leadId: lead.id, agencyId: first, userId: adviser, date: dayRange(localDay(new Date())).from, status: 'NO_SHOW' });
    const tomorrow = await makeAppointment(db, { leadId: lead.id, agencyId: first, userId: adviser, date: new Date(dayRange(addDays(localDay(new Date()), 1)).from.getTime() + 11 * 3600_000), status: 'SCHEDULED' });
    const list = async (filters: unknown) =>
      ((await t.api('bdc@demo.mx', { method: 'GET', url: `/api/leadActivity/data/appointments?limit=100&filters=${encodeURIComponent(JSON.stringify(filters))}`, agencyId: first })).json().data as { id: number }[]).map((r) => r.id);
    const noShows = await list({ status: 'NO_SHOW', day: 'HOY' });
    expect(noShows).toContain(noShow.id);
    expect(noShows).not.toContain(tomorrow.id);
    const toConfirm = await list({ status: 'SCHEDULED', day: 'MANANA' });
    expect(toConfirm).toContain(tomorrow.id);
    expect(toConfirm).not.toContain(noShow.id);
  });
});
