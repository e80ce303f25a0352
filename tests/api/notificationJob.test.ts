import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import { notifications } from '../../src/server/db/schema';
import { NOTIFICATION_LOCK_KEY, notificationJobFirstPass, runNotificationJob, startNotificationScheduler } from '../../src/server/features/notifications/notificationJob';
import { createTestApp, type TestApp } from './testApp';
import { agencyIds, makeAppointment, makeLead, userId } from './agendaFixtures';

let t: TestApp;
let adviser: number;
const ids: Record<string, number> = {};
const NOW = new Date('2030-06-15T16:00:00Z'); // 10:00 in Mexico City

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
  const db = t.database.db;
  const { first } = await agencyIds(db);
  adviser = await userId(db, 'adviser-floor@demo.mx');
  const lead = await makeLead(db, first, adviser, { lastContactAt: new Date('2030-06-15T15:00:00Z') });
  ids.lead = lead.id;
  const appt = async (name: string, iso: string, status = 'CONFIRMED') =>
    (ids[name] = (await makeAppointment(db, { leadId: lead.id, agencyId: first, userId: adviser, date: new Date(iso), status })).id);
  await appt('later', '2030-06-15T22:00:00Z');
  await appt('now', '2030-06-15T15:50:00Z', 'SCHEDULED');
  await appt('past', '2030-06-15T15:30:00Z');
  await appt('canceled', '2030-06-15T23:00:00Z', 'CANCELED');
  await appt('tomorrow', '2030-06-16T16:00:00Z');
  ids.soon = (await makeLead(db, first, adviser, { phase: 'futura-venta', reactivationDate: new Date('2030-06-17T16:00:00Z') })).id;
  ids.due = (await makeLead(db, first, adviser, { phase: 'futura-venta', reactivationDate: new Date('2030-06-14T16:00:00Z') })).id;
  ids.far = (await makeLead(db, first, adviser, { phase: 'futura-venta', reactivationDate: new Date('2030-07-30T16:00:00Z') })).id;
  ids.inactive = (await makeLead(db, first, adviser, { phase: 'seguimiento', lastContactAt: new Date('2030-06-10T16:00:00Z') })).id;
  ids.frozen = (await makeLead(db, first, adviser, { phase: 'congelado', lastContactAt: new Date('2030-06-01T16:00:00Z') })).id;
});
afterAll(async () => t?.close());

const keyed = (prefix: string) =>
  t.database.db.select().from(notifications).where(like(notifications.dedupeKey, `${prefix}%`));

