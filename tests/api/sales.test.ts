import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { spanishSorted } from './spanishOrder';
import { leads, saleVins, sales } from '../../src/server/db/schema';
import { userIdOf } from './salesHelpers';

let t: TestApp;
const AGENCY = 1;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 40 });
});
afterAll(async () => t?.close());

/** A fresh sale in `stage` on a closed lead of the agency, so each test owns its sale. */
async function saleIn(stage: string, agencyId = AGENCY) {
  const [lead] = await t.database.db.select().from(leads).where(and(eq(leads.agencyId, agencyId), eq(leads.phase, 'cerrado'))).limit(1);
  if (!lead) throw new Error('no closed lead');
  const [s] = await t.database.db.insert(sales).values({ leadId: lead.id, agencyId, userId: lead.userId, stage, quantity: 1 }).returning();
  return s!;
}
const patchStage = (email: string, id: number, stage: string, agencyId = AGENCY) =>
  t.api(email, { method: 'PATCH', url: `/api/sale/stage/${id}`, payload: { stage }, agencyId });
const stageOf = async (id: number) => (await t.database.db.select({ stage: sales.stage }).from(sales).where(eq(sales.id, id)))[0]!.stage;

describe('reported sales list', () => {
  it('pages the agency sales by tab with per-tab totals counted in the database', async () => {
    const res = await t.api('sales-admin@demo.mx', { method: 'GET', url: '/api/sale/dashboard?page=1&limit=10&phase=PENDING_DELIVERY', agencyId: AGENCY });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const all = await t.database.db.select().from(sales).where(eq(sales.agencyId, AGENCY));
    expect(body.totals.TODAS).toBe(all.length);
    expect(body.totals.PENDING_DELIVERY).toBe(all.filter((s) => s.stage === 'PENDING_DELIVERY').length);
    expect(body.total).toBe(body.totals.PENDING_DELIVERY);
    expect(body.data.every((s: { stage: string }) => s.stage === 'PENDING_DELIVERY')).toBe(true);
    expect(body.data[0]).toMatchObject({ Lead: { id: expect.any(Number) }, Product: { model: expect.any(String) } });
  });

  it('sorts by client ascending and descending', async () => {
    // Accented and ñ clients, given out of order: code-point order would put them all after 'Zoe'.
    const ours = ['Adela Venta', 'Álvaro Venta', 'Nuzco Venta', 'Ñandú Venta', 'Óscar Venta', 'Oswaldo Venta', 'Zoe Venta'];
    const shuffled = ['Zoe Venta', 'Óscar Venta', 'Ñandú Venta', 'Álvaro Venta', 'Oswaldo Venta', 'Nuzco Venta', 'Adela Venta'];
    for (const name of shuffled) {
      const s = await saleIn('PENDING_DELIVERY');
      const [firstName, lastName] = name.split(' ') as [string, string];
      const [closed] = await t.database.db.select().from(leads).where(eq(leads.id, s.leadId));
      const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = closed!;
      const [lead] = await t.database.db.insert(leads).values({ ...copy, firstName, lastName }).returning();
      await t.database.db.update(sales).set({ leadId: lead!.id }).where(eq(sales.id, s.id));
    }
    const clients = async (sortBy: string) => {
      const res = await t.api('manager@demo.mx', { method: 'GET', url: `/api/sale/dashboard?sortBy=${sortBy}&limit=100`, agencyId: AGENCY });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.data).toHaveLength(body.total);
      return body.data.map((s: { Lead: { firstAndLastName: string } }) => s.Lead.firstAndLastName) as string[];
    };
    const asc = await clients('client');
    expect(asc.filter((n) => ours.includes(n))).toEqual(ours);
    expect(asc).toEqual(spanishSorted(asc));
    const desc = await clients('-client');
    expect(desc.filter((n) => ours.includes(n))).toEqual([...ours].reverse());
    expect(desc).toEqual(spanishSorted(desc, true));
  });

  it('searches by client name', async () => {
    const first = (await t.api('manager@demo.mx', { method: 'GET', url: '/api/sale/dashboard', agencyId: AGENCY })).json().data[0];
    const name = first.Lead.firstAndLastName.split(' ')[1];
    const found = (await t.api('manager@demo.mx', { method: 'GET', url: `/api/sale/dashboard?search=${encodeURIComponent(name)}`, agencyId: AGENCY })).json();
    expect(found.data.some((s: { id: number }) => s.id === first.id)).toBe(true);
  });

  it('shows an adviser only their own sales', async () => {
    const me = await userIdOf(t, 'adviser-floor@demo.mx');
    const body = (await t.api('adviser-floor@demo.mx', { method: 'GET', url: '/api/sale/dashboard?limit=100', agencyId: AGENCY })).json();
    const mine = await t.database.db.select().from(sales).where(and(eq(sales.agencyId, AGENCY), eq(sales.userId, me)));
    expect(body.total).toBe(mine.length);
  });

  it("dashes an adviser's subasta lead's contact data in the sales lists, from the lead's phase in the row", async () => {
    const me = await userIdOf(t, 'adviser-floor@demo.mx');
    const s = await saleIn('PENDING_DELIVERY');
    const [closed] = await t.database.db.select().from(leads).where(eq(leads.id, s.leadId));
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = closed!;
    const [lead] = await t.database.db.insert(leads).values({ ...copy, phase: 'subasta', email: 'subasta.venta@correo.mx', phone: '5511112222' }).returning();
    await t.database.db.update(sales).set({ leadId: lead!.id, userId: me }).where(eq(sales.id, s.id));
    for (const [email, masked] of [['adviser-floor@demo.mx', true], ['manager@demo.mx', false]] as const) {
      for (const url of ['/api/sale/dashboard?limit=100', '/api/sale/reporting?limit=100']) {
        const res = await t.api(email, { method: 'GET', url, agencyId: AGENCY });
        expect(res.statusCode, res.body).toBe(200);
        const row = res.json().data.find((x: { id: number }) => x.id === s.id);
        expect(row.Lead, url).toEqual({ id: lead!.id, firstAndLastName: expect.any(String), email: masked ? '-' : 'subasta.venta@correo.mx', phone: masked ? '-' : '5511112222', ClientId: lead!.clientId });
      }
    }
  });

  it('answers a sale of another agency with 404 and never lists it', async () => {
    const foreign = await saleIn('CLOSED', 2);
    const res = await t.api('manager@demo.mx', { method: 'GET', url: `/api/sale/dashboard/${foreign.id}`, agencyId: AGENCY });
    expect(res.statusCode).toBe(404);
    const all = (await t.api('manager@demo.mx', { method: 'GET', url: '/api/sale/dashboard?limit=100', agencyId: AGENCY })).json().data;
    expect(all.some((s: { id: number }) => s.id === foreign.id)).toBe(false);
  });

  it('gives the detail with the lead history for the Funnel and Historial tabs', async () => {
    const s = await saleIn('CLOSED');
    const res = await t.api('manager@demo.mx', { method: 'GET', url: `/api/sale/dashboard/${s.id}`, agencyId: AGENCY });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: s.id, stage: 'CLOSED', Lead: { id: s.leadId } });
    expect(res.json().data.LeadPhaseRecords.length).toBeGreaterThan(0);
  });
});

