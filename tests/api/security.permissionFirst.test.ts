import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from './testApp';
import { MSG } from '../../src/shared/messages';
import { can, type Permission } from '../../src/shared/domain/permissions';
import { ROLES, type Role } from '../../src/shared/domain/roles';
import type { RouteEntry } from '../../src/server/lib/routeRegistry';

/**
 * Issue 28: a route declares who may call it, and the permission is checked before anything the
 * request carries is looked at (CONVENTIONS 10). Walked from the app's route table, so a route
 * added later is held to it without touching this file.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 2 });
}, 120_000);
afterAll(async () => t?.close());

const API = /^\/(api|ecommerce-api|inventory)(\/|$)/;
const BODY_METHODS = ['POST', 'PUT', 'PATCH'];
const NUL = String.fromCharCode(0);

/** Each route once (the table lists '/x' and '/x/' twins apart; both are walked). */
const routes = (): RouteEntry[] => t.app.routeTable;
const declared = (r: RouteEntry): Permission[] | undefined =>
  r.access.permission === undefined ? undefined : typeof r.access.permission === 'string' ? [r.access.permission] : [...r.access.permission];
/** The roles a route's declaration refuses. */
const refusedRoles = (r: RouteEntry): Role[] => {
  const permissions = declared(r);
  return permissions ? ROLES.filter((role) => !permissions.some((p) => can(role, p))) : [];
};

/** Query values no list or search of the API accepts. */
const NONSENSE_QUERY: Record<string, string> = {
  page: 'abc',
  limit: '-5',
  AgencyId: 'x',
  UserId: '1e99',
  LeadId: 'abc',
  leadId: '0x1F',
  ProductId: '2147483648',
  CompanyId: '-1',
  filters: '{bad json',
  filter: 'x'.repeat(300),
  sortBy: '__proto__',
  date: '2024-13-45',
  startDate: 'nunca',
  endDate: '0000-01-01',
  dateStart: 'x',
  dateEnd: 'y',
  leadPhase: 'no-existe',
  phase: 'no-existe',
  status: 'quizas',
  type: 'ZZZ',
  range: 'siglo',
  stage: 'x'.repeat(100),
  store: 'abc',
  model: 'abc',
  flag: '9',
  search: `a${NUL}b`,
};

/** The malformed variants of one route: a non-numeric id in every path parameter, nonsense query values, a malformed body. */
function malformed(r: RouteEntry): { what: string; request: InjectOptions }[] {
  const withIds = (value: string) => r.url.replace(/:(\w+)/g, value);
  const method = r.method as InjectOptions['method'];
  const variants: { what: string; request: InjectOptions }[] = [];
  if (r.url.includes(':')) variants.push({ what: 'non-numeric id', request: { method, url: withIds('abc'), ...(BODY_METHODS.includes(r.method) ? { payload: {} } : {}) } });
  variants.push({ what: 'nonsense query', request: { method, url: withIds('1'), query: NONSENSE_QUERY, ...(BODY_METHODS.includes(r.method) ? { payload: {} } : {}) } });
  if (BODY_METHODS.includes(r.method) || r.method === 'DELETE') {
    variants.push({ what: 'empty body', request: { method, url: withIds('1'), payload: {} } });
    variants.push({ what: 'broken JSON', request: { method, url: withIds('1'), headers: { 'content-type': 'application/json' }, payload: '{"data": {"name": ' } });
    variants.push({ what: 'wrong types', request: { method, url: withIds('1'), payload: { data: { id: 'abc', LeadId: [], UserId: { x: 1 }, name: 12, email: 7, documents: 'x', date: '2024-99-99' } } } });
  }
  return variants;
}

