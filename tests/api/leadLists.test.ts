import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { spanishSorted } from './spanishOrder';
import { accessoryLeads, leads } from '../../src/server/db/schema';
import { userIdOf } from './salesHelpers';

let t: TestApp;
const AGENCY = 1;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 30 });
});
afterAll(async () => t?.close());

const get = (email: string, url: string, agencyId = AGENCY) => t.api(email, { method: 'GET', url, agencyId });
const phaseLeads = (phase: string) =>
  t.database.db.select().from(leads).where(and(eq(leads.agencyId, AGENCY), eq(leads.phase, phase), isNull(leads.mergedIntoId)));

describe('frozen, future-sale and search lists', () => {
  it('pages the frozen leads of the agency with the freeze reason', async () => {
    const res = await get('coordinator@demo.mx', '/api/leads/frozen?page=1&limit=2');
    expect(res.statusCode).toBe(200);
    const rows = await phaseLeads('congelado');
    expect(res.json()).toMatchObject({ total: rows.length, pages: Math.ceil(rows.length / 2), page: 1, limit: 2 });
    expect(res.json().data[0]).toMatchObject({ phase: 'congelado', reason: expect.any(String) });
  });

  it('orders future-sale leads by reactivation date and searches by name', async () => {
    const body = (await get('manager@demo.mx', '/api/leads/future-sale?limit=50')).json();
    const rows = await phaseLeads('futura-venta');
    expect(body.total).toBe(rows.length);
    const dates = body.data.map((r: { reactivationDate: string }) => new Date(r.reactivationDate).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const one = rows[0]!;
    const found = (await get('manager@demo.mx', `/api/leads/future-sale?search=${encodeURIComponent(one.firstName)}`)).json();
    expect(found.data.map((r: { id: number }) => r.id)).toContain(one.id);
  });

  it('lists leads of any phase for the search list; an adviser sees only their own', async () => {
    const all = await phaseLeads('seguimiento');
    expect((await get('manager@demo.mx', '/api/leads/search?leadPhase=seguimiento')).json().total).toBe(all.length);
    const me = await userIdOf(t, 'adviser-floor@demo.mx');
    const mine = (await get('adviser-floor@demo.mx', '/api/leads/search?leadPhase=seguimiento&limit=100')).json();
    expect(mine.total).toBe(all.filter((l) => l.userId === me).length);
    expect(mine.data.every((r: { User: { id: number } }) => r.User.id === me)).toBe(true);
    expect((await get('manager@demo.mx', '/api/leads/search?leadPhase=otra')).statusCode).toBe(400);
  });

  it('refuses sales-admin on the frozen list and never shows another agency', async () => {
    expect((await get('sales-admin@demo.mx', '/api/leads/frozen')).statusCode).toBe(403);
    const other = (await get('admin@demo.mx', '/api/leads/frozen?limit=100', 2)).json();
    expect(other.data.length).toBeGreaterThan(0);
    const ids = new Set((await phaseLeads('congelado')).map((l) => l.id));
    expect(other.data.some((r: { id: number }) => ids.has(r.id))).toBe(false);
  });
});

describe('accessory leads', () => {
  it('pages, counts per stage and sorts by direction-prefixed names', async () => {
    const res = await get('manager@demo.mx', '/api/lead-accesorios/?page=1&limit=10&sortBy=-updatedAt');
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(accessoryLeads).where(eq(accessoryLeads.agencyId, AGENCY));
    const body = res.json();
    expect(body.total).toBe(rows.length);
    expect(body.totals.all).toBe(rows.length);
    expect(body.data).toHaveLength(10);
    const newest = [...rows].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0]!;
    expect(body.data[0]).toMatchObject({ id: newest.id, Item: { name: expect.any(String), ProductImageUrls: expect.any(Array) } });
    const byName = (await get('manager@demo.mx', '/api/lead-accesorios/?limit=100&sortBy=name')).json().data.map((r: { name: string }) => r.name.toLowerCase());
    expect(byName).toEqual(spanishSorted(byName));
    expect((await get('manager@demo.mx', '/api/lead-accesorios/?sortBy=-password')).statusCode).toBe(400);
  });

  it('filters by stage and search', async () => {
    const rows = await t.database.db.select().from(accessoryLeads).where(and(eq(accessoryLeads.agencyId, AGENCY), eq(accessoryLeads.stage, 'VENDIDO')));
    const body = (await get('manager@demo.mx', '/api/lead-accesorios/?stage=VENDIDO&limit=100')).json();
    expect(body.total).toBe(rows.length);
    const found = (await get('manager@demo.mx', `/api/lead-accesorios/?search=${encodeURIComponent(rows[0]!.name)}`)).json();
    expect(found.data.map((r: { id: number }) => r.id)).toContain(rows[0]!.id);
  });

  it('gives the detail, 404 for another agency, and refuses roles without access', async () => {
    const [row] = await t.database.db.select().from(accessoryLeads).limit(1);
    const res = await get('admin@demo.mx', `/api/lead-accesorios/${row!.id}`);
    expect(res.json().data).toMatchObject({ id: row!.id, name: row!.name, email: row!.email, origin: row!.origin });
    expect((await get('admin@demo.mx', `/api/lead-accesorios/${row!.id}`, 2)).statusCode).toBe(404);
    expect((await get('coordinator@demo.mx', `/api/lead-accesorios/${row!.id}`)).statusCode).toBe(403);
    expect((await get('adviser-floor@demo.mx', '/api/lead-accesorios/')).statusCode).toBe(403);
  });
});
