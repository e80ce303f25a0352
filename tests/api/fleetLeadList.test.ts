import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../src/server/lib/queryRows';
import { createTestApp, type TestApp } from './testApp';
import { email, fleetFixtures, sqlSorted, type FleetFixtures } from './fleetFixtures';

let t: TestApp;
let f: FleetFixtures;
let agency: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 13 });
  f = await fleetFixtures(t);
  agency = f.agencyIds[0]!;
});
afterAll(async () => t?.close());

type Row = { id: number; phase: string; contactName: string; companyName: string; user: string | null; lastActivityDate: string; UserId: number | null };
const list = async (role: string, q: Record<string, unknown>) => {
  const params = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]));
  const res = await t.api(email(role), { method: 'GET', url: `/api/lead-fleet?${params}`, headers: { UserId: '1', UserRole: 'admin' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; total: number; pages: number; page: number; limit: number };
};
const count = async (where: SQL) =>
  ((await queryRows<{ n: number }>(f.db, sql`SELECT count(*)::int AS n FROM lead_fleets l WHERE l.agency_id = ${agency} AND ${where}`)))[0]!.n;

describe('GET /lead-fleet', () => {
  it('has seeded leads in every phase for the first agency', async () => {
    for (const phase of ['1ER_CONTACTO', 'SEGUIMIENTO', 'CIERRE', 'POST_VENTA', 'CONGELADO']) expect(await count(sql`l.phase = ${phase}`), phase).toBeGreaterThan(3);
  });

  it('pages 10 a page; TODO counts every phase, a tab only its own', async () => {
    const all = await list('fleet-manager', {});
    expect(all.limit).toBe(10);
    expect(all.data).toHaveLength(10);
    expect(all.total).toBe(await count(sql`true`));
    expect(all.pages).toBe(Math.ceil(all.total / 10));
    const page2 = await list('fleet-manager', { page: 2 });
    expect(page2.data.map((r) => r.id)).not.toContain(all.data[0]!.id);
    for (const phase of ['1ER_CONTACTO', 'SEGUIMIENTO', 'CIERRE', 'POST_VENTA', 'CONGELADO']) {
      const tab = await list('fleet-manager', { phase, limit: 100 });
      expect(tab.total, phase).toBe(await count(sql`l.phase = ${phase}`));
      expect(tab.data.every((r) => r.phase === phase)).toBe(true);
    }
  });

  it('totals per tab agree with the list under the same filters', async () => {
    const filters = { subStatus: 'ACTIVO' };
    const res = await t.api(email('fleet-manager'), { method: 'GET', url: `/api/lead-fleet/data/totals?filters=${encodeURIComponent(JSON.stringify(filters))}` });
    const totals = res.json().data;
    for (const phase of ['1ER_CONTACTO', 'SEGUIMIENTO', 'CIERRE', 'POST_VENTA']) expect(totals[phase]).toBe((await list('fleet-manager', { phase, filters })).total);
    expect(totals.TODO).toBe((await list('fleet-manager', { filters })).total);
    expect(totals.CONGELADO).toBe(0);
  });

  it('applies each filter of §3 as SQL counts say', async () => {
    const exec = await f.userId('fleet-executive@demo.mx');
    const [someCompany] = (await queryRows<{ id: number }>(f.db, sql`SELECT company_id AS id FROM lead_fleets WHERE agency_id = ${agency} LIMIT 1`));
    const cases: [Record<string, unknown>, SQL][] = [
      [{ Products: [f.product.id] }, sql`EXISTS (SELECT 1 FROM lead_fleet_products p WHERE p.lead_fleet_id = l.id AND p.product_id = ${f.product.id})`],
      [{ Stores: [f.agencyIds[1]!] }, sql`EXISTS (SELECT 1 FROM lead_fleet_agencies a WHERE a.lead_fleet_id = l.id AND a.agency_id = ${f.agencyIds[1]!})`],
      [{ UserId: exec }, sql`l.user_id = ${exec}`],
      [{ CompanyId: someCompany!.id }, sql`l.company_id = ${someCompany!.id}`],
      [{ quantity: 1 }, sql`l.total_quantity < 10`],
      [{ quantity: 2 }, sql`l.total_quantity >= 10 AND l.total_quantity < 20`],
      [{ quantity: 3 }, sql`l.total_quantity >= 20 AND l.total_quantity < 50`],
      [{ quantity: 4 }, sql`l.total_quantity >= 50 AND l.total_quantity < 100`],
      [{ quantity: 5 }, sql`l.total_quantity >= 100`],
      [{ subStatus: 'INACTIVO' }, sql`l.status = 'INACTIVO'`],
      [{ startDate: '2000-01-01', endDate: '2100-12-31' }, sql`true`],
      [{ startLastActivityDate: new Date(Date.now() - 5 * 86_400_000).toISOString() }, sql`l.last_activity_date >= ${new Date(Date.now() - 5 * 86_400_000).toISOString()}`],
    ];
    let nonEmpty = 0;
    for (const [filters, where] of cases) {
      const expected = await count(where);
      if (expected > 0) nonEmpty++;
      expect((await list('fleet-manager', { filters })).total, JSON.stringify(filters)).toBe(expected);
    }
    expect(nonEmpty).toBeGreaterThan(8);
    const search = await list('fleet-manager', { filter: 'transportes' });
    expect(search.total).toBe(await count(sql`lower(l.contact_name || ' ' || coalesce(l.email, '') || ' ' || coalesce(l.phone, '') || ' ' || l.company_name) LIKE '%transportes%'`));
    expect((await t.api(email('admin'), { method: 'GET', url: '/api/lead-fleet?filters=%7Bnope' })).statusCode).toBe(400);
  });

  it('sorts by each key of §9', async () => {
    const by = async (s: string) => (await list('admin', { sortBy: s, limit: 100 })).data;
    const names = (await by('contactName')).map((r) => r.contactName.toLowerCase());
    expect(names).toEqual(await sqlSorted(t, names));
    const companies = (await by('-companyName')).map((r) => r.companyName.toLowerCase());
    expect(companies).toEqual(await sqlSorted(t, companies, true));
    const order = ['1ER_CONTACTO', 'SEGUIMIENTO', 'CIERRE', 'POST_VENTA', 'CONGELADO'];
    const phases = (await by('phase')).map((r) => order.indexOf(r.phase));
    expect(phases).toEqual([...phases].sort((a, b) => a - b));
    const users = (await by('user')).map((r) => r.user?.toLowerCase() ?? null);
    expect(users).toEqual(await sqlSorted(t, users));
    const dates = (await by('-lastActivityDate')).map((r) => new Date(r.lastActivityDate).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const asc = (await by('lastActivityDate')).map((r) => new Date(r.lastActivityDate).getTime());
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
  });

  it('shows a fleet-executive only their leads and ignores their user filter', async () => {
    const exec = await f.userId('fleet-executive@demo.mx');
    const mine = await list('fleet-executive', { limit: 100, filters: { UserId: await f.userId('fleet-manager@demo.mx') } });
    expect(mine.total).toBe(await count(sql`l.user_id = ${exec}`));
    expect(mine.total).toBeGreaterThan(10);
    expect(mine.data.every((r) => r.UserId === exec)).toBe(true);
  });

  it('refuses a retail role and bad input', async () => {
    expect((await t.api(email('manager'), { method: 'GET', url: '/api/lead-fleet' })).statusCode).toBe(403);
    expect((await t.api(email('admin'), { method: 'GET', url: '/api/lead-fleet?phase=NOPE' })).statusCode).toBe(400);
    expect((await t.api(email('admin'), { method: 'GET', url: '/api/lead-fleet?sortBy=id' })).statusCode).toBe(400);
  });
});

describe('GET /lead-fleet/data/catalogs', () => {
  it('lists companies, origins, classifications, products with colours, stores and assignable users', async () => {
    const d = (await t.api(email('admin'), { method: 'GET', url: '/api/lead-fleet/data/catalogs' })).json().data;
    expect(d.Companies.length).toBeGreaterThan(10);
    expect(d.LeadFleetOrigins.length).toBeGreaterThan(3);
    expect(d.LeadFleetClasifications.length).toBe(3);
    expect(d.products[0].ProductColors.length).toBeGreaterThan(0);
    // The quotation prefills the catalogue's public price: exact decimal text, never a float.
    const [catalogued] = await queryRows<{ price: string }>(f.db, sql`SELECT price::text AS price FROM products WHERE id = ${d.products[0].id}`);
    expect(d.products[0].price).toBe(catalogued!.price);
    expect(d.products[0].price).toMatch(/^\d+\.\d{2}$/);
    expect(d.agencies.length).toBe(f.agencyIds.length);
    const roles = new Set(d.Users.map((u: { role: string }) => u.role));
    expect([...roles].sort()).toEqual(['admin', 'fleet-coordinator', 'fleet-executive', 'fleet-manager']);
    const coord = (await t.api(email('fleet-coordinator'), { method: 'GET', url: '/api/lead-fleet/data/catalogs' })).json().data;
    expect(coord.Users.some((u: { role: string }) => u.role === 'admin')).toBe(false);
    const exec = (await t.api(email('fleet-executive'), { method: 'GET', url: '/api/lead-fleet/data/catalogs' })).json().data;
    const execId = await f.userId('fleet-executive@demo.mx');
    expect(exec.Companies.every((c: { UserId: number }) => c.UserId === execId)).toBe(true);
  });

  it('suggests dealer contacts of a store from 5 characters', async () => {
    const [row] = (await queryRows<{ AgencyId: number; name: string }>(f.db, sql`SELECT a.agency_id AS "AgencyId", a.contact_name AS name FROM lead_fleet_agencies a JOIN lead_fleets l ON l.id = a.lead_fleet_id WHERE l.agency_id = ${agency} LIMIT 1`));
    const res = await t.api(email('fleet-manager'), { method: 'GET', url: `/api/lead-fleet/data/contactPersonSuggestion?filter=${encodeURIComponent(row!.name.slice(0, 6))}&AgencyId=${row!.AgencyId}` });
    expect(res.json().data.map((x: { name: string }) => x.name)).toContain(row!.name);
    const short = await t.api(email('fleet-manager'), { method: 'GET', url: `/api/lead-fleet/data/contactPersonSuggestion?filter=abcd&AgencyId=${row!.AgencyId}` });
    expect(short.json().data).toEqual([]);
  });
});