describe('every route declares who may call it', () => {
  it('every route under /api, /ecommerce-api and /inventory declares a permission or signedIn; only /api/public/* and health (live, ready) are public', () => {
    const table = routes();
    expect(table.length).toBeGreaterThan(150);
    const undeclared = table.filter((r) => [r.access.permission !== undefined, r.access.signedIn, r.access.public].filter(Boolean).length !== 1);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const publicApi = table.filter((r) => API.test(r.url) && r.access.public).map((r) => `${r.method} ${r.url}`);
    expect(publicApi.filter((r) => !/^GET \/api\/health(\/live|\/ready)?$|^(GET|POST) \/api\/public\//.test(r))).toEqual([]);
    expect(publicApi).toContain('POST /api/public/fleet-prospects');
    // Routes with a permission are the rule; 'any signed-in user' is the exception and stays short.
    const withPermission = table.filter((r) => API.test(r.url) && r.access.permission !== undefined);
    const signedIn = table.filter((r) => API.test(r.url) && r.access.signedIn);
    expect(withPermission.length).toBeGreaterThan(120);
    // 35: the palette's search and the saved views (issue 44) are every user's, each answer filtered by its own rule.
    expect(signedIn.length).toBeLessThan(35);
  });

  it('a route registered without its declaration stops the app from starting', async () => {
    const bare = async (register: (app: TestApp['app']) => void) => {
      const { default: Fastify } = await import('fastify');
      const { installRouteRegistry } = await import('../../src/server/lib/routeRegistry');
      const app = Fastify();
      installRouteRegistry(app);
      try {
        register(app);
        await app.ready();
        return undefined;
      } catch (error) {
        return (error as Error).message;
      } finally {
        await app.close();
      }
    };
    expect(await bare((app) => app.get('/api/sin-declarar', async () => ({})))).toMatch(/GET \/api\/sin-declarar/);
    expect(await bare((app) => app.post('/api/sin-limite', { config: { permission: 'lead:create' } }, async () => ({})))).toMatch(/bodyLimit/);
    expect(await bare((app) => app.get('/api/doble', { config: { permission: 'lead:view', public: true } }, async () => ({})))).toMatch(/exactly one/);
    expect(await bare((app) => app.post('/api/bien', { config: { permission: ['lead:view', 'fleet:view'] }, bodyLimit: 1024 }, async () => ({})))).toBeUndefined();
  });
});

describe('the permission is checked before the request is read', () => {
  it('every role outside a route’s permission gets 403 with the message, whatever malformed request it sends', async () => {
    const found: string[] = [];
    let calls = 0;
    const walked = routes().filter((r) => refusedRoles(r).length > 0);
    expect(walked.length).toBeGreaterThan(120);
    for (const route of walked) {
      for (const role of refusedRoles(route)) {
        for (const { what, request } of malformed(route)) {
          calls += 1;
          const res = await t.api(`${role}@demo.mx`, request);
          const data = String(res.headers['content-type'] ?? '').includes('json') ? res.json().data : res.body.slice(0, 80);
          if (res.statusCode !== 403 || data !== MSG.forbidden) found.push(`${role} ${route.method} ${route.url} (${what}) → ${res.statusCode} ${JSON.stringify(data)}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(1000);
    expect(found).toEqual([]);
  }, 900_000);

  it('answers the issue’s examples with 403, not the form’s message', async () => {
    const cases: [string, InjectOptions][] = [
      ['adviser-floor', { method: 'POST', url: '/api/product', payload: {} }],
      ['hr', { method: 'GET', url: '/api/company/abc' }],
      ['manager', { method: 'POST', url: '/api/company', payload: {} }],
      ['fleet-executive', { method: 'PATCH', url: '/api/lead-fleet/user/1', payload: {} }],
      ['sales-admin', { method: 'POST', url: '/api/lead-fleet/cotizacion/1', payload: {} }],
      // PATCH /lead/{id}: one answer for every body (it was 400 for some and 403 for others).
      ['sales-admin', { method: 'PATCH', url: '/api/lead/1', payload: {} }],
      ['sales-admin', { method: 'PATCH', url: '/api/lead/1', payload: { data: { firstName: 'Ana' } } }],
      ['sales-admin', { method: 'PATCH', url: '/api/lead/abc', payload: { data: { firstName: 'Ana' } } }],
      // A role the route admits (it may reassign) sending a group it may not, malformed: the group's 403 first.
      ['hostess', { method: 'PATCH', url: '/api/lead/1', payload: { data: { invoice: 42 } } }],
      ['hostess', { method: 'PATCH', url: '/api/lead/1', payload: { UserId: 2, gender: 'nadie' } }],
      ['bdc', { method: 'PATCH', url: '/api/lead/1', payload: { data: { gender: 5 } } }],
    ];
    for (const [role, request] of cases) {
      const res = await t.api(`${role}@demo.mx`, request);
      expect(res.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
      expect(res.json().data).toBe(MSG.forbidden);
    }
  });

  it('refuses a role without the permission before reading its body: a body over the route’s limit is 403, not 413', async () => {
    const big = { data: { name: 'x'.repeat(13 * 1024 * 1024) } };
    const refused = await t.api('manager@demo.mx', { method: 'PUT', url: '/api/agency/1', payload: big });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toBe(MSG.forbidden);
    // The admin may call it: the same body is too large for them.
    const allowed = await t.api('admin@demo.mx', { method: 'PUT', url: '/api/agency/1', payload: big });
    expect(allowed.statusCode).toBe(413);
    expect(allowed.json().data).toBe(MSG.tooLarge);
  });

  it('still validates for the roles the permission admits', async () => {
    const res = await t.api('admin@demo.mx', { method: 'GET', url: '/api/company/abc' });
    expect(res.statusCode).toBe(400);
    const form = await t.api('fleet-coordinator@demo.mx', { method: 'POST', url: '/api/company', payload: {} });
    expect(form.statusCode).toBe(400);
    expect(form.json().data).toBe('Todos los campos son requeridos');
  });
});
