import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { fixtures, type Fixtures } from './leadsFixtures';
import { appointments, duplicatePairs, floorVisits, leadEmails, leadPhones, leads } from '../../src/server/db/schema';
import { localDay } from '../../src/shared/domain/agendaRange';
import { walkedRoutes, walkRequests, type WalkTarget } from './routeWalk';

/**
 * Generated from the app's route table (collected by an onRoute hook), so a route added later is
 * walked without touching this file: every route is called with the ids of a lead and of its
 * appointment, floor visit and duplicate pair in its path, query and body, and its answer must not
 * carry what the caller may not see.
 */
let t: TestApp;
let f: Fixtures;
const ADVISERS = ['adviser-digital', 'adviser-floor', 'adviser-hybrid', 'adviser-telefonica'] as const;
const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 6 });
  f = await fixtures(t);
}, 120_000);
afterAll(async () => t?.close());

let phoneSeq = 0;
/** A lead with contacts nobody else has, a partner lead forming an OPEN duplicate pair, an appointment and a floor visit. */
async function target(o: { ownerId: number | null; phase: string; firstName: string; appointmentOwner: number | null }): Promise<WalkTarget> {
  const db = f.db;
  const agencyId = f.agencyIds[0]!;
  const mk = async (firstName: string) => {
    const phoneDigits = `55${String(90_000_000 + ++phoneSeq).padStart(8, '0')}`;
    const email = `${firstName.toLowerCase()}@oculto.mx`;
    const [lead] = await db
      .insert(leads)
      .values({ agencyId, phase: o.phase, userId: o.ownerId, firstName, lastName: 'Recorrido', email, phone: `+52${phoneDigits}`, leadOriginId: f.origin.id })
      .returning();
    await db.insert(leadEmails).values({ leadId: lead!.id, value: email });
    await db.insert(leadPhones).values({ leadId: lead!.id, value: `+52${phoneDigits}` });
    return { lead: lead!, phoneDigits, email };
  };
  const main = await mk(o.firstName);
  const partner = await mk(`${o.firstName}b`);
  const date = new Date(Date.now() + 2 * 86_400_000);
  const [appointment] = await db
    .insert(appointments)
    .values({ leadId: main.lead.id, agencyId, userId: o.appointmentOwner, type: 'ACTIVITY', status: 'CONFIRMED', date })
    .returning();
  const [visit] = await db.insert(floorVisits).values({ leadId: main.lead.id, agencyId, userId: o.ownerId, origin: 'EXISTING', type: 'BE_BACK' }).returning();
  const [pair] = await db
    .insert(duplicatePairs)
    .values({ agencyId, leadId: Math.min(main.lead.id, partner.lead.id), matchedId: Math.max(main.lead.id, partner.lead.id), score: 66.67 })
    .returning();
  return {
    leadId: main.lead.id,
    partnerId: partner.lead.id,
    appointmentId: appointment!.id,
    visitId: visit!.id,
    pairId: pair!.id,
    ownerId: o.ownerId ?? 0,
    agencyId,
    phase: o.phase,
    firstName: o.firstName,
    lastName: 'Recorrido',
    email: main.email,
    phoneDigits: main.phoneDigits,
    day: localDay(date),
  };
}

const snapshot = async (id: number) =>
  (await f.db.execute(sql`SELECT l.phase, l.user_id, l.email, l.phone, l.updated_at, l.merged_into_id,
      (SELECT count(*) FROM appointments a WHERE a.lead_id = l.id) AS appointments,
      (SELECT string_agg(a.status || a.date::text, ',' ORDER BY a.id) FROM appointments a WHERE a.lead_id = l.id) AS states,
      (SELECT count(*) FROM lead_activities a WHERE a.lead_id = l.id) AS activities,
      (SELECT count(*) FROM lead_interests i WHERE i.lead_id = l.id) AS interests,
      (SELECT count(*) FROM user_reminders r WHERE r.lead_id = l.id) AS reminders
    FROM leads l WHERE l.id = ${id}`)) as unknown;

const leaks = (body: string, secrets: string[]) => secrets.filter((s) => body.toLowerCase().includes(s.toLowerCase()));