describe('runNotificationJob', () => {
  it('two runners at once create each notification exactly once; a later run creates nothing', async () => {
    const [a, b] = await Promise.all([runNotificationJob(t.database.db, NOW), runNotificationJob(t.database.db, NOW)]);
    const scheduled = await t.database.db.select().from(notifications).where(isNotNull(notifications.dedupeKey));
    expect(a.created + b.created).toBe(scheduled.length);
    expect(new Set(scheduled.map((n) => n.dedupeKey)).size).toBe(scheduled.length);
    expect(scheduled.length).toBeGreaterThan(0);
    const again = await runNotificationJob(t.database.db, NOW);
    expect(again).toEqual({ ran: true, created: 0 });
  });

  // PGlite has one connection, so a second holder cannot exist there: this one needs PostgreSQL.
  it.runIf(process.env.DATABASE_URL)('skips while another replica holds the advisory lock', async () => {
    let release!: () => void;
    let locked!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const gotLock = new Promise<void>((r) => (locked = r));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${NOTIFICATION_LOCK_KEY})`);
      locked();
      await held;
    });
    await gotLock;
    expect(await runNotificationJob(t.database.db, NOW)).toEqual({ ran: false, created: 0 });
    release();
    await holder;
  });

  it('APPOINTMENT_TODAY for the open appointments of the local day', async () => {
    const today = (await keyed('APPOINTMENT_TODAY:')).filter((n) => n.leadId === ids.lead);
    expect(today.map((n) => n.dedupeKey).sort()).toEqual(
      [ids.later, ids.now, ids.past].map((id) => `APPOINTMENT_TODAY:${id}:2030-06-15`).sort(),
    );
    expect(today.every((n) => n.userId === adviser && n.type === 'APPOINTMENT_TODAY' && n.title.length > 0)).toBe(true);
    expect(today.find((n) => n.dedupeKey!.includes(`:${ids.later}:`))!.description).toContain('16:00');
  });

  it('APPOINTMENT_NOW only within 15 minutes after its time', async () => {
    const now = (await keyed('APPOINTMENT_NOW:')).filter((n) => n.leadId === ids.lead);
    expect(now.map((n) => n.dedupeKey)).toEqual([`APPOINTMENT_NOW:${ids.now}:${Date.parse('2030-06-15T15:50:00Z') / 1000}`]);
  });

  it('FUTURE_LEAD_SOON within 3 days, FUTURE_LEAD_NOW once reached, nothing for far ones', async () => {
    const soon = await keyed('FUTURE_LEAD_SOON:');
    const due = await keyed('FUTURE_LEAD_NOW:');
    expect(soon.some((n) => n.leadId === ids.soon)).toBe(true);
    expect(due.some((n) => n.leadId === ids.due)).toBe(true);
    expect([...soon, ...due].some((n) => n.leadId === ids.far)).toBe(false);
    expect(soon.some((n) => n.leadId === ids.due)).toBe(false);
  });

  it('INACTIVE_LEAD for active funnel leads without contact for more than 3 days', async () => {
    const inactive = await keyed('INACTIVE_LEAD:');
    expect(inactive.filter((n) => n.leadId === ids.inactive)).toHaveLength(1);
    expect(inactive.some((n) => n.leadId === ids.frozen || n.leadId === ids.lead)).toBe(false);
  });

  it('no APPOINTMENT_TODAY before the morning; it comes once the morning arrives', async () => {
    const early = new Date('2030-06-16T12:00:00Z'); // 06:00 local
    await runNotificationJob(t.database.db, early);
    const key = `APPOINTMENT_TODAY:${ids.tomorrow}:2030-06-16`;
    expect(await t.database.db.select().from(notifications).where(eq(notifications.dedupeKey, key))).toHaveLength(0);
    await runNotificationJob(t.database.db, new Date('2030-06-16T13:30:00Z'));
    expect(await t.database.db.select().from(notifications).where(and(eq(notifications.dedupeKey, key), eq(notifications.userId, adviser)))).toHaveLength(1);
  });

  it('the scheduler runs at once (APPOINTMENT_NOW for one just begun) and stops', async () => {
    const { first } = await agencyIds(t.database.db);
    const justNow = await makeAppointment(t.database.db, { leadId: ids.lead!, agencyId: first, userId: adviser, date: new Date(Date.now() - 5 * 60_000) });
    const errors: unknown[] = [];
    const stop = startNotificationScheduler(t.database.db, 60_000, (e) => errors.push(e));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stop();
    expect(errors).toEqual([]);
    expect(await keyed(`APPOINTMENT_NOW:${justNow.id}:`)).toHaveLength(1);
  });

  it("the first pass is not part of the caller's turn (the API's start, issue 51), and whoever reads notices can wait for it", async () => {
    const { first } = await agencyIds(t.database.db);
    const justNow = await makeAppointment(t.database.db, { leadId: ids.lead!, agencyId: first, userId: adviser, date: new Date(Date.now() - 2 * 60_000) });
    let passed = false;
    const stop = startNotificationScheduler(t.database.db, 60_000);
    void notificationJobFirstPass(t.database.db).then(() => (passed = true));
    // The caller (app.ts's onReady, then the start saying `ready`) goes on before the pass begins.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => process.nextTick(resolve));
    expect(passed).toBe(false);
    await notificationJobFirstPass(t.database.db);
    expect(await keyed(`APPOINTMENT_NOW:${justNow.id}:`)).toHaveLength(1);
    stop();
    // Once done, and for a database without a scheduler, there is nothing to wait for.
    await expect(notificationJobFirstPass(t.database.db)).resolves.toBeUndefined();
  });

  it('the first pass waits for what it is told to (a quiet API), and starts at once when the bell asks (issue 51: the sign-in after a start does not wait for it)', async () => {
    const { first } = await agencyIds(t.database.db);
    const justNow = await makeAppointment(t.database.db, { leadId: ids.lead!, agencyId: first, userId: adviser, date: new Date(Date.now() - 3 * 60_000) });
    const never = new Promise<void>(() => {});
    const stop = startNotificationScheduler(t.database.db, 60_000, undefined, undefined, never);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await keyed(`APPOINTMENT_NOW:${justNow.id}:`)).toHaveLength(0);
    await notificationJobFirstPass(t.database.db);
    expect(await keyed(`APPOINTMENT_NOW:${justNow.id}:`)).toHaveLength(1);
    stop();
  });

  it('a scheduler stopped before its first pass leaves no one waiting', async () => {
    const stop = startNotificationScheduler(t.database.db, 60_000, undefined, undefined, new Promise<void>(() => {}));
    const waiting = notificationJobFirstPass(t.database.db);
    stop();
    await expect(waiting).resolves.toBeUndefined();
  });
});
