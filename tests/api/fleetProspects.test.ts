import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { spanishSorted } from './spanishOrder';
import {
  agencies,
  companies,
  leadFleetAgencies,
  leadFleetClasifications,
  leadFleetOrigins,
  leadFleetProducts,
  leadFleetProspects,
  leadFleets,
  products,
  userAgencies,
  users,
} from '../../src/server/db/schema';
import { PROSPECT_MSG } from '../../src/shared/domain/prospectMessages';

let t: TestApp;
let agencyId: number;
let otherAgencyId: number;
let productId: number;
let originId: number;
let classificationId: number;
let companyId: number;
let executiveId: number;
let coordinatorId: number;
const db = () => t.database.db;

const validEdit = {
  firstName: 'Mariana',
  lastName: 'Gómez Ruiz',
  email: 'mariana@transportes.mx',
  phone: '5512345678',
  companyName: 'Transportes Gómez',
  position: 'Gerente de Flotilla',
};

async function newProspect(over: Partial<typeof leadFleetProspects.$inferInsert> = {}): Promise<number> {
  const [row] = await db()
    .insert(leadFleetProspects)
    .values({
      agencyId,
      firstName: 'Prueba',
      lastName: 'Prospecto Uno',
      email: 'prueba@empresa.mx',
      phone: '+525511112222',
      companyName: 'Empresa Prueba',
      position: 'Compras',
      productId,
      quantity: 12,
      ...over,
    })
    .returning({ id: leadFleetProspects.id });
  return row!.id;
}

const convertBody = (over: Record<string, unknown> = {}) => ({
  data: {
    companyId,
    origin: originId,
    userId: executiveId,
    comments: 'Cliente interesado en renovar su flotilla',
    agencies: [{ id: otherAgencyId, contactName: 'Luis Pérez Soto', contactPhone: '5587654321', contactEmail: 'luis@dealer.mx' }],
    classification: classificationId,
    ...over,
  },
});

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 3 });
  const ags = await db().select().from(agencies).orderBy(agencies.id);
  agencyId = ags[0]!.id;
  otherAgencyId = ags[1]!.id;
  productId = (await db().select().from(products).orderBy(products.id))[0]!.id;
  const [o] = await db().insert(leadFleetOrigins).values({ description: 'Sitio web' }).returning();
  const [c] = await db().insert(leadFleetClasifications).values({ description: 'A - Alta prioridad' }).returning();
  originId = o!.id;
  classificationId = c!.id;
  const [company] = await db().insert(companies).values({ agencyId, name: 'Transportes Gómez', description: 'Av. Reforma 100' }).returning();
  companyId = company!.id;
  executiveId = (await db().select().from(users).where(eq(users.email, 'fleet-executive@demo.mx')))[0]!.id;
  coordinatorId = (await db().select().from(users).where(eq(users.email, 'fleet-coordinator@demo.mx')))[0]!.id;
  // A second executive of the same agency, to prove executives do not see each other's prospects.
  const exec = (await db().select().from(users).where(eq(users.id, executiveId)))[0]!;
  const [other] = await db()
    .insert(users)
    .values({ email: 'otro-ejecutivo@demo.mx', passwordHash: exec.passwordHash, firstName: 'Otro', lastName: 'Ejecutivo', roleId: exec.roleId })
    .returning();
  await db().insert(userAgencies).values({ userId: other!.id, agencyId });
});
afterAll(async () => t?.close());

