import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/lib/queryRows';
import type { CompanyRow } from '../../src/shared/schemas/fleetCompany';
import { createTestApp, type TestApp } from './testApp';
import { email, fleetFixtures, sqlSorted, TESTED_ROLES, type FleetFixtures, type TestedRole } from './fleetFixtures';

let t: TestApp;
let f: FleetFixtures;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 13 });
  f = await fleetFixtures(t);
});
afterAll(async () => t?.close());


describe('GET /company', () => {
  it('pages 10 a page and counts in SQL', async () => {
    const res = await t.api(email('fleet-manager'), { method: 'GET', url: '/api/company?page=1&limit=10' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const [n] = (await queryRows<{ n: number }>(f.db, sql`SELECT count(*)::int AS n FROM companies WHERE agency_id = ${f.agencyIds[0]!}`));
    expect(body.total).toBe(n!.n);
    expect(body.data).toHaveLength(10);
    expect(body.pages).toBe(Math.ceil(n!.n / 10));
    expect(body.data[0]).toMatchObject({ id: expect.any(Number), businessName: expect.any(String), CompanyType: { id: expect.any(Number), description: expect.any(String) } });
  });

  it('filters by search, status, user and line of business, agreeing with SQL', async () => {
    const exec = await f.userId('fleet-executive@demo.mx');
    const a = f.agencyIds[0]!;
    const count = async (where: ReturnType<typeof sql>) =>
      ((await queryRows<{ n: number }>(f.db, sql`SELECT count(*)::int AS n FROM companies WHERE agency_id = ${a} AND ${where}`)))[0]!.n;
    const get = async (q: string) => (await t.api(email('fleet-manager'), { method: 'GET', url: `/api/company?${q}` })).json();
    expect((await get('status=INACTIVO')).total).toBe(await count(sql`NOT active`));
    expect((await get('status=ACTIVO')).total).toBe(await count(sql`active`));
    expect((await get(`user=${exec}`)).total).toBe(await count(sql`user_id = ${exec}`));
    expect((await get(`lineOfBusiness=${f.cat.sector}`)).total).toBe(await count(sql`company_sector_id = ${f.cat.sector}`));
    expect((await get('filter=transportes')).total).toBe(await count(sql`lower(name || ' ' || coalesce(description, '')) LIKE '%transportes%'`));
  });

  it('sorts by each key of §9, both directions', async () => {
    const get = async (s: string) => (await t.api(email('admin'), { method: 'GET', url: `/api/company?limit=100&sortBy=${encodeURIComponent(s)}` })).json().data as CompanyRow[];
    const names = (await get('businessName')).map((r) => r.name.toLowerCase());
    expect(names).toEqual(await sqlSorted(t, names));
    const desc = (await get('-createdAt')).map((r) => new Date(r.createdAt).getTime());
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
    const sectors = (await get('companySector.description')).map((r) => r.CompanySector?.description.toLowerCase() ?? null);
    expect(sectors).toEqual(await sqlSorted(t, sectors));
    const users = (await get('-user.firstAndLastName')).map((r) => r.User?.firstAndLastName.toLowerCase() ?? null);
    expect(users).toEqual(await sqlSorted(t, users, true));
    const bad = await t.api(email('admin'), { method: 'GET', url: '/api/company?sortBy=password' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a fleet-executive only their companies, whatever user filter they send', async () => {
    const exec = await f.userId('fleet-executive@demo.mx');
    const manager = await f.userId('fleet-manager@demo.mx');
    const res = await t.api(email('fleet-executive'), { method: 'GET', url: `/api/company?limit=100&user=${manager}` });
    const body = res.json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.every((c: { UserId: number }) => c.UserId === exec)).toBe(true);
  });

  it('refuses a retail role (403)', async () => {
    expect((await t.api(email('manager'), { method: 'GET', url: '/api/company' })).statusCode).toBe(403);
  });
});

describe('catalogs and suggestions', () => {
  it('answers the six catalogs and the assignable executives', async () => {
    const res = await t.api(email('fleet-coordinator'), { method: 'GET', url: '/api/company/data/catalogs' });
    const d = res.json().data;
    for (const k of ['CompanyTypes', 'CompanySectors', 'CompanySizes', 'CompanyNeeds', 'CompanyEconomicCapacities', 'CompanyFleetLocations']) expect(d[k].length, k).toBeGreaterThan(2);
    expect(d.Users.map((u: { email: string }) => u.email)).toContain('fleet-executive@demo.mx');
    expect(d.Users.map((u: { email: string }) => u.email)).not.toContain('fleet-manager@demo.mx');
  });

  it('suggests company contacts from 5 characters', async () => {
    const c = await f.makeCompany();
    const short = await t.api(email('admin'), { method: 'GET', url: `/api/company/data/contactPersonSuggestion?filter=Cont&CompanyId=${c.id}` });
    expect(short.json().data).toEqual([]);
    const res = await t.api(email('admin'), { method: 'GET', url: `/api/company/data/contactPersonSuggestion?filter=Contacto&CompanyId=${c.id}` });
    expect(res.json().data.map((x: { name: string }) => x.name).sort()).toEqual(['Contacto Empresa', 'Contacto Operador']);
  });
});

describe('POST /company', () => {
  it('creates the company with both contacts', async () => {
    const res = await t.api(email('fleet-manager'), { method: 'POST', url: '/api/company', payload: f.companyBody({ UserId: await f.userId('fleet-executive@demo.mx') }) });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('La empresa ha sido creada correctamente');
    expect(body.data.CompanyContactPeople.map((c: { type: string }) => c.type)).toEqual(['COMPANY', 'OPERATOR']);
    expect(body.data.User.email).toBe('fleet-executive@demo.mx');
    expect(body.data.active).toBe(true);
  });

  it.each([
    ['name', { name: '' }],
    ['type', { CompanyTypeId: undefined }],
    ['address', { description: ' ' }],
    ['operator contact', { CompanyContactPeople: [{ type: 'COMPANY', name: 'A', phone: '5512345678', email: 'a@b.mx' }] }],
    ['contact phone', { CompanyContactPeople: [{ type: 'COMPANY', name: 'A', phone: '', email: 'a@b.mx' }, { type: 'OPERATOR', name: 'B', phone: '5512345678', email: 'b@b.mx' }] }],
  ])('refuses a missing %s: Todos los campos son requeridos', async (_name, o) => {
    const res = await t.api(email('admin'), { method: 'POST', url: '/api/company', payload: f.companyBody(o) });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe('Todos los campos son requeridos');
  });

  it('gives a fleet-executive the company whatever executive they send', async () => {
    const res = await t.api(email('fleet-executive'), { method: 'POST', url: '/api/company', payload: f.companyBody({ UserId: await f.userId('fleet-manager@demo.mx') }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.UserId).toBe(await f.userId('fleet-executive@demo.mx'));
  });

  it('refuses an executive who is not a fleet-executive of the agency', async () => {
    const res = await t.api(email('admin'), { method: 'POST', url: '/api/company', payload: f.companyBody({ UserId: await f.userId('manager@demo.mx') }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe('El usuario no puede recibir cuentas de flotilla');
  });

  describe('free-text sector (id 0 + text): admin, fleet-coordinator, fleet-manager only', () => {
    it.each(TESTED_ROLES)('%s', async (role: TestedRole) => {
      const res = await t.api(email(role), { method: 'POST', url: '/api/company', payload: f.companyBody({ CompanySectorId: 0, sectorDescription: 'Paquetería refrigerada' }) });
      if (['admin', 'fleet-coordinator', 'fleet-manager'].includes(role)) {
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().data.CompanySector).toEqual({ id: 0, description: 'Paquetería refrigerada' });
        expect(res.json().data.CompanySectorId).toBe(0);
      } else expect(res.statusCode).toBe(403);
    });
    it('needs the text with id 0', async () => {
      const res = await t.api(email('admin'), { method: 'POST', url: '/api/company', payload: f.companyBody({ CompanySectorId: 0 }) });
      expect(res.json().data).toBe('Todos los campos son requeridos');
    });
  });

  it.each(TESTED_ROLES)('§6 create: %s', async (role) => {
    const res = await t.api(email(role), { method: 'POST', url: '/api/company', payload: f.companyBody() });
    expect(res.statusCode, res.body).toBe(['sales-admin', 'manager'].includes(role) ? 403 : 201);
  });
});

describe('one company', () => {
  it('reads, edits (both steps) and keeps the leads’ company name in step', async () => {
    const c = await f.makeCompany({ name: 'Antes S.A.' });
    const lead = await f.makeLead({ companyId: c.id });
    const get = await t.api(email('fleet-coordinator'), { method: 'GET', url: `/api/company/${c.id}` });
    expect(get.statusCode).toBe(200);
    expect(get.json().data.CompanyContactPeople).toHaveLength(2);
    const put = await t.api(email('fleet-coordinator'), {
      method: 'PUT',
      url: `/api/company/${c.id}`,
      payload: f.companyBody({ name: 'Después S.A.', CompanyContactPeople: [{ type: 'COMPANY', name: 'Nuevo', phone: '5599999999', email: 'n@x.mx' }, { type: 'OPERATOR', name: 'Op', phone: '5588888888', email: 'o@x.mx' }] }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().message).toBe('La empresa ha sido modificada correctamente');
    expect(put.json().data.CompanyContactPeople.find((p: { type: string }) => p.type === 'COMPANY').name).toBe('Nuevo');
    expect((await f.contactsOf(c.id, 'COMPANY')).length).toBe(1);
    expect((await f.lead(lead.id))!.companyName).toBe('Después S.A.');
  });

  it('toggles active: not for fleet-executive or sales-admin', async () => {
    const exec = await f.userId('fleet-executive@demo.mx');
    for (const role of TESTED_ROLES) {
      const c = await f.makeCompany({ userId: exec });
      const res = await t.api(email(role), { method: 'POST', url: `/api/company/${c.id}/status` });
      if (['admin', 'fleet-coordinator', 'fleet-manager'].includes(role)) {
        expect(res.statusCode, role).toBe(200);
        expect(res.json()).toMatchObject({ message: 'Empresa actualizada correctamente', data: { active: false } });
        const again = await t.api(email(role), { method: 'POST', url: `/api/company/${c.id}/status` });
        expect(again.json().data.active).toBe(true);
      } else {
        expect(res.statusCode, role).toBe(403);
        expect((await f.company(c.id))!.active).toBe(true);
      }
    }
  });

  it('deletes: admin, fleet-coordinator, fleet-manager; the contacts go too', async () => {
    for (const role of TESTED_ROLES) {
      const c = await f.makeCompany({ userId: await f.userId('fleet-executive@demo.mx') });
      const res = await t.api(email(role), { method: 'DELETE', url: `/api/company/${c.id}` });
      if (['admin', 'fleet-coordinator', 'fleet-manager'].includes(role)) {
        expect(res.statusCode, role).toBe(200);
        expect(res.json()).toMatchObject({ title: 'Cuenta eliminada', message: 'El registro se ha eliminado con éxito' });
        expect(await f.company(c.id)).toBeUndefined();
        expect(await f.contactsOf(c.id, 'COMPANY')).toEqual([]);
      } else {
        expect(res.statusCode, role).toBe(403);
        expect(await f.company(c.id)).toBeDefined();
      }
    }
  });

  it('keeps a company that has fleet leads (409, nothing deleted)', async () => {
    const lead = await f.makeLead();
    const res = await t.api(email('admin'), { method: 'DELETE', url: `/api/company/${lead.companyId}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toBe('La empresa tiene leads de flotilla y no se puede eliminar');
    expect(await f.company(lead.companyId)).toBeDefined();
    expect((await f.contactsOf(lead.companyId, 'COMPANY')).length).toBe(1);
  });

  it('is 404 to a fleet-executive for a company not theirs, and to anyone outside its agency', async () => {
    const other = await f.makeCompany({ userId: await f.userId('fleet-coordinator@demo.mx') });
    for (const [method, url] of [
      ['GET', `/api/company/${other.id}`],
      ['PUT', `/api/company/${other.id}`],
    ] as const) {
      const res = await t.api(email('fleet-executive'), { method, url, payload: method === 'PUT' ? f.companyBody() : undefined });
      expect(res.statusCode, url).toBe(404);
    }
    const elsewhere = await f.makeCompany({ agencyId: f.agencyIds[1]! });
    expect((await t.api(email('fleet-manager'), { method: 'GET', url: `/api/company/${elsewhere.id}` })).statusCode).toBe(404);
    expect((await t.api(email('admin'), { method: 'GET', url: `/api/company/${elsewhere.id}` })).statusCode).toBe(200);
  });

  it('lets sales-admin read but not edit', async () => {
    const c = await f.makeCompany();
    expect((await t.api(email('sales-admin'), { method: 'GET', url: `/api/company/${c.id}` })).statusCode).toBe(200);
    expect((await t.api(email('sales-admin'), { method: 'PUT', url: `/api/company/${c.id}`, payload: f.companyBody() })).statusCode).toBe(403);
  });
});
