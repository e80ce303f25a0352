import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { vacancies } from '../../src/server/db/schema';
import { DEMO_VACANCIES } from '../../src/server/features/hr/seedHr';
import { HR_MSG } from '../../src/shared/domain/hrMessages';
import { MSG } from '../../src/shared/messages';
import { ROLES } from '../../src/shared/domain/roles';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 2 });
});
afterAll(async () => t?.close());

const as = (role: string, options: Parameters<TestApp['api']>[1]) => t.api(`${role}@demo.mx`, options);
const valid = (overrides: Record<string, unknown> = {}) => ({
  title: 'Coordinador(a) de Almacén de Refacciones',
  location: 'Cd. Sahagún, Hidalgo',
  area: 'Almacén de Refacciones',
  requirements: ['Ingeniería Industrial', '', 'ingeniería  industrial', 'Manejo de SAP'],
  activities: ['Controlar inventarios', 'Controlar inventarios'],
  offerings: ['Transporte de personal'],
  salary: '$20,000 brutos mensuales',
  ...overrides,
});

describe('POST /bolsa-trabajo/', () => {
  it('creates the vacancy for hr, with empty and repeated list entries dropped', async () => {
    const res = await as('hr', { method: 'POST', url: '/api/bolsa-trabajo/', payload: { data: valid() } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(HR_MSG.created);
    const created = res.json().data;
    expect(created).toMatchObject({ title: 'Coordinador(a) de Almacén de Refacciones', requirements: ['Ingeniería Industrial', 'Manejo de SAP'], activities: ['Controlar inventarios'] });
    const [row] = await t.database.db.select().from(vacancies).where(eq(vacancies.id, created.id));
    expect(row?.requirements).toEqual(['Ingeniería Industrial', 'Manejo de SAP']);
  });

  it('admin creates too; a flat body is accepted', async () => {
    const res = await as('admin', { method: 'POST', url: '/api/bolsa-trabajo', payload: valid({ title: 'Analista de Compras', area: 'Compras', salary: '' }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.salary).toBeNull();
  });

  it("refuses missing fields and lists of blanks with 'Por favor, llena todos los campos', storing nothing", async () => {
    const before = (await t.database.db.select().from(vacancies)).length;
    for (const broken of [{ title: '' }, { location: '' }, { location: 'Monterrey' }, { area: undefined }, { requirements: ['  ', ''] }, { activities: [] }, { offerings: undefined }]) {
      const res = await as('hr', { method: 'POST', url: '/api/bolsa-trabajo/', payload: { data: valid(broken) } });
      expect(res.statusCode, JSON.stringify(broken)).toBe(400);
      expect(res.json().data).toBe(HR_MSG.incomplete);
    }
    const wrongArea = await as('hr', { method: 'POST', url: '/api/bolsa-trabajo/', payload: { data: valid({ location: 'Ciudad de México', area: 'Manufactura' }) } });
    expect(wrongArea.json().data).toBe(HR_MSG.invalidArea);
    const tooLong = await as('hr', { method: 'POST', url: '/api/bolsa-trabajo/', payload: { data: valid({ title: 'x'.repeat(5000) }) } });
    expect(tooLong.statusCode).toBe(400);
    expect((await t.database.db.select().from(vacancies)).length).toBe(before);
  });
});

describe('GET /bolsa-trabajo/', () => {
  it('pages the vacancies newest first, searched and filtered in SQL', async () => {
    const res = await as('hr', { method: 'GET', url: '/api/bolsa-trabajo/?page=1&limit=3' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const total = (await t.database.db.select().from(vacancies)).length;
    expect(body).toMatchObject({ total, pages: Math.ceil(total / 3), page: 1, limit: 3 });
    expect(body.data).toHaveLength(3);
    const times = body.data.map((v: { createdAt: string }) => Date.parse(v.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = (await as('hr', { method: 'GET', url: '/api/bolsa-trabajo/?page=2&limit=3' })).json().data;
    expect(page2.map((v: { id: number }) => v.id)).not.toContain(body.data[0].id);

    const found = (await as('hr', { method: 'GET', url: `/api/bolsa-trabajo/?search=${encodeURIComponent('calidad de prov')}` })).json();
    expect(found.data.map((v: { title: string }) => v.title)).toEqual(['Ingeniero(a) de Calidad de Proveedores']);
    const sahagun = (await as('admin', { method: 'GET', url: `/api/bolsa-trabajo/?location=${encodeURIComponent('Cd. Sahagún, Hidalgo')}&limit=100` })).json();
    expect(sahagun.data.length).toBeGreaterThan(0);
    expect(sahagun.data.every((v: { location: string }) => v.location === 'Cd. Sahagún, Hidalgo')).toBe(true);
    expect((await as('hr', { method: 'GET', url: '/api/bolsa-trabajo/?search=%25' })).json().total).toBe(0);
  });
});

describe('DELETE /bolsa-trabajo/{id}', () => {
  it("deletes it with 'Vacante eliminada correctamente'; a missing one is 404", async () => {
    const id = (await as('hr', { method: 'POST', url: '/api/bolsa-trabajo/', payload: { data: valid({ title: 'Temporal' }) } })).json().data.id;
    const res = await as('hr', { method: 'DELETE', url: `/api/bolsa-trabajo/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBe(HR_MSG.deleted);
    expect(await t.database.db.select().from(vacancies).where(eq(vacancies.id, id))).toHaveLength(0);
    expect((await as('hr', { method: 'DELETE', url: `/api/bolsa-trabajo/${id}` })).statusCode).toBe(404);
    expect((await as('hr', { method: 'DELETE', url: '/api/bolsa-trabajo/abc' })).statusCode).toBe(400);
  });
});

describe('access (spec part 2 §6: HR area admin and hr)', () => {
  it('refuses every other role on every call, changing nothing', async () => {
    const [some] = await t.database.db.select().from(vacancies).limit(1);
    const before = (await t.database.db.select().from(vacancies)).length;
    for (const role of ROLES.filter((r) => r !== 'admin' && r !== 'hr')) {
      expect((await as(role, { method: 'GET', url: '/api/bolsa-trabajo/' })).statusCode, role).toBe(403);
      const post = await as(role, { method: 'POST', url: '/api/bolsa-trabajo/', payload: { data: valid() } });
      expect(post.statusCode, role).toBe(403);
      expect(post.json().data).toBe(MSG.forbidden);
      expect((await as(role, { method: 'DELETE', url: `/api/bolsa-trabajo/${some!.id}` })).statusCode, role).toBe(403);
    }
    expect((await t.database.db.select().from(vacancies)).length).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/bolsa-trabajo/' })).statusCode).toBe(401);
  });
});

describe('public jobs board (/api/public/jobs)', () => {
  it('answers without a session with the postings only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/jobs' });
    expect(res.statusCode).toBe(200);
    const jobs = res.json().data;
    expect(jobs.length).toBeGreaterThanOrEqual(DEMO_VACANCIES.length);
    expect(Object.keys(jobs[0]).sort()).toEqual(['activities', 'area', 'id', 'location', 'offerings', 'publishedAt', 'requirements', 'salary', 'title']);
    const cdmx = (await t.app.inject({ method: 'GET', url: `/api/public/jobs?location=${encodeURIComponent('Ciudad de México')}&area=Producto` })).json().data;
    expect(cdmx.map((j: { title: string }) => j.title)).toEqual(['Especialista de Producto Vehículos Eléctricos']);
  });

  it('opens nothing else: private calls still need a token, whatever the path spelling', async () => {
    for (const url of ['/api/bolsa-trabajo/', '/api/public/../bolsa-trabajo/', '/api/public/../lead/1', '/api/public/jobs/../../user/', '/api/product/', '/api/public/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([401, 404], url).toContain(res.statusCode);
      expect(res.statusCode === 200).toBe(false);
    }
    // Only the GET is public: a write to the same path is no route, so the token check refuses it.
    expect((await t.app.inject({ method: 'POST', url: '/api/public/jobs', payload: {} })).statusCode).toBe(401);
  });

  it('rate limits each client address with 429', async () => {
    const max = t.config.publicRateLimitMax;
    const ip = '203.0.113.7';
    for (let i = 0; i < max; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/public/jobs', remoteAddress: ip })).statusCode).toBe(200);
    }
    const limited = await t.app.inject({ method: 'GET', url: '/api/public/jobs', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().data).toBe(MSG.tooMany);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/public/jobs', remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });
});