describe('GET /lead-fleet-prospect', () => {
  it('pages the agency prospects in SQL, newest first, with the total', async () => {
    const res = await t.api('fleet-coordinator@demo.mx', { method: 'GET', url: '/api/lead-fleet-prospect?page=1&limit=10', agencyId });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const counted = (await db().execute(sql`SELECT count(*)::int AS total FROM lead_fleet_prospects WHERE agency_id = ${agencyId}`)) as unknown as { rows: { total: number }[] };
    const total = counted.rows[0]!.total;
    expect(body.total).toBe(total);
    expect(body.pages).toBe(Math.ceil(total / 10));
    expect(body.data).toHaveLength(10);
    const dates = body.data.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(body.data[0].Product).toMatchObject({ name: expect.any(String), model: expect.any(String) });
  });

  it('the Inactivos tab lists only discarded prospects', async () => {
    const res = await t.api('fleet-coordinator@demo.mx', { method: 'GET', url: '/api/lead-fleet-prospect?status=inactive&limit=100', agencyId });
    const rows = res.json().data as { active: boolean }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((p) => p.active === false)).toBe(true);
  });

  it('searches by name, e-mail or company and sorts by direction-prefixed keys', async () => {
    await newProspect({ firstName: 'Zacarías', lastName: 'Único Buscable', companyName: 'Aerolíneas Zeta' });
    const res = await t.api('fleet-coordinator@demo.mx', { method: 'GET', url: `/api/lead-fleet-prospect?search=${encodeURIComponent('único buscable')}`, agencyId });
    expect(res.json().data.map((p: { firstAndLastName: string }) => p.firstAndLastName)).toEqual(['Zacarías Único Buscable']);
    const byCompany = await t.api('fleet-coordinator@demo.mx', { method: 'GET', url: '/api/lead-fleet-prospect?search=aerol', agencyId });
    expect(byCompany.json().total).toBe(1);
    const asc = await t.api('fleet-coordinator@demo.mx', { method: 'GET', url: '/api/lead-fleet-prospect?sortBy=companyName&limit=100', agencyId });
    const names = asc.json().data.map((p: { companyName: string }) => p.companyName.toLowerCase());
    expect(names).toEqual(spanishSorted(names));
    const desc = await t.api('fleet-coordinator@demo.mx', { method: 'GET', url: '/api/lead-fleet-prospect?sortBy=-companyName&limit=100', agencyId });
    expect(desc.json().data[0].companyName.toLowerCase()).toBe(names[names.length - 1]);
  });

  it('sorts by model and by name over pages that never overlap, newest first by default', async () => {
    const get = (q: string) => t.api('fleet-coordinator@demo.mx', { method: 'GET', url: `/api/lead-fleet-prospect?${q}`, agencyId });
    for (const sortBy of ['product', '-product', 'name', '-createdAt']) {
      const first = (await get(`sortBy=${sortBy}&limit=5&page=1`)).json();
      const second = (await get(`sortBy=${sortBy}&limit=5&page=2`)).json();
      const all = (await get(`sortBy=${sortBy}&limit=10&page=1`)).json();
      expect(first.total, sortBy).toBeGreaterThan(10);
      const ids = (page: { data: { id: number }[] }) => page.data.map((p) => p.id);
      expect([...ids(first), ...ids(second)], sortBy).toEqual(ids(all));
    }
    const byModel = (await get('sortBy=product&limit=100')).json().data.map((p: { Product: { name: string } | null }) => p.Product?.name.toLowerCase() ?? null);
    const named = byModel.filter((n: string | null) => n !== null);
    expect(named).toEqual(spanishSorted(named));
    expect(byModel.slice(named.length).every((n: string | null) => n === null)).toBe(true);
    const newest = (await get('limit=100')).json().data.map((p: { createdAt: string }) => p.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('sorts by model name as the catalogue names it now: a new prospect, a changed model and a renamed model', async () => {
    const all = await db().select().from(products).orderBy(products.id);
    const [a, b] = [all[0]!, all[1]!];
    const first = () => t.api('fleet-coordinator@demo.mx', { method: 'GET', url: '/api/lead-fleet-prospect?sortBy=product&limit=1', agencyId });
    const last = () => t.api('fleet-coordinator@demo.mx', { method: 'GET', url: '/api/lead-fleet-prospect?sortBy=-product&limit=1', agencyId });
    try {
      await db().update(products).set({ name: 'Áaa Primero' }).where(eq(products.id, a.id));
      const mine = await newProspect({ productId: b.id, firstName: 'Orden', lastName: 'De Modelo' });
      expect((await first()).json().data[0].ProductId).toBe(a.id);
      // Its model changed through the edit screen: it sorts under the new model's name.
      const edit = await t.api('fleet-coordinator@demo.mx', { method: 'PATCH', url: `/api/lead-fleet-prospect/${mine}`, agencyId, payload: { data: { ...validEdit, ProductId: a.id, quantity: 3 } } });
      expect(edit.statusCode, edit.body).toBe(200);
      await db().update(products).set({ name: 'Zzz Último' }).where(eq(products.id, a.id));
      const top = (await last()).json().data[0];
      expect(top.ProductId).toBe(a.id);
      expect(top.Product.name).toBe('Zzz Último');
    } finally {
      await db().update(products).set({ name: a.name }).where(eq(products.id, a.id));
    }
  });

  it("searches what was typed: LIKE's wildcards match themselves", async () => {
    await newProspect({ firstName: 'Porcentaje', lastName: 'Cien', companyName: 'Flotas 100% Norte' });
    const pct = await t.api('fleet-coordinator@demo.mx', { method: 'GET', url: `/api/lead-fleet-prospect?search=${encodeURIComponent('100%')}&limit=100`, agencyId });
    expect(pct.json().data.map((p: { companyName: string }) => p.companyName)).toEqual(['Flotas 100% Norte']);
    await newProspect({ firstName: 'Guion', lastName: 'Bajo', companyName: 'Rutas AXB' });
    const underscore = await t.api('fleet-coordinator@demo.mx', { method: 'GET', url: '/api/lead-fleet-prospect?search=rutas%20a_b', agencyId });
    expect(underscore.json().total).toBe(0);
    const typed = await t.api('fleet-coordinator@demo.mx', { method: 'GET', url: '/api/lead-fleet-prospect?search=rutas%20axb', agencyId });
    expect(typed.json().total).toBe(1);
  });

  it('takes the date filter as Mexico City days', async () => {
    // 23:30 on 2026-03-10 in Mexico City is already the 11th in UTC.
    await newProspect({ firstName: 'Noche', lastName: 'Tardía', companyName: 'Horario Central', createdAt: new Date('2026-03-11T05:30:00Z') });
    const day = await t.api('fleet-coordinator@demo.mx', { method: 'GET', url: '/api/lead-fleet-prospect?startDate=2026-03-10&endDate=2026-03-10&search=horario%20central', agencyId });
    expect(day.json().total).toBe(1);
    const next = await t.api('fleet-coordinator@demo.mx', { method: 'GET', url: '/api/lead-fleet-prospect?startDate=2026-03-11&endDate=2026-03-11&search=horario%20central', agencyId });
    expect(next.json().total).toBe(0);
  });

  it('filters by model, company and date range', async () => {
    const res = await t.api('fleet-coordinator@demo.mx', { method: 'GET', url: `/api/lead-fleet-prospect?ProductId=${productId}&limit=100`, agencyId });
    expect(res.json().data.every((p: { ProductId: number }) => p.ProductId === productId)).toBe(true);
    const future = await t.api('fleet-coordinator@demo.mx', { method: 'GET', url: '/api/lead-fleet-prospect?startDate=2999-01-01', agencyId });
    expect(future.json().total).toBe(0);
  });

  it('refuses unknown sort keys, impossible dates and huge pages with 400', async () => {
    for (const q of ['sortBy=__proto__', 'startDate=2024-13-45', 'limit=100000', 'page=0']) {
      const res = await t.api('fleet-coordinator@demo.mx', { method: 'GET', url: `/api/lead-fleet-prospect?${q}`, agencyId });
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('is the fleet area only: retail, hr and product roles get 403', async () => {
    for (const who of ['manager@demo.mx', 'adviser-floor@demo.mx', 'hr@demo.mx', 'product@demo.mx']) {
      const res = await t.api(who, { method: 'GET', url: '/api/lead-fleet-prospect' });
      expect(res.statusCode, who).toBe(403);
    }
    for (const who of ['admin@demo.mx', 'sales-admin@demo.mx', 'fleet-manager@demo.mx', 'fleet-coordinator@demo.mx', 'fleet-executive@demo.mx']) {
      const res = await t.api(who, { method: 'GET', url: '/api/lead-fleet-prospect', agencyId });
      expect(res.statusCode, who).toBe(200);
    }
  });

  it('a fleet-executive sees their own and unassigned prospects, not another executive’s', async () => {
    const other = (await db().select().from(users).where(eq(users.email, 'otro-ejecutivo@demo.mx')))[0]!;
    const theirs = await newProspect({ userId: other.id, firstName: 'DeOtro' });
    const res = await t.api('fleet-executive@demo.mx', { method: 'GET', url: '/api/lead-fleet-prospect?limit=100', agencyId });
    const rows = res.json().data as { id: number; UserId: number | null }[];
    expect(rows.every((p) => p.UserId === null || p.UserId === executiveId)).toBe(true);
    expect(rows.some((p) => p.id === theirs)).toBe(false);
    const detail = await t.api('fleet-executive@demo.mx', { method: 'GET', url: `/api/lead-fleet-prospect/${theirs}`, agencyId });
    expect(detail.statusCode).toBe(404);
    expect(detail.json().data).toBe(PROSPECT_MSG.notFound);
    const edit = await t.api('fleet-executive@demo.mx', { method: 'PATCH', url: `/api/lead-fleet-prospect/${theirs}`, payload: { ...validEdit, ProductId: productId, quantity: 2 }, agencyId });
    expect(edit.statusCode).toBe(404);
  });
});

describe('GET /lead-fleet-prospect/{id}', () => {
  it('answers the prospect with product, or El prospecto no existe', async () => {
    const id = await newProspect();
    const res = await t.api('fleet-manager@demo.mx', { method: 'GET', url: `/api/lead-fleet-prospect/${id}`, agencyId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, firstAndLastName: 'Prueba Prospecto Uno', active: true, convertedToLeadAt: null, quantity: 12 });
    const missing = await t.api('fleet-manager@demo.mx', { method: 'GET', url: '/api/lead-fleet-prospect/999999', agencyId });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().data).toBe(PROSPECT_MSG.notFound);
    const other = await newProspect({ agencyId: otherAgencyId });
    const cross = await t.api('fleet-manager@demo.mx', { method: 'GET', url: `/api/lead-fleet-prospect/${other}`, agencyId });
    expect(cross.statusCode).toBe(404);
  });
});

describe('PATCH /lead-fleet-prospect/{id}', () => {
  it('saves both steps, answers Prospecto actualizado and records what changed', async () => {
    const id = await newProspect();
    const res = await t.api('fleet-coordinator@demo.mx', { method: 'PATCH', url: `/api/lead-fleet-prospect/${id}`, payload: { data: { ...validEdit, ProductId: productId, quantity: 30 } }, agencyId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBe(PROSPECT_MSG.updated);
    const [row] = await db().select().from(leadFleetProspects).where(eq(leadFleetProspects.id, id));
    expect(row).toMatchObject({ firstName: 'Mariana', phone: '+525512345678', quantity: 30, companyName: 'Transportes Gómez' });
    const history = await t.api('fleet-coordinator@demo.mx', { method: 'GET', url: `/api/lead-fleet-prospect/${id}/history`, agencyId });
    expect(history.json().data[0]).toMatchObject({ action: 'edited', detail: expect.stringContaining('Unidades: 12 → 30') });
  });

  it('gives the spec messages for each missing part and changes nothing', async () => {
    const id = await newProspect();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validEdit, position: '', ProductId: productId, quantity: 1 }, PROSPECT_MSG.requiredFields],
      [{ ...validEdit, ProductId: null, quantity: 1 }, PROSPECT_MSG.selectModel],
      [{ ...validEdit, ProductId: productId, quantity: 0 }, PROSPECT_MSG.quantityMin],
      [{ ...validEdit, ProductId: 999999, quantity: 1 }, PROSPECT_MSG.selectModel],
    ];
    for (const [payload, message] of cases) {
      const res = await t.api('fleet-coordinator@demo.mx', { method: 'PATCH', url: `/api/lead-fleet-prospect/${id}`, payload, agencyId });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().data).toBe(message);
    }
    const [row] = await db().select().from(leadFleetProspects).where(eq(leadFleetProspects.id, id));
    expect(row!.firstName).toBe('Prueba');
  });

  it('refuses malformed values with 400, never 500', async () => {
    const id = await newProspect();
    for (const payload of [{ ...validEdit, firstName: 1 }, { ...validEdit, firstName: 'a\u0000b' }, { ...validEdit, companyName: 'x'.repeat(20_000) }, { ...validEdit, ProductId: 2 ** 31, quantity: 1 }]) {
      const res = await t.api('fleet-coordinator@demo.mx', { method: 'PATCH', url: `/api/lead-fleet-prospect/${id}`, payload, agencyId });
      expect(res.statusCode).toBe(400);
    }
    const bad = await t.api('fleet-coordinator@demo.mx', { method: 'PATCH', url: '/api/lead-fleet-prospect/0x1F', payload: validEdit, agencyId });
    expect(bad.statusCode).toBe(400);
  });
});

describe('discard and reactivate', () => {
  it('toggles, records it, and an inactive prospect cannot be edited or converted', async () => {
    const id = await newProspect();
    const off = await t.api('fleet-executive@demo.mx', { method: 'POST', url: `/api/lead-fleet-prospect/${id}/toggle-active`, agencyId });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ active: false, message: PROSPECT_MSG.toggled });
    const edit = await t.api('fleet-coordinator@demo.mx', { method: 'PATCH', url: `/api/lead-fleet-prospect/${id}`, payload: { ...validEdit, ProductId: productId, quantity: 2 }, agencyId });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().data).toBe(PROSPECT_MSG.inactive);
    const convert = await t.api('fleet-coordinator@demo.mx', { method: 'POST', url: `/api/lead-fleet-prospect/${id}/convert-to-lead`, payload: convertBody(), agencyId });
    expect(convert.statusCode).toBe(409);
    expect(await db().select().from(leadFleets).where(eq(leadFleets.contactName, 'Prueba Prospecto Uno'))).toHaveLength(0);
    const on = await t.api('fleet-executive@demo.mx', { method: 'POST', url: `/api/lead-fleet-prospect/${id}/toggle-active`, agencyId });
    expect(on.json().data.active).toBe(true);
    const history = await t.api('fleet-executive@demo.mx', { method: 'GET', url: `/api/lead-fleet-prospect/${id}/history`, agencyId });
    expect(history.json().data.map((e: { action: string }) => e.action)).toEqual(['reactivated', 'discarded']);
  });
});