describe('sale stages', () => {
  it('confirms a delivery: PENDING_DELIVERY → CLOSED, with closing date', async () => {
    const s = await saleIn('PENDING_DELIVERY');
    const res = await patchStage('sales-admin@demo.mx', s.id, 'CLOSED');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.stage).toBe('CLOSED');
    const [row] = await t.database.db.select().from(sales).where(eq(sales.id, s.id));
    expect(row!.closedSale).toBe(true);
    expect(row!.closingDate).not.toBeNull();
  });

  it('refuses skipping a stage and going back, leaving the stage as it was', async () => {
    const pending = await saleIn('PENDING_REPORTING');
    const skip = await patchStage('admin@demo.mx', pending.id, 'CLOSED');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().data).toBe('La venta no puede pasar a esa etapa');
    expect(await stageOf(pending.id)).toBe('PENDING_REPORTING');
    const closed = await saleIn('CLOSED');
    expect((await patchStage('admin@demo.mx', closed.id, 'PENDING_DELIVERY')).statusCode).toBe(409);
    expect((await patchStage('admin@demo.mx', closed.id, 'PENDING_REPORTING')).statusCode).toBe(403);
    expect((await patchStage('admin@demo.mx', closed.id, 'ENTREGADA')).statusCode).toBe(400);
    expect(await stageOf(closed.id)).toBe('CLOSED');
  });

  it('refuses the delivery confirmation to advisers, hostess and bdc', async () => {
    const s = await saleIn('PENDING_DELIVERY');
    for (const email of ['adviser-floor@demo.mx', 'hostess@demo.mx', 'bdc@demo.mx']) {
      const res = await patchStage(email, s.id, 'CLOSED');
      expect(res.statusCode).toBe(403);
    }
    expect(await stageOf(s.id)).toBe('PENDING_DELIVERY');
  });

  it('lets only admin move a sale to PENDING_DELIVERY by hand (the report simulation)', async () => {
    const s = await saleIn('PENDING_REPORTING');
    expect((await patchStage('manager@demo.mx', s.id, 'PENDING_DELIVERY')).statusCode).toBe(403);
    expect((await patchStage('admin@demo.mx', s.id, 'PENDING_DELIVERY')).statusCode).toBe(200);
  });

  it('moves a sale once when two confirmations race', async () => {
    const s = await saleIn('PENDING_DELIVERY');
    const [a, b] = await Promise.all([patchStage('manager@demo.mx', s.id, 'CLOSED'), patchStage('coordinator@demo.mx', s.id, 'CLOSED')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('refuses a sale of another agency with 404', async () => {
    const foreign = await saleIn('PENDING_DELIVERY', 2);
    expect((await patchStage('manager@demo.mx', foreign.id, 'CLOSED')).statusCode).toBe(404);
    expect(await stageOf(foreign.id)).toBe('PENDING_DELIVERY');
  });
});

describe('sale data and reporting list', () => {
  it('updates the sale data', async () => {
    const s = await saleIn('PENDING_REPORTING');
    const res = await t.api('coordinator@demo.mx', { method: 'PUT', url: `/api/sale/${s.id}`, payload: { data: { InvoiceNumber: 'FAC-9', salePrice: 420000 } }, agencyId: AGENCY });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ InvoiceNumber: 'FAC-9', salePrice: 420000 });
    expect((await t.api('hostess@demo.mx', { method: 'PUT', url: `/api/sale/${s.id}`, payload: { data: { InvoiceNumber: 'X' } }, agencyId: AGENCY })).statusCode).toBe(403);
  });

  it('lists sales for reporting filtered by stage', async () => {
    const body = (await t.api('sales-admin@demo.mx', { method: 'GET', url: '/api/sale/reporting?page=1&limit=10&filter=PENDING_REPORTING', agencyId: AGENCY })).json();
    const count = (await t.database.db.select().from(sales).where(and(eq(sales.agencyId, AGENCY), eq(sales.stage, 'PENDING_REPORTING')))).length;
    expect(body.total).toBe(count);
  });
});

