import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import {
  accessLog,
  accessoryItems,
  accessoryLeads,
  appointments,
  companies,
  companyContactPeople,
  duplicatePairs,
  floorVisits,
  leadFleetProspects,
  leadFleets,
  leads,
  privacyBlocks,
  productColors,
  products,
  sales,
  whatsappConversations,
  whatsappMessages,
} from '../../src/server/db/schema';
import { ROLES } from '../../src/shared/domain/roles';
import { localDay } from '../../src/shared/domain/agendaRange';
import { WHATSAPP_MSG } from '../../src/shared/domain/whatsappMessages';
import { deliveriesSettled } from '../../src/server/features/whatsapp';
import { startWhatsappSim, type WhatsappSim } from '../../src/whatsappSim/whatsappSim';
import { fixtures, type Fixtures } from './leadsFixtures';
import { walkedRoutes, walkRequests, type WalkTarget } from './routeWalk';
import { createTestApp, type TestApp } from './testApp';

/**
 * A cancellation's first stage (issue 54): 'Bloquear datos' on the request blocks every record of
 * the person at once — hidden from every GET of every role (the route table walked as the security
 * tests do), 404 on its detail, WhatsApp refused — while dashboards and sales counts stay equal; and
 * the person writing again makes a new record, never the blocked one back.
 */
let t: TestApp;
let sim: WhatsappSim;
let f: Fixtures;
let agency: number;
const person = { name: 'Quetzalcoatl Bloqueado', phone: '5547110099', email: 'quetzal.bloqueo@privado.mx' };
const waId = `521${person.phone}`;
const ids: Record<string, number> = {};
let requestId: number;

