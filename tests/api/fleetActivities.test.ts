import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { email, fleetFixtures, TESTED_ROLES, type FleetFixtures } from './fleetFixtures';
import { leadFleetActivities, leadFleetActivityTestDriveUnits } from '../../src/server/db/schema';
import { readFileSync } from 'node:fs';
import { FLEET_MSG } from '../../src/shared/domain/fleetMessages';

let t: TestApp;
let f: FleetFixtures;
let execId: number;
let meeting: { id: number; typeId: number };
let call: { id: number; typeId: number };
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 13 });
  f = await fleetFixtures(t);
  execId = await f.userId('fleet-executive@demo.mx');
  const m = await f.followUp('reuniones');
  const c = await f.followUp('llamadas');
  meeting = { id: m.id, typeId: (await f.activityTypeOf(m.id)).id };
  call = { id: c.id, typeId: (await f.activityTypeOf(c.id)).id };
});
afterAll(async () => t?.close());

const WRITERS = ['admin', 'fleet-coordinator', 'fleet-manager', 'fleet-executive'];
const addActivity = (role: string, leadId: number, data: Record<string, unknown>) =>
  t.api(email(role), { method: 'POST', url: `/api/lead-fleet/simple-activity/${leadId}`, payload: { data } });

describe('simple activities', () => {
  it('lists the follow-up types and activities, without test drives', async () => {
    const d = (await t.api(email('fleet-executive'), { method: 'GET', url: '/api/lead-fleet/data/simple-activity-catalogs' })).json().data;
    const slugs = d.LeadFleetActivityFollowUpTypes.map((x: { slug: string }) => x.slug);
    expect(slugs).toContain('reuniones');
    expect(slugs).not.toContain('pruebas-de-manejo');
    expect(d.LeadFleetActivityTypes.every((x: { LeadFleetActivityFollowUpTypeId: number }) => typeof x.LeadFleetActivityFollowUpTypeId === 'number')).toBe(true);
  });

  it('registers a meeting with date and time (Mexico City) in the lead’s phase', async () => {
    const lead = await f.makeLead({ userId: execId, phase: 'SEGUIMIENTO' });
    const res = await addActivity('fleet-executive', lead.id, {
      LeadFleetActivityFollowUpTypeId: meeting.id,
      LeadFleetActivityTypeId: meeting.typeId,
      title: 'Presentación',
      comments: 'En sus oficinas',
      date: '2026-12-03',
      time: '10:30',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'La actividad se ha registrado correctamente',
      data: { status: 1, title: 'Presentación', time: '10:30', LeadFleetFollowUpPhase: 'SEGUIMIENTO', LeadFleetActivityFollowUpType: { slug: 'reuniones' }, User: { email: 'fleet-executive@demo.mx' } },
    });
    expect(new Date(res.json().data.date).toISOString()).toBe('2026-12-03T16:30:00.000Z');
  });

  it.each([
    ['follow-up type', { LeadFleetActivityFollowUpTypeId: undefined }],
    ['activity', { LeadFleetActivityTypeId: '' }],
    ['title', { title: '  ' }],
    ['meeting date', { date: undefined }],
    ['meeting time', { time: '' }],
  ])('refuses a missing %s: Completa todos los campos para continuar', async (_n, o) => {
    const lead = await f.makeLead();
    const res = await addActivity('admin', lead.id, { LeadFleetActivityFollowUpTypeId: meeting.id, LeadFleetActivityTypeId: meeting.typeId, title: 'T', date: '2026-12-03', time: '10:30', ...o });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe('Completa todos los campos para continuar');
  });

  it('does not need date and time for other follow-up types, and refuses test drives here', async () => {
    const lead = await f.makeLead();
    const res = await addActivity('admin', lead.id, { LeadFleetActivityFollowUpTypeId: call.id, LeadFleetActivityTypeId: call.typeId, title: 'Llamar' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.date).toBeNull();
    const td = await f.followUp('pruebas-de-manejo');
    const refused = await addActivity('admin', lead.id, { LeadFleetActivityFollowUpTypeId: td.id, LeadFleetActivityTypeId: (await f.activityTypeOf(td.id)).id, title: 'Prueba' });
    expect(refused.statusCode).toBe(400);
  });

  it.each(TESTED_ROLES)('§6 new activity: %s', async (role) => {
    const lead = await f.makeLead({ userId: execId });
    const res = await addActivity(role, lead.id, { LeadFleetActivityFollowUpTypeId: call.id, LeadFleetActivityTypeId: call.typeId, title: 'Llamar' });
    expect(res.statusCode).toBe(WRITERS.includes(role) ? 201 : 403);
  });
});

describe('activity status and follow-up comments', () => {
  it('closes and reopens (Status cambiado); comments only while open', async () => {
    const lead = await f.makeLead({ userId: execId });
    const act = (await addActivity('fleet-executive', lead.id, { LeadFleetActivityFollowUpTypeId: call.id, LeadFleetActivityTypeId: call.typeId, title: 'Llamar' })).json().data;
    const comment = (text: string, activityId: unknown = act.id) =>
      t.api(email('fleet-executive'), { method: 'POST', url: `/api/lead-fleet/follow-up/${lead.id}`, payload: { data: { LeadFleetActivityId: activityId, comment: text } } });
    const ok = await comment('Se confirmó la reunión');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ message: 'Comentario guardado', data: { comment: 'Se confirmó la reunión', User: { email: 'fleet-executive@demo.mx' } } });
    expect((await comment('  ')).json().data).toBe('Debes escribir un comentario');
    expect((await comment('hola', null)).json().data).toBe('Intente de nuevo');
    const foreign = await f.makeLead({ userId: execId });
    const other = (await addActivity('fleet-executive', foreign.id, { LeadFleetActivityFollowUpTypeId: call.id, LeadFleetActivityTypeId: call.typeId, title: 'Otra' })).json().data;
    expect((await comment('hola', other.id)).json().data).toBe('Intente de nuevo');

    const close = await t.api(email('fleet-executive'), { method: 'PATCH', url: `/api/lead-fleet/activity/${act.id}`, payload: { data: { status: 0 } } });
    expect(close.json()).toMatchObject({ message: 'Status cambiado', data: { status: 0 } });
    const closed = await comment('tarde');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().data).toBe('La actividad está cerrada');
    const open = await t.api(email('fleet-executive'), { method: 'PATCH', url: `/api/lead-fleet/activity/${act.id}`, payload: { data: { status: 1 } } });
    expect(open.json().data.status).toBe(1);
    const read = await t.api(email('fleet-executive'), { method: 'GET', url: `/api/lead-fleet/activity/${act.id}` });
    expect(read.json().data.LeadFleetActivityFollowUpComments.map((c: { comment: string }) => c.comment)).toEqual(['Se confirmó la reunión']);
  });

  it('is described by the README as the API answers it (issue 28)', () => {
    // The fleet README's Decisions item on follow-up comments, up to the next item.
    const readme = readFileSync(new URL('../../src/server/features/fleet/README.md', import.meta.url), 'utf8');
    const start = readme.indexOf('A follow-up comment');
    expect(start).toBeGreaterThan(0);
    const item = readme.slice(start, readme.indexOf('\n- ', start)).replace(/\s+/g, ' ');
    // A closed activity and a test drive are 409 with their own messages; 'Intente de nuevo' is for a missing or foreign activity id only.
    expect(item).toMatch(new RegExp(`closed[^;.]*'${FLEET_MSG.activityClosed}'`));
    expect(item).toContain(`'${FLEET_MSG.testDriveNoFollowUp}'`);
    expect(item).toMatch(new RegExp(`'${FLEET_MSG.tryAgain}'`));
    expect(item).not.toMatch(new RegExp(`(closed|open)[^;.]*otherwise '${FLEET_MSG.tryAgain}'`));
  });

  it('refuses follow-up comments on a test drive', async () => {
    const lead = await f.makeLead({ userId: execId, phase: 'SEGUIMIENTO' });
    const td = await f.followUp('pruebas-de-manejo');
    const [a] = await f.db
      .insert(leadFleetActivities)
      .values({ leadFleetId: lead.id, followUpTypeId: td.id, phase: 'SEGUIMIENTO', title: 'Prueba de manejo', date: new Date(), status: 1 })
      .returning();
    await f.db.insert(leadFleetActivityTestDriveUnits).values({ activityId: a!.id, productId: f.product.id, vin: 'LJ1TEST0000000001', plate: 'ABC-123-D' });
    const res = await t.api(email('fleet-executive'), { method: 'POST', url: `/api/lead-fleet/follow-up/${lead.id}`, payload: { data: { LeadFleetActivityId: a!.id, comment: 'x' } } });
    expect(res.statusCode).toBe(409);
    const read = await t.api(email('fleet-executive'), { method: 'GET', url: `/api/lead-fleet/activity/${a!.id}` });
    expect(read.json().data.LeadFleetActivityTestDriveUnits[0]).toMatchObject({ vin: 'LJ1TEST0000000001', Product: { id: f.product.id } });
  });

  it.each(TESTED_ROLES)('§6 status toggle and comment: %s', async (role) => {
    const lead = await f.makeLead({ userId: execId });
    const act = (await addActivity('admin', lead.id, { LeadFleetActivityFollowUpTypeId: call.id, LeadFleetActivityTypeId: call.typeId, title: 'Llamar' })).json().data;
    const c = await t.api(email(role), { method: 'POST', url: `/api/lead-fleet/follow-up/${lead.id}`, payload: { data: { LeadFleetActivityId: act.id, comment: 'ok' } } });
    const s = await t.api(email(role), { method: 'PATCH', url: `/api/lead-fleet/activity/${act.id}`, payload: { data: { status: 0 } } });
    expect(c.statusCode).toBe(WRITERS.includes(role) ? 201 : 403);
    expect(s.statusCode).toBe(WRITERS.includes(role) ? 200 : 403);
    expect((await f.db.select().from(leadFleetActivities).where(eq(leadFleetActivities.id, act.id)))[0]!.status).toBe(WRITERS.includes(role) ? 0 : 1);
  });

  it('hides another executive’s activities (404)', async () => {
    const lead = await f.makeLead({ userId: await f.userId('fleet-coordinator@demo.mx') });
    const act = (await addActivity('admin', lead.id, { LeadFleetActivityFollowUpTypeId: call.id, LeadFleetActivityTypeId: call.typeId, title: 'Llamar' })).json().data;
    expect((await t.api(email('fleet-executive'), { method: 'GET', url: `/api/lead-fleet/activity/${act.id}` })).statusCode).toBe(404);
    expect((await t.api(email('fleet-executive'), { method: 'PATCH', url: `/api/lead-fleet/activity/${act.id}`, payload: { data: { status: 0 } } })).statusCode).toBe(404);
  });
});