describe('external sale report (local mode)', () => {
  const auth = (email: string, username: string, password = 'Demo2026!') =>
    t.api(email, { method: 'POST', url: '/api/auth', payload: { credentials: { username, password } }, agencyId: AGENCY });

  it('issues a token to the admin and moves the reported sale to PENDING_DELIVERY', async () => {
    const s = await saleIn('PENDING_REPORTING');
    const vin = `TESTVIN${s.id}X`;
    await t.database.db.insert(saleVins).values({ leadId: s.leadId, saleId: s.id, vin });
    const token = (await auth('admin@demo.mx', 'admin@demo.mx')).json().data.token;
    expect(token).toEqual(expect.any(String));
    const res = await t.api('admin@demo.mx', {
      method: 'POST',
      url: '/api/sales/data/external',
      headers: { 'api-key': token },
      payload: { ClientId: s.leadId, saleVINs: [vin] },
      agencyId: AGENCY,
    });
    expect(res.statusCode).toBe(200);
    expect(await stageOf(s.id)).toBe('PENDING_DELIVERY');
    // Reporting it again finds nothing pending.
    const again = await t.api('admin@demo.mx', { method: 'POST', url: '/api/sales/data/external', headers: { 'api-key': token }, payload: { ClientId: s.leadId, saleVINs: [vin] }, agencyId: AGENCY });
    expect(again.statusCode).toBe(409);
  });

  it('refuses wrong credentials, a missing api-key and non-admins', async () => {
    expect((await auth('admin@demo.mx', 'admin@demo.mx', 'mala')).statusCode).toBe(401);
    expect((await auth('admin@demo.mx', 'manager@demo.mx')).statusCode).toBe(401);
    expect((await auth('manager@demo.mx', 'manager@demo.mx')).statusCode).toBe(403);
    const s = await saleIn('PENDING_REPORTING');
    const res = await t.api('admin@demo.mx', { method: 'POST', url: '/api/sales/data/external', headers: { 'api-key': 'x.y.z' }, payload: { ClientId: s.leadId, saleVINs: [] }, agencyId: AGENCY });
    expect(res.statusCode).toBe(401);
    expect(await stageOf(s.id)).toBe('PENDING_REPORTING');
  });
});