describe('object-level authorisation, from the route table', () => {
  it('no route answers an adviser another adviser’s lead, and no write touches it', async () => {
    const digital = await f.userId('adviser-digital@demo.mx');
    const floor = await f.userId('adviser-floor@demo.mx');
    const ofDigital = await target({ ownerId: digital, phase: 'seguimiento', firstName: 'Zafirodigital', appointmentOwner: digital });
    const ofFloor = await target({ ownerId: floor, phase: 'seguimiento', firstName: 'Zafiropiso', appointmentOwner: floor });
    const routes = walkedRoutes(t.app.routeTable, ALL_METHODS);
    // Reads first, then writes, so a write that wrongly succeeded cannot hide a read leak.
    routes.sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    expect(routes.length).toBeGreaterThan(80);

    const found: string[] = [];
    for (const role of ADVISERS) {
      const other = role === 'adviser-digital' ? ofFloor : ofDigital;
      const before = JSON.stringify(await snapshot(other.leadId));
      const secrets = [other.firstName, other.email, other.phoneDigits];
      for (const request of walkRequests(routes, other, other.agencyId)) {
        const res = await t.api(`${role}@demo.mx`, request);
        expect(res.statusCode, `${role} ${request.method} ${request.url}`).toBeLessThan(500);
        const leaked = leaks(res.body, secrets);
        if (leaked.length) found.push(`${role} ${request.method} ${request.url} → ${res.statusCode} ${leaked.join(', ')}`);
      }
      expect(JSON.stringify(await snapshot(other.leadId)), `${role} changed another adviser's lead`).toBe(before);
    }
    expect(found).toEqual([]);

    // The walk reaches the lead when it is the caller's own: the same requests do show it.
    const own = walkRequests(routes.filter((r) => r.method === 'GET'), ofDigital, ofDigital.agencyId);
    const shown = new Set<string>();
    for (const request of own) {
      const res = await t.api('adviser-digital@demo.mx', request);
      if (res.statusCode === 200 && res.body.includes(ofDigital.email)) shown.add(request.route);
    }
    for (const route of ['GET /api/lead/:id', 'GET /api/leads-duplicados/:leadId', 'GET /api/leadActivity/data/appointments', 'GET /api/leads/search']) {
      expect(shown, route).toContain(route);
    }
    for (const route of ['GET /api/agenda/lead-day', 'GET /api/agenda/lead-week']) {
      expect((await t.api('adviser-digital@demo.mx', { method: 'GET', url: route.slice(4), query: { LeadId: String(ofDigital.leadId), date: ofDigital.day } })).body).toContain(
        ofDigital.firstName,
      );
    }
  }, 600_000);
});

describe('the subasta contact mask, from the route table', () => {
  it('coordinator, bdc and every adviser get a dash for a subasta lead’s e-mail and phone on every answer', async () => {
    const masked = ['coordinator', 'bdc', ...ADVISERS] as const;
    const subasta = await target({ ownerId: null, phase: 'subasta', firstName: 'Subastaoculto', appointmentOwner: await f.userId('manager@demo.mx') });
    await f.db.update(leads).set({ phase: 'subasta' }).where(eq(leads.id, subasta.partnerId));
    // Each role holds an appointment on it, so the appointment lists and agenda answer it to them.
    for (const role of masked) {
      await f.db
        .insert(appointments)
        .values({ leadId: subasta.leadId, agencyId: subasta.agencyId, userId: await f.userId(`${role}@demo.mx`), type: 'ACTIVITY', status: 'CONFIRMED', date: new Date(Date.now() + 2 * 86_400_000) });
    }
    const restore = () =>
      f.db
        .update(leads)
        .set({ phase: 'subasta', userId: null, email: subasta.email, phone: `+52${subasta.phoneDigits}` })
        .where(eq(leads.id, subasta.leadId));
    const routes = walkedRoutes(t.app.routeTable, ALL_METHODS);
    routes.sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    const requests = walkRequests(routes, subasta, subasta.agencyId);
    const contacts = [subasta.email, subasta.phoneDigits];

    // Unmasked (manager): these answers do carry the contacts, so the walk is meaningful.
    const carrying = new Set<string>();
    for (const request of requests.filter((r) => r.method === 'GET')) {
      const res = await t.api('manager@demo.mx', request);
      if (res.statusCode === 200 && leaks(res.body, contacts).length) carrying.add(request.route);
    }
    for (const route of [
      'GET /api/lead/:id',
      'GET /api/leads/search',
      'GET /api/agenda/leads',
      'GET /api/leadActivity/data/appointments',
      'GET /api/leadActivity/data/appointments/:id',
      'GET /api/registro-visitas/data/find',
      'GET /api/leads-duplicados',
      'GET /api/leads-duplicados/:leadId',
      'GET /api/lead/duplicates/detail/:lead1/:lead2',
    ]) {
      expect(carrying, route).toContain(route);
    }

    const found: string[] = [];
    const seenByMasked = new Set<string>();
    for (const role of masked) {
      for (const request of requests) {
        await restore();
        const res = await t.api(`${role}@demo.mx`, request);
        expect(res.statusCode, `${role} ${request.method} ${request.url}`).toBeLessThan(500);
        const [now] = await f.db.select({ phase: leads.phase }).from(leads).where(eq(leads.id, subasta.leadId));
        // An adviser opening it claims it (spec §2): from then on it is theirs, out of subasta.
        if (now!.phase !== 'subasta') continue;
        if (res.statusCode === 200 && res.body.includes(subasta.firstName)) seenByMasked.add(`${role} ${request.route}`);
        const leaked = leaks(res.body, contacts);
        if (leaked.length) found.push(`${role} ${request.method} ${request.url} → ${leaked.join(', ')}`);
      }
    }
    await restore();
    expect(found).toEqual([]);
    // The masked roles did get the lead itself on those answers: only its contacts were dashed.
    for (const row of ['coordinator GET /api/leads/search', 'bdc GET /api/agenda/leads', 'coordinator GET /api/registro-visitas/data/find', 'adviser-floor GET /api/leadActivity/data/appointments', 'coordinator GET /api/lead/duplicates/detail/:lead1/:lead2']) {
      expect(seenByMasked, row).toContain(row);
    }
  }, 600_000);
});