const call = (role: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.api(`${role}@demo.mx`, { method, url: `/api${url}`, payload, agencyId: agency });

async function settle() {
  await deliveriesSettled();
}

/** The lead typed by staff, through the real pipeline (duplicate keys and pairs, SLA clock, consents). */
async function createLead(firstName: string, lastName: string, phone: string, email: string) {
  const [product] = await t.database.db.select().from(products).where(eq(products.active, true)).limit(1);
  const [color] = await t.database.db.select().from(productColors).where(eq(productColors.productId, product!.id)).limit(1);
  const res = await t.api('admin@demo.mx', {
    method: 'POST',
    url: '/api/lead/',
    agencyId: agency,
    payload: {
      data: {
        firstName,
        lastName,
        leadEmails: [email],
        leadPhones: [phone],
        LeadOriginId: f.origin.id,
        productId: product!.id,
        colorId: color!.id,
        AgencyId: agency,
        buyType: 'retail',
        leadInterests: [{ ProductId: product!.id, ProductColorId: color!.id, quantity: 1 }],
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** What dashboards and reports count: equal before and after the blocking. */
async function totals() {
  const q = '?startDate=2000-01-01&endDate=2100-12-31';
  const out: Record<string, unknown> = {};
  for (const url of ['/lead/ByAllPhases', '/lead/ByPhase', '/lead/ByOrigin', '/lead/InterestByModel']) {
    const res = await call('manager', 'GET', `${url}${q}`);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    out[url] = res.json().data;
  }
  out.sales = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM sales WHERE agency_id = ${agency}`)) as unknown;
  return JSON.stringify(out);
}

beforeAll(async () => {
  sim = await startWhatsappSim({ statusDelayMs: 20 });
  t = await createTestApp({ leadsPerAgency: 6, config: { whatsappGraphUrl: sim.graphUrl } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  sim.state.webhookUrl = `http://127.0.0.1:${port}/api/public/whatsapp/webhook`;
  f = await fixtures(t);
  agency = f.agencyIds[0]!;
  const c = sim.channel();
  const put = await t.api('admin@demo.mx', {
    method: 'PUT',
    url: `/api/agency/${agency}/whatsapp`,
    payload: { phoneNumberId: c.phoneNumberId, businessAccountId: c.businessAccountId, accessToken: c.accessToken, appSecret: c.appSecret, verifyToken: c.verifyToken },
  });
  expect(put.statusCode, put.body).toBe(200);

  const db = t.database.db;
  // The person's records in every feature: two retail leads (a duplicate pair), their appointment and
  // visit, a WhatsApp conversation with messages, a fleet lead, a company contact, a prospect and an accessory lead.
  ids.lead = await createLead('Quetzalcoatl', 'Bloqueado', person.phone, person.email);
  ids.partner = await createLead('Quetzalcoatl', 'Bloqueado Segundo', person.phone, 'otro.quetzal@privado.mx');
  const owner = await f.userId('adviser-floor@demo.mx');
  await db.update(leads).set({ userId: owner, phase: 'seguimiento' }).where(sql`${leads.id} IN (${ids.lead}, ${ids.partner})`);
  const date = new Date(Date.now() + 2 * 86_400_000);
  const [appointment] = await db.insert(appointments).values({ leadId: ids.lead, agencyId: agency, userId: owner, type: 'ACTIVITY', status: 'CONFIRMED', date }).returning();
  ids.appointment = appointment!.id;
  const [visit] = await db.insert(floorVisits).values({ leadId: ids.lead, agencyId: agency, userId: owner, origin: 'EXISTING', type: 'BE_BACK' }).returning();
  ids.visit = visit!.id;
  let [pair] = await db.select().from(duplicatePairs).where(and(eq(duplicatePairs.leadId, Math.min(ids.lead, ids.partner)), eq(duplicatePairs.matchedId, Math.max(ids.lead, ids.partner))));
  pair ??= (await db.insert(duplicatePairs).values({ agencyId: agency, leadId: Math.min(ids.lead, ids.partner), matchedId: Math.max(ids.lead, ids.partner), score: 90 }).returning())[0]!;
  ids.pair = pair.id;
  const [conversation] = await db.insert(whatsappConversations).values({ agencyId: agency, leadId: ids.lead, waId, phoneKey: person.phone, profileName: 'Quetzalcoatl WA', lastMessageAt: new Date(), unread: 1 }).returning();
  ids.conversation = conversation!.id;
  await db.insert(whatsappMessages).values({ conversationId: conversation!.id, agencyId: agency, direction: 'in', kind: 'text', body: { text: 'Hola, soy Quetzalcoatl' }, status: 'received' });
  const [company] = await db.insert(companies).values({ agencyId: agency, name: 'Transportes Tlaloc' }).returning();
  ids.company = company!.id;
  const [fleetLead] = await db
    .insert(leadFleets)
    .values({ agencyId: agency, companyId: company!.id, contactName: 'Quetzalcoatl Bloqueado', companyName: 'Transportes Tlaloc', phone: `+52${person.phone}`, email: person.email })
    .returning();
  ids.fleetLead = fleetLead!.id;
  const [contact] = await db.insert(companyContactPeople).values({ companyId: company!.id, type: 'COMPANY', name: 'Quetzalcoatl Bloqueado', email: person.email, phone: person.phone }).returning();
  ids.contact = contact!.id;
  const [prospect] = await db
    .insert(leadFleetProspects)
    .values({ agencyId: agency, firstName: 'Quetzalcoatl', lastName: 'Bloqueado', email: person.email, phone: person.phone, companyName: 'Transportes Tlaloc', position: 'Compras' })
    .returning();
  ids.prospect = prospect!.id;
  const [item] = await db.select({ id: accessoryItems.id }).from(accessoryItems).where(eq(accessoryItems.active, true)).limit(1);
  ids.item = item!.id;
  const [accessory] = await db.insert(accessoryLeads).values({ agencyId: agency, itemId: item!.id, name: 'Quetzalcoatl Bloqueado', email: person.email, phone: `+52${person.phone}` }).returning();
  ids.accessory = accessory!.id;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

/** The walk's targets: the retail lead with its appointment, visit and pair, then the other features' ids in the same slots. */
function targets(): WalkTarget[] {
  const base: WalkTarget = {
    leadId: ids.lead!,
    partnerId: ids.partner!,
    appointmentId: ids.appointment!,
    visitId: ids.visit!,
    pairId: ids.pair!,
    ownerId: 0,
    agencyId: agency,
    phase: 'seguimiento',
    firstName: 'Quetzalcoatl',
    lastName: 'Bloqueado',
    email: person.email,
    phoneDigits: person.phone,
    day: localDay(new Date(Date.now() + 2 * 86_400_000)),
  };
  return [
    base,
    { ...base, leadId: ids.fleetLead!, partnerId: ids.prospect!, appointmentId: ids.accessory!, visitId: ids.conversation!, pairId: ids.company! },
    { ...base, leadId: ids.company!, partnerId: ids.fleetLead!, appointmentId: ids.prospect!, visitId: ids.contact!, pairId: ids.accessory! },
    // The sale exists from the first test on (its detail routes take the sale's id).
    ...(ids.sale ? [{ ...base, leadId: ids.sale, appointmentId: ids.sale, visitId: ids.sale, pairId: ids.sale }] : []),
  ];
}

/** The person's own ARCO request (its record of what it answered about whom) and the access log are the data officer's evidence: outside the walk. */
const EVIDENCE = /^GET \/api\/privacy\/(arco|access-log)/;

/** Every GET of the route table, with the person's ids in path and query (and a second pass with the free-text names some lists use). */
function walk() {
  const routes = walkedRoutes(t.app.routeTable, ['GET']).filter((r) => !EVIDENCE.test(`GET ${r.url}`));
  const [retail, ...others] = targets();
  const withIds = routes.filter((r) => r.url.includes(':'));
  // The free-text box alone ('filter', 'q', 'search'), as a list opens with nothing else chosen.
  const named = (r: ReturnType<typeof walkRequests>[number]) => ({ ...r, query: { filter: 'Quetzalcoatl', q: 'Quetzalcoatl', search: 'Quetzalcoatl', CompanyId: String(ids.company), limit: '100' } });
  // Lists answer from the query: once with the walk's query and once with the names some lists search by.
  // And every list as its export (CSV: the same handler, streamed).
  const exported = (r: ReturnType<typeof walkRequests>[number]) => ({ ...r, route: `${r.route} (csv)`, query: { ...(r.query as Record<string, string>), format: 'csv' } });
  return [...walkRequests(routes, retail!, agency).flatMap((r) => (r.route.includes(':') ? [r] : [r, named(r), exported(r)])), ...others.flatMap((target) => walkRequests(withIds, target, agency))];
}

const SECRETS = ['Quetzalcoatl', person.email, person.phone];
const leaks = (body: string) => SECRETS.filter((s) => body.toLowerCase().includes(s.toLowerCase()));

describe('Bloquear datos (a cancellation, first stage)', () => {
  let before: string;
  const shownBefore = new Set<string>();

  it('the walk is meaningful: before blocking, the person is shown on the lists, searches and details the walk calls', async () => {
    // The blocked person bought: the dashboard's 'TotalVentas' counts that sale before and after.
    const sold = async () => (await call('manager', 'GET', '/lead/ByAllPhases?startDate=2000-01-01&endDate=2100-12-31')).json().data.TotalVentas as number;
    const without = await sold();
    const [product] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.active, true)).limit(1);
    const [sale] = await t.database.db.insert(sales).values({ leadId: ids.lead!, agencyId: agency, userId: await f.userId('adviser-floor@demo.mx'), productId: product!.id, salePrice: 350000 }).returning();
    ids.sale = sale!.id;
    expect(await sold()).toBe(without + 1);
    for (const request of walk()) {
      for (const role of ['admin', 'manager', 'fleet-manager']) {
        const res = await t.api(`${role}@demo.mx`, request);
        if (res.statusCode === 200 && leaks(res.body).length) shownBefore.add(request.route);
      }
    }
    for (const route of [
      'GET /api/lead/:id',
      'GET /api/leads/search',
      'GET /api/search',
      'GET /api/leadActivity/data/appointments',
      'GET /api/lead-fleet',
      'GET /api/lead-fleet/:id',
      'GET /api/lead-fleet-prospect',
      'GET /api/company/:id',
      'GET /api/lead-accesorios/',
      'GET /api/lead-accesorios/:id',
      'GET /api/whatsapp/inbox',
      'GET /api/sale/dashboard',
      'GET /api/sale/dashboard/:id',
      'GET /api/agenda/week',
    ]) {
      expect(shownBefore, route).toContain(route);
    }
    const exports = [...shownBefore].filter((k) => k.endsWith('(csv)'));
    expect(exports.length, exports.join('\n')).toBeGreaterThan(3);
    before = await totals();
  }, 900_000);

  it('is the data officer’s: another role gets 403; only a cancellation request blocks', async () => {
    const registered = await call('coordinator', 'POST', '/privacy/arco', { data: { type: 'cancelacion', person, identityMethod: 'ine', identityNote: 'INE vigente' } });
    expect(registered.statusCode, registered.body).toBe(201);
    requestId = registered.json().data.id;
    const kinds = registered.json().data.recordRows.map((r: { kind: string; id: number }) => `${r.kind}:${r.id}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        `lead:${ids.lead}`,
        `lead:${ids.partner}`,
        `fleet-lead:${ids.fleetLead}`,
        `fleet-contact:${ids.contact}`,
        `fleet-prospect:${ids.prospect}`,
        `accessory-lead:${ids.accessory}`,
        `whatsapp-conversation:${ids.conversation}`,
      ]),
    );
    for (const role of ['adviser-floor', 'bdc', 'hostess', 'sales-admin', 'fleet-manager']) {
      const res = await call(role, 'POST', `/privacy/arco/${requestId}/block`);
      expect(res.statusCode, role).toBe(403);
    }
    const access = await call('coordinator', 'POST', '/privacy/arco', { data: { type: 'acceso', person, identityMethod: 'ine' } });
    const refused = await call('coordinator', 'POST', `/privacy/arco/${access.json().data.id}/block`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data ?? refused.json().message).toBe('Solo una solicitud de cancelación bloquea datos');
    expect(await t.database.db.select().from(privacyBlocks)).toEqual([]);
  });

  it('blocks every record of the request in one go: the ledger, the access log and the request en trámite', async () => {
    const tabs = async () => (await call('manager', 'GET', '/lead/new/totals-phase')).json().data as { all: number; seguimiento: number };
    const before = await tabs();
    const res = await call('coordinator', 'POST', `/privacy/arco/${requestId}/block`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Datos bloqueados: 7 registros de la persona');
    expect(res.json().data).toMatchObject({ state: 'en-tramite', blocking: { records: 7, blockedBy: expect.any(String), blockedAt: expect.any(String) } });
    const db = t.database.db;
    const ledger = await db.select().from(privacyBlocks).where(eq(privacyBlocks.requestId, requestId));
    expect(ledger.map((b) => `${b.subjectKind}:${b.subjectId}`).sort()).toEqual(
      [
        `lead:${ids.lead}`,
        `lead:${ids.partner}`,
        `fleet-lead:${ids.fleetLead}`,
        `fleet-contact:${ids.contact}`,
        `fleet-prospect:${ids.prospect}`,
        `accessory-lead:${ids.accessory}`,
        `whatsapp-conversation:${ids.conversation}`,
      ].sort(),
    );
    expect(new Set(ledger.map((b) => b.blockedById)).size).toBe(1);
    for (const table of [leads, leadFleets, companyContactPeople, leadFleetProspects, accessoryLeads, whatsappConversations]) {
      const rows = await db.select({ blockedAt: table.blockedAt }).from(table).where(sql`${table.blockedAt} IS NOT NULL`);
      expect(rows.length, String(table)).toBeGreaterThan(0);
    }
    const logged = await db.select().from(accessLog).where(eq(accessLog.action, 'arco-block'));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.target).toContain(`Solicitud ARCO ${requestId}`);
    // The tabs' totals are what the lists can show: the two blocked 'seguimiento' leads leave them too.
    const after = await tabs();
    expect([after.all, after.seguimiento]).toEqual([before.all - 2, before.seguimiento - 2]);
    const listed = (await call('manager', 'GET', '/lead/new/totals?phase=seguimiento')).json().data as { seguimiento: number; total: number };
    expect(listed.total).toBe(after.seguimiento);
    const again = await call('coordinator', 'POST', `/privacy/arco/${requestId}/block`);
    expect(again.statusCode).toBe(400);
    expect(again.json().data ?? again.json().message).toBe('Los datos de esta solicitud ya están bloqueados');
  });

  it('no GET of the route table answers any role the blocked person’s name, phone or e-mail', async () => {
    const found: string[] = [];
    const requests = walk();
    for (const role of ROLES) {
      for (const request of requests) {
        const res = await t.api(`${role}@demo.mx`, request);
        expect(res.statusCode, `${role} ${request.method} ${request.url}`).toBeLessThan(500);
        const leaked = leaks(res.body);
        if (leaked.length) found.push(`${role} ${request.route} ${request.url} → ${res.statusCode} ${leaked.join(', ')}`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  }, 1_800_000);

  it('a new ARCO request of the person still finds the blocked records (the agency holds them) and shows them blocked', async () => {
    const found = await call('coordinator', 'POST', '/privacy/arco/match', { data: person });
    const keys = (found.json().data as { kind: string; id: number }[]).map((r) => `${r.kind}:${r.id}`);
    expect(keys).toEqual(expect.arrayContaining([`lead:${ids.lead}`, `lead:${ids.partner}`, `fleet-lead:${ids.fleetLead}`, `accessory-lead:${ids.accessory}`]));
    const second = await call('coordinator', 'POST', '/privacy/arco', { data: { type: 'cancelacion', person, identityMethod: 'pasaporte', records: [{ kind: 'lead', id: ids.lead }] } });
    // Its record is blocked already: the request says so (when and by whom), and blocking it again is refused.
    expect(second.json().data.blocking).toMatchObject({ records: 1, blockedBy: expect.any(String) });
    const res = await call('coordinator', 'POST', `/privacy/arco/${second.json().data.id}/block`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data ?? res.json().message).toBe('Los datos de esta solicitud ya están bloqueados');
    const [first] = await t.database.db.select().from(privacyBlocks).where(and(eq(privacyBlocks.subjectKind, 'lead'), eq(privacyBlocks.subjectId, ids.lead!)));
    expect(first!.requestId).toBe(requestId);
  });

  it('a blocked record’s detail is 404, as a missing one', async () => {
    for (const url of [`/sale/dashboard/${ids.sale}`, `/sale/reporting/${ids.sale}`, `/lead/${ids.lead}`, `/lead/${ids.partner}`, `/lead-fleet/${ids.fleetLead}`, `/lead-fleet-prospect/${ids.prospect}`, `/lead-accesorios/${ids.accessory}`, `/whatsapp/conversation?leadId=${ids.lead}`]) {
      const res = await call('admin', 'GET', url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('refuses a WhatsApp message to the blocked person with its reason', async () => {
    for (const payload of [{ leadId: ids.lead, text: 'Hola' }, { fleetLeadId: ids.fleetLead, text: 'Hola' }]) {
      const res = await t.api('admin@demo.mx', { method: 'POST', url: '/api/whatsapp/messages', agencyId: agency, payload });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().data ?? res.json().message).toBe(WHATSAPP_MSG.blocked);
    }
  });

  it('keeps dashboards and sales counts equal', async () => {
    expect(await totals()).toBe(before);
  });

  it('the person writing again makes new records: WhatsApp, the public forms and staff, never the blocked ones back', async () => {
    const db = t.database.db;
    await sim.inbound({ from: waId, name: 'Quetzalcoatl Regresa', text: 'Hola de nuevo' });
    await settle();
    const conversations = await db.select().from(whatsappConversations).where(eq(whatsappConversations.phoneKey, person.phone));
    expect(conversations).toHaveLength(2);
    const fresh = conversations.find((c) => c.id !== ids.conversation)!;
    expect(fresh.blockedAt).toBeNull();
    expect([ids.lead, ids.partner]).not.toContain(fresh.leadId);
    const [newLead] = await db.select().from(leads).where(eq(leads.id, fresh.leadId!));
    expect(newLead!.blockedAt).toBeNull();
    expect(await db.select({ id: whatsappMessages.id }).from(whatsappMessages).where(eq(whatsappMessages.conversationId, ids.conversation!))).toHaveLength(1);
    // The new lead answers; the blocked ones stay out, and it pairs with neither.
    expect((await call('manager', 'GET', `/lead/${fresh.leadId}`)).statusCode).toBe(200);
    const palette = await call('manager', 'GET', `/search?q=${person.phone}`);
    expect(palette.statusCode, palette.body).toBe(200);
    expect(palette.json().data.map((h: { id: number }) => h.id)).toContain(fresh.leadId);
    const pairs = await db.select().from(duplicatePairs).where(sql`${fresh.leadId} IN (${duplicatePairs.leadId}, ${duplicatePairs.matchedId})`);
    expect(pairs.filter((p) => [p.leadId, p.matchedId].some((x) => x === ids.lead || x === ids.partner))).toEqual([]);

    const staff = await createLead('Quetzalcoatl', 'Otra Vez', person.phone, person.email);
    expect([ids.lead, ids.partner]).not.toContain(staff);

    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.active, true)).limit(1);
    const fleetForm = await t.app.inject({
      method: 'POST',
      url: '/api/public/fleet-prospects',
      payload: { agencyId: agency, firstName: 'Quetzalcoatl', lastName: 'Bloqueado', email: person.email, phone: person.phone, companyName: 'Transportes Tlaloc', position: 'Compras', ProductId: product!.id, quantity: 10 },
    });
    expect(fleetForm.statusCode, fleetForm.body).toBe(202);
    const prospects = await db.select().from(leadFleetProspects).where(eq(leadFleetProspects.email, person.email));
    expect(prospects).toHaveLength(2);
    const shop = await t.app.inject({ method: 'POST', url: '/api/public/accessories/interest', payload: { itemId: ids.item, agencyId: agency, name: 'Quetzalcoatl Bloqueado', phone: person.phone }, remoteAddress: '10.9.9.8' });
    expect(shop.statusCode, shop.body).toBe(201);
    const accessories = await db.select().from(accessoryLeads).where(eq(accessoryLeads.phone, `+52${person.phone}`));
    expect(accessories).toHaveLength(2);
    expect(accessories.filter((a) => a.blockedAt === null)).toHaveLength(1);
  });
});