describe('history and agenda', () => {
  it('groups the history by phase and lists the lead’s events', async () => {
    const lead = await f.makeLead({ userId: execId });
    await addActivity('fleet-executive', lead.id, { LeadFleetActivityFollowUpTypeId: call.id, LeadFleetActivityTypeId: call.typeId, title: 'En prospección' });
    await t.api(email('fleet-executive'), { method: 'PATCH', url: `/api/lead-fleet/${lead.id}`, payload: { data: { move: 'next' } } });
    await addActivity('fleet-executive', lead.id, { LeadFleetActivityFollowUpTypeId: call.id, LeadFleetActivityTypeId: call.typeId, title: 'En seguimiento' });
    const res = await t.api(email('fleet-executive'), { method: 'GET', url: `/api/lead-fleet/data/history/${lead.id}` });
    const h = res.json().data;
    expect(h.phases.map((g: { phase: string; label: string }) => `${g.phase}:${g.label}`)).toEqual(['1ER_CONTACTO:Prospección', 'SEGUIMIENTO:Seguimiento']);
    expect(h.phases[1].activities[0].title).toBe('En seguimiento');
    expect(h.events.map((e: { action: string }) => e.action)).toContain('PHASE_NEXT');
    expect((await t.api(email('sales-admin'), { method: 'GET', url: `/api/lead-fleet/data/history/${lead.id}` })).statusCode).toBe(200);
  });

  it('answers the lead’s dated activities within [dateStart, dateEnd)', async () => {
    const lead = await f.makeLead({ userId: execId });
    for (const date of ['2026-12-01', '2026-12-07', '2026-12-08']) {
      await addActivity('fleet-executive', lead.id, { LeadFleetActivityFollowUpTypeId: meeting.id, LeadFleetActivityTypeId: meeting.typeId, title: `Reunión ${date}`, date, time: '09:00' });
    }
    await addActivity('fleet-executive', lead.id, { LeadFleetActivityFollowUpTypeId: call.id, LeadFleetActivityTypeId: call.typeId, title: 'Sin fecha' });
    const week = await t.api(email('fleet-executive'), {
      method: 'GET',
      url: `/api/lead-fleet/schedule/${lead.id}?dateStart=2026-12-01T06:00:00.000Z&dateEnd=2026-12-08T06:00:00.000Z`,
    });
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json().data.map((a: { title: string }) => a.title)).toEqual(['Reunión 2026-12-01', 'Reunión 2026-12-07']);
    const bad = await t.api(email('fleet-executive'), { method: 'GET', url: `/api/lead-fleet/schedule/${lead.id}?dateStart=nope&dateEnd=2026-12-08` });
    expect(bad.statusCode).toBe(400);
    const foreign = await f.makeLead({ userId: await f.userId('fleet-manager@demo.mx') });
    expect((await t.api(email('fleet-executive'), { method: 'GET', url: `/api/lead-fleet/schedule/${foreign.id}?dateStart=2026-12-01&dateEnd=2026-12-08` })).statusCode).toBe(404);
  });
});
