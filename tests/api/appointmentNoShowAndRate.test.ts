import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appointments, leadActivities, leadOrigins } from '../../src/server/db/schema';
import { markDueNoShows } from '../../src/server/features/appointments/appointmentJob';
import { createTestApp, type TestApp } from './testApp';
import { agencyIds, makeAppointment, makeLead, userId } from './agendaFixtures';

let t: TestApp;
let first: number;
let other: number;
let adviser: number;
let hybrid: number;

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
  ({ first, other } = await agencyIds(t.database.db));
  adviser = await userId(t.database.db, 'adviser-floor@demo.mx');
  hybrid = await userId(t.database.db, 'adviser-hybrid@demo.mx');
});
afterAll(async () => t?.close());

const statusOf = async (id: number) => (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status;

describe('the no-show job', () => {
  // 23:30 in Mexico City on 14 March 2031 is 05:30 UTC on the 15th (UTC-6, no daylight saving).
  const lateNight = new Date('2031-03-15T05:30:00Z');

  it('marks a CONFIRMED appointment at 23:30 NO_SHOW 60 minutes after, on the next local day, with a history entry', async () => {
    const db = t.database.db;
    const lead = await makeLead(db, first, adviser);
    const appt = await makeAppointment(db, { leadId: lead.id, agencyId: first, userId: adviser, date: lateNight });
    const arrived = await makeAppointment(db, { leadId: lead.id, agencyId: first, userId: adviser, date: lateNight, arrivedAt: new Date('2031-03-15T05:25:00Z') });
    const scheduled = await makeAppointment(db, { leadId: lead.id, agencyId: first, userId: adviser, date: lateNight, status: 'SCHEDULED' });
    await markDueNoShows(db, new Date('2031-03-15T06:29:00Z'));
    expect(await statusOf(appt.id)).toBe('CONFIRMED');
    expect(await markDueNoShows(db, new Date('2031-03-15T06:30:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(appt.id)).toBe('NO_SHOW');
    // An arrived client is not a no-show; a SCHEDULED one was never confirmed: the job leaves both.
    expect(await statusOf(arrived.id)).toBe('CONFIRMED');
    expect(await statusOf(scheduled.id)).toBe('SCHEDULED');
    const entries = await db.select().from(leadActivities).where(and(eq(leadActivities.leadId, lead.id), eq(leadActivities.title, 'No asistió a su cita')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.comments).toContain('23:30');
    // A second run writes nothing more.
    await markDueNoShows(db, new Date('2031-03-15T06:40:00Z'));
    expect(await db.select().from(leadActivities).where(and(eq(leadActivities.leadId, lead.id), eq(leadActivities.title, 'No asistió a su cita')))).toHaveLength(1);
  });

  it("follows the agency's minutes, which admin sets on the agency", async () => {
    const db = t.database.db;
    const put = (data: unknown) => t.api('admin@demo.mx', { method: 'PUT', url: `/api/agency/${other}`, payload: { data }, agencyId: other });
    const refused = await put({ noShowAfterMinutes: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toBe('Ingrese un número de minutos válido');
    expect((await put({ noShowAfterMinutes: 20, arrivalAlertMinutes: 5 })).statusCode).toBe(200);
    const detail = (await t.api('admin@demo.mx', { method: 'GET', url: `/api/agency/${other}`, agencyId: other })).json().data;
    expect(detail).toMatchObject({ noShowAfterMinutes: 20, arrivalAlertMinutes: 5 });
    const lead = await makeLead(db, other, null);
    const appt = await makeAppointment(db, { leadId: lead.id, agencyId: other, date: new Date('2031-04-01T17:00:00Z') });
    await markDueNoShows(db, new Date('2031-04-01T17:19:00Z'));
    expect(await statusOf(appt.id)).toBe('CONFIRMED');
    await markDueNoShows(db, new Date('2031-04-01T17:20:00Z'));
    expect(await statusOf(appt.id)).toBe('NO_SHOW');
  });
});

describe("'Asistencia a citas' (GET /lead/AppointmentAttendance)", () => {
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    const db = t.database.db;
    const [origin] = await db.insert(leadOrigins).values({ slug: 'prueba-asistencia', description: 'Prueba asistencia' }).returning();
    const lead = await makeLead(db, first, adviser, { leadOriginId: origin!.id });
    const plain = await makeLead(db, first, hybrid);
    const a = (values: Partial<typeof appointments.$inferInsert> & { date: Date }, leadId = lead.id, userId = adviser) =>
      makeAppointment(db, { leadId, agencyId: first, userId, ...values });
    // February 2020: arrived 10:00 and started 10:12; arrived and still waiting; no-show; started without
    // a recorded arrival; a canceled one and a 'Sin cita' record (neither was a booked appointment).
    await a({ date: at('2020-02-10T16:00:00Z'), status: 'SUCCESSFUL', arrivedAt: at('2020-02-10T16:00:00Z'), startedAt: at('2020-02-10T16:12:00Z') });
    await a({ date: at('2020-02-11T16:00:00Z'), arrivedAt: at('2020-02-11T15:58:00Z') });
    await a({ date: at('2020-02-12T16:00:00Z'), status: 'NO_SHOW' }, plain.id, hybrid);
    await a({ date: at('2020-02-13T16:00:00Z'), status: 'SUCCESSFUL' }, plain.id, hybrid);
    await a({ date: at('2020-02-14T16:00:00Z'), status: 'CANCELED' });
    await a({ date: at('2020-02-15T16:00:00Z'), status: 'SUCCESSFUL', realizadaHoy: true });
    // The previous period (the 29 days before): one no-show.
    await a({ date: at('2020-01-20T16:00:00Z'), status: 'NO_SHOW' });
  });

  const report = (email = 'manager@demo.mx', extra = '') =>
    t.api(email, { method: 'GET', url: `/api/lead/AppointmentAttendance?StartDate=2020-02-01&EndDate=2020-02-29${extra}`, agencyId: first });

  it('counts booked, arrived (a started appointment too: the client came), started, no-show, the show rate and the average wait, against the previous period', async () => {
    const res = await report();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.period).toEqual({ start: '2020-02-01', end: '2020-02-29', booked: 4, arrived: 3, started: 2, noShow: 1, showRate: 75, averageWait: 12 });
    expect(data.previous).toMatchObject({ start: '2020-01-03', end: '2020-01-31', booked: 1, noShow: 1, showRate: 0, averageWait: null });
    const byAdviser = Object.fromEntries((data.byAdviser as { key: string; booked: number; showRate: number }[]).map((g) => [g.key, g]));
    expect(byAdviser[String(adviser)]).toMatchObject({ booked: 2, arrived: 2, showRate: 100 });
    // The started one without an arrival time counts as arrived, and stays out of the wait.
    expect(byAdviser[String(hybrid)]).toMatchObject({ booked: 2, arrived: 1, noShow: 1, started: 1, showRate: 50, averageWait: null });
    const byOrigin = (data.byOrigin as { label: string; booked: number }[]).find((g) => g.label === 'Prueba asistencia');
    expect(byOrigin).toMatchObject({ booked: 2 });
  });

  it('an adviser sees their own figures only; the export carries the same figures', async () => {
    const mine = (await report('adviser-hybrid@demo.mx')).json().data;
    expect(mine.period).toMatchObject({ booked: 2, noShow: 1 });
    const file = await report('manager@demo.mx', '&format=csv');
    expect(file.statusCode).toBe(200);
    const lines = file.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0]).toContain('Agendadas');
    expect(lines.find((l) => l.startsWith('Periodo,') || l.startsWith('Periodo;'))).toMatch(/4\D+3\D+2\D+1\D+75\D+12/);
  });
});