describe('POST /lead-fleet-prospect/{id}/convert-to-lead', () => {
  it('creates exactly one lead with the company, vehicle, stores and owner, then refuses a second conversion', async () => {
    const id = await newProspect({ firstName: 'Convertible', quantity: 25 });
    const res = await t.api('fleet-coordinator@demo.mx', { method: 'POST', url: `/api/lead-fleet-prospect/${id}/convert-to-lead`, payload: convertBody(), agencyId });
    expect(res.statusCode).toBe(201);
    const leadId = res.json().data as number;
    const [lead] = await db().select().from(leadFleets).where(eq(leadFleets.id, leadId));
    expect(lead).toMatchObject({ companyId, userId: executiveId, phase: '1ER_CONTACTO', contactName: 'Convertible Prospecto Uno', leadFleetOriginId: originId, leadFleetClasificationId: classificationId, agencyId, totalQuantity: 25 });
    expect(await db().select().from(leadFleetProducts).where(eq(leadFleetProducts.leadFleetId, leadId))).toMatchObject([{ productId, quantity: 25 }]);
    expect(await db().select().from(leadFleetAgencies).where(eq(leadFleetAgencies.leadFleetId, leadId))).toMatchObject([{ agencyId: otherAgencyId, contactName: 'Luis Pérez Soto' }]);
    const [prospect] = await db().select().from(leadFleetProspects).where(eq(leadFleetProspects.id, id));
    expect(prospect!.convertedToLeadAt).not.toBeNull();
    expect(prospect!.leadFleetId).toBe(leadId);
    const again = await t.api('fleet-coordinator@demo.mx', { method: 'POST', url: `/api/lead-fleet-prospect/${id}/convert-to-lead`, payload: convertBody(), agencyId });
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toBe(PROSPECT_MSG.alreadyConverted);
    expect(await db().select().from(leadFleets).where(eq(leadFleets.contactName, 'Convertible Prospecto Uno'))).toHaveLength(1);
  });

  it('a fleet-executive cannot choose the advisor: they become the owner', async () => {
    const id = await newProspect({ firstName: 'PorEjecutivo' });
    // An executive works the companies assigned to them.
    const [own] = await db().insert(companies).values({ agencyId, name: 'Mensajería del Ejecutivo', userId: executiveId }).returning();
    const refused = await t.api('fleet-executive@demo.mx', { method: 'POST', url: `/api/lead-fleet-prospect/${id}/convert-to-lead`, payload: convertBody(), agencyId });
    expect(refused.statusCode).toBe(400);
    const res = await t.api('fleet-executive@demo.mx', { method: 'POST', url: `/api/lead-fleet-prospect/${id}/convert-to-lead`, payload: convertBody({ userId: coordinatorId, companyId: own!.id }), agencyId });
    expect(res.statusCode).toBe(201);
    const [lead] = await db().select().from(leadFleets).where(eq(leadFleets.id, res.json().data));
    expect(lead!.userId).toBe(executiveId);
  });

  it('gives the spec messages: required fields, classification; notes over 255 refused', async () => {
    const id = await newProspect({ firstName: 'SinDatos' });
    const cases: [Record<string, unknown>, string][] = [
      [{ companyId: null }, PROSPECT_MSG.requiredFields],
      [{ origin: null }, PROSPECT_MSG.requiredFields],
      [{ userId: null }, PROSPECT_MSG.requiredFields],
      [{ classification: null }, PROSPECT_MSG.classificationRequired],
      [{ comments: 'x'.repeat(256) }, PROSPECT_MSG.notesTooLong],
      [{ userId: (await db().select().from(users).where(eq(users.email, 'adviser-floor@demo.mx')))[0]!.id }, PROSPECT_MSG.requiredFields],
    ];
    for (const [over, message] of cases) {
      const res = await t.api('fleet-manager@demo.mx', { method: 'POST', url: `/api/lead-fleet-prospect/${id}/convert-to-lead`, payload: convertBody(over), agencyId });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().data).toBe(message);
    }
    const [prospect] = await db().select().from(leadFleetProspects).where(and(eq(leadFleetProspects.id, id)));
    expect(prospect!.convertedToLeadAt).toBeNull();
  });
});

