import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { agencySchedules, leadPhaseRecords, leads, notifications, slaBreaches } from '../../src/server/db/schema';
import { runNotificationJob } from '../../src/server/features/notifications/notificationJob';
import { startFirstContactClock } from '../../src/server/features/sla/slaClock';
import { SLA_MSG } from '../../src/shared/domain/slaMessages';
import { createTestApp, type TestApp } from './testApp';
import { agencyIds, makeLead, userId } from './agendaFixtures';

// Issue 30: the first-contact SLA counted in the agency's open time, its job and the dashboard card.
let t: TestApp;
let agency: number;
let adviser: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
  agency = (await agencyIds(t.database.db)).first;
  adviser = await userId(t.database.db, 'adviser-floor@demo.mx');
});
afterAll(async () => t?.close());

const putSla = (who: string, body: unknown) => t.api(who, { method: 'PUT', url: `/api/agency/sla/${agency}`, agencyId: agency, payload: { data: body } });

/** Mon–Fri 09:00–19:00, Saturday 09:00–14:00, Sunday closed (Mexico City). */
async function dealerHours() {
  const hours = {
    worksOnSunday: false,
    worksOnMonday: true,
    worksOnTuesday: true,
    worksOnWednesday: true,
    worksOnThursday: true,
    worksOnFriday: true,
    worksOnSaturday: true,
    openingScheduleWeek: '09:00:00',
    closingScheduleWeek: '19:00:00',
    openingScheduleSaturday: '09:00:00',
    closingScheduleSaturday: '14:00:00',
    openingScheduleSunday: '00:00:00',
    closingScheduleSunday: '00:00:00',
  };
  await t.database.db.insert(agencySchedules).values({ agencyId: agency, ...hours }).onConflictDoUpdate({ target: agencySchedules.agencyId, set: hours });
}

/** The deadline a lead created at `createdAt` (ISO, Mexico City offset) gets. */
async function deadlineFor(createdAt: string) {
  const lead = await makeLead(t.database.db, agency, adviser, { phase: '1er-contacto', createdAt: new Date(createdAt) });
  await startFirstContactClock(t.database.db, lead);
  const [row] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
  return row!;
}

describe('agency SLA settings', () => {
  it('validates with Spanish messages and refuses advisers', async () => {
    expect((await putSla('admin@demo.mx', { firstContactMinutes: 0, followUpMinutes: null })).json().data).toBe(SLA_MSG.targetPositive);
    const badDay = await putSla('admin@demo.mx', { firstContactMinutes: 15, closureDays: [{ day: '2030-02-30' }] });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().data).toBe(SLA_MSG.closureDayInvalid);
    expect((await putSla('adviser-floor@demo.mx', { firstContactMinutes: 15 })).statusCode).toBe(403);
  });

  it('a manager saves targets, the return-to-subasta flag and closure days', async () => {
    const res = await putSla('manager@demo.mx', {
      firstContactMinutes: 15,
      followUpMinutes: null,
      returnToSubasta: true,
      closureDays: [{ day: '2030-03-19', description: 'Inventario anual' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = await t.api('manager@demo.mx', { method: 'GET', url: `/api/agency/sla/${agency}`, agencyId: agency });
    expect(got.json().data).toMatchObject({ firstContactMinutes: 15, followUpMinutes: null, returnToSubasta: true, closureDays: [{ day: '2030-03-19', description: 'Inventario anual' }] });
  });
});

describe('the first-contact clock in open time', () => {
  beforeAll(dealerHours);

  it('crosses a closed evening: Tuesday 18:55 + 15 min → Wednesday 09:10', async () => {
    const row = await deadlineFor('2030-03-05T18:55:00-06:00');
    expect(row.slaDeadline!.toISOString()).toBe(new Date('2030-03-06T09:10:00-06:00').toISOString());
    expect(row.slaWarningAt!.toISOString()).toBe(new Date('2030-03-06T09:07:00-06:00').toISOString());
    expect(row.firstContactDeadline!.toISOString()).toBe(row.slaDeadline!.toISOString());
    expect(row.slaStage).toBe(0);
  });

  it('crosses a weekend: Saturday 13:50 + 15 min → Monday 09:05 (Sunday closed)', async () => {
    const row = await deadlineFor('2030-03-02T13:50:00-06:00');
    expect(row.slaDeadline!.toISOString()).toBe(new Date('2030-03-04T09:05:00-06:00').toISOString());
  });

  it('skips an official rest day and an agency closure day: Saturday 13:55 → Wednesday 09:10', async () => {
    // 2030-03-18 is the third Monday of March (Benito Juárez, LFT art. 74 III); 2030-03-19 the agency's inventory day.
    const row = await deadlineFor('2030-03-16T13:55:00-06:00');
    expect(row.slaDeadline!.toISOString()).toBe(new Date('2030-03-20T09:10:00-06:00').toISOString());
  });
});

describe('breach and return to subasta', () => {
  it('warns the owner at 80 %, tells coordinator and manager at the breach and returns the lead to subasta', async () => {
    await t.database.db.delete(agencySchedules).where(eq(agencySchedules.agencyId, agency)); // round the clock
    const created = new Date('2030-05-07T10:00:00-06:00');
    const lead = await makeLead(t.database.db, agency, adviser, { phase: '1er-contacto', firstName: 'Brenda', lastName: 'Sin Contacto', createdAt: created });
    await startFirstContactClock(t.database.db, lead);
    const at = (min: number) => new Date(created.getTime() + min * 60_000);

    await runNotificationJob(t.database.db, at(11));
    expect(await t.database.db.select().from(notifications).where(like(notifications.dedupeKey, `SLA_WARNING:${lead.id}:%`))).toHaveLength(0);
    await runNotificationJob(t.database.db, at(12));
    const warned = await t.database.db.select().from(notifications).where(like(notifications.dedupeKey, `SLA_WARNING:${lead.id}:%`));
    expect(warned.map((n) => n.userId)).toEqual([adviser]);
    expect(warned[0]!.description).toContain('Brenda Sin Contacto');

    await runNotificationJob(t.database.db, at(15));
    await runNotificationJob(t.database.db, at(16)); // a second run changes nothing
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ phase: 'subasta', userId: null, slaStage: 2 });
    const breaches = await t.database.db.select().from(slaBreaches).where(eq(slaBreaches.leadId, lead.id));
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatchObject({ userId: adviser, kind: 'first', returnedToSubasta: true });
    const told = await t.database.db.select().from(notifications).where(like(notifications.dedupeKey, `SLA_BREACH:${lead.id}:%`));
    const coordinator = await userId(t.database.db, 'coordinator@demo.mx');
    const manager = await userId(t.database.db, 'manager@demo.mx');
    expect(told.map((n) => n.userId)).toEqual(expect.arrayContaining([coordinator, manager]));
    expect(told.some((n) => n.userId === adviser)).toBe(false);
    const returned = await t.database.db.select().from(notifications).where(like(notifications.dedupeKey, `SLA_RETURNED:${lead.id}:%`));
    expect(returned.map((n) => n.userId)).toEqual([adviser]);
    const [history] = await t.database.db
      .select()
      .from(leadPhaseRecords)
      .where(and(eq(leadPhaseRecords.leadId, lead.id), eq(leadPhaseRecords.newPhaseSlug, 'subasta')));
    expect(history).toMatchObject({ oldPhaseSlug: '1er-contacto', comments: SLA_MSG.returnedToSubasta.replace('{lead}', 'Brenda Sin Contacto') });

    // 'Fuera de tiempo' in the leads list.
    const filters = encodeURIComponent(JSON.stringify({ outOfTime: true }));
    const list = await t.api('manager@demo.mx', { method: 'GET', url: `/api/lead/new?page=1&limit=50&phase=&filters=${filters}`, agencyId: agency });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().data as { id: number }[]).map((l) => l.id)).toContain(lead.id);
    const all = await t.api('manager@demo.mx', { method: 'GET', url: `/api/lead/new?page=1&limit=50&phase=`, agencyId: agency });
    expect(list.json().total).toBeLessThan(all.json().total);

    // The dashboard card counts the breach for the adviser who held the lead.
    const card = await t.api('manager@demo.mx', { method: 'GET', url: `/api/lead/ResponseTime?StartDate=2030-05-01&EndDate=2030-05-31`, agencyId: agency });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().data).toMatchObject({ totalBreaches: 1, withinTarget: 0, leads: 1, contacted: 0 });
    expect(card.json().data.breachesByAdviser[0]).toMatchObject({ userId: adviser, breaches: 1 });
  });

  it('without the flag the breached lead keeps its owner', async () => {
    await putSla('admin@demo.mx', { firstContactMinutes: 10, followUpMinutes: null, returnToSubasta: false });
    const created = new Date('2030-05-08T10:00:00-06:00');
    const lead = await makeLead(t.database.db, agency, adviser, { phase: '1er-contacto', createdAt: created });
    await startFirstContactClock(t.database.db, lead);
    await runNotificationJob(t.database.db, new Date(created.getTime() + 11 * 60_000));
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ phase: '1er-contacto', userId: adviser, slaStage: 2 });
  });

  it('a contact within target stops the clock and counts as within target', async () => {
    await putSla('admin@demo.mx', { firstContactMinutes: 30, followUpMinutes: null, returnToSubasta: true });
    const before = Date.now();
    const lead = await makeLead(t.database.db, agency, adviser, { phase: '1er-contacto', createdAt: new Date(before - 60_000) });
    await startFirstContactClock(t.database.db, lead);
    const res = await t.api('adviser-floor@demo.mx', { method: 'PATCH', url: `/api/lead/first-response-time/${lead.id}`, agencyId: agency });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.slaStage).toBeNull();
    expect(row!.firstContactMinutes).toBeGreaterThanOrEqual(0);
    expect(row!.firstResponseTime!.getTime()).toBeLessThanOrEqual(row!.firstContactDeadline!.getTime());
    const card = await t.api('manager@demo.mx', { method: 'GET', url: '/api/lead/ResponseTime', agencyId: agency });
    expect(card.json().data).toMatchObject({ leads: 1, contacted: 1, withinTarget: 1, withinTargetShare: 100 });
    expect(card.json().data.medianFirstResponseMinutes).toBeGreaterThanOrEqual(0);
  });
});