describe('POST /api/public/fleet-prospects (the fleet web form)', () => {
  const form = (over: Record<string, unknown> = {}) => ({
    agencyId,
    firstName: 'Roberto',
    lastName: 'Salinas Vega',
    email: 'roberto@logistica.mx',
    phone: '8112345678',
    companyName: 'Logística Salinas',
    position: 'Director de Operaciones',
    ProductId: productId,
    quantity: 15,
    ...over,
  });
  const post = (payload: unknown, ip: string) => t.app.inject({ method: 'POST', url: '/api/public/fleet-prospects', payload: payload as object, remoteAddress: ip });

  it('needs no session, creates one web prospect and does not repeat it', async () => {
    const first = await post(form(), '10.0.0.1');
    expect(first.statusCode).toBe(202);
    expect(first.json().data).toBe(PROSPECT_MSG.intakeReceived);
    const again = await post(form(), '10.0.0.1');
    expect(again.statusCode).toBe(202);
    const rows = await db().select().from(leadFleetProspects).where(eq(leadFleetProspects.email, 'roberto@logistica.mx'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'web', phone: '+528112345678', userId: null, active: true });
  });

  it('refuses malformed input with 400 and ignores the honeypot', async () => {
    const bad = [form({ email: 'no' }), form({ phone: '123' }), form({ quantity: 0 }), form({ firstName: '' }), form({ ProductId: 999999 }), form({ agencyId: 'x' }), form({ companyName: 'a'.repeat(5000) }), form({ lastName: 'a\u0000' })];
    for (const [i, payload] of bad.entries()) {
      expect((await post(payload, `10.0.1.${i}`)).statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const bot = await post(form({ email: 'bot@spam.mx', website: 'http://spam' }), '10.0.0.3');
    expect(bot.statusCode).toBe(202);
    expect(await db().select().from(leadFleetProspects).where(eq(leadFleetProspects.email, 'bot@spam.mx'))).toHaveLength(0);
  });

  it('answers 429 to a flood from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await post(form({ email: `flood${i}@x.mx` }), '10.0.0.9')).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 202)).toBe(true);
    expect(codes.slice(5)).toEqual([429, 429, 429]);
  });
});
