import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { userAgencies, users } from '../../src/server/db/schema';
import { VIEW_MSG } from '../../src/server/features/savedViews/savedViewRoutes';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';

/** Saved views (issue 43): a user's own, shared with the agency by coordinators and managers, checked by the list's filter schema. */
let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 2 });
  f = await fixtures(t);
});
afterAll(async () => t?.close());

const LIST = '/sells/leads';
const call = (role: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object, agencyId = f.agencyIds[0]) =>
  t.api(email(role), { method, url: `/api${url}`, payload, agencyId });
const save = (role: string, over: Record<string, unknown> = {}) =>
  call(role, 'POST', '/saved-views', { data: { list: LIST, name: 'Fuera de tiempo', state: { filters: { outOfTime: true }, tab: 'seguimiento', sort: 'createdAt:desc', pageSize: 20 }, ...over } });
const views = async (role: string, agencyId = f.agencyIds[0]) => (await call(role, 'GET', `/saved-views?list=${encodeURIComponent(LIST)}`, undefined, agencyId)).json().data as Record<string, unknown>[];

describe('a saved view belongs to its user', () => {
  it('is saved with its state, listed to its owner only, and only its owner renames or deletes it', async () => {
    const res = await save('adviser-floor', { name: 'Mis urgentes' });
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json().data;
    expect(view).toMatchObject({ name: 'Mis urgentes', mine: true, shared: false, stale: null, state: { filters: { outOfTime: true }, tab: 'seguimiento', pageSize: 20 } });
    expect((await views('adviser-floor')).map((v) => v.id)).toContain(view.id);
    expect((await views('adviser-digital')).map((v) => v.id)).not.toContain(view.id);
    expect((await call('adviser-digital', 'PATCH', `/saved-views/${view.id}`, { data: { name: 'Robada' } })).statusCode).toBe(404);
    expect((await call('adviser-digital', 'DELETE', `/saved-views/${view.id}`)).statusCode).toBe(404);
    const renamed = await call('adviser-floor', 'PATCH', `/saved-views/${view.id}`, { data: { name: 'Urgentes' } });
    expect(renamed.json().data.name).toBe('Urgentes');
    expect((await save('adviser-floor', { name: 'urgentes' })).statusCode).toBe(409);
    expect((await call('adviser-floor', 'DELETE', `/saved-views/${view.id}`)).json().message).toBe('Vista eliminada');
    expect((await views('adviser-floor')).map((v) => v.id)).not.toContain(view.id);
  });
});

describe('sharing a view with the agency', () => {
  it('is refused to an adviser; a coordinator or manager shares it with their agency only, read-only to the others', async () => {
    const refused = await save('adviser-floor', { name: 'Compartida', shared: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toBe('Solo un coordinador o gerente puede compartir una vista con su agencia');
    for (const role of ['coordinator', 'manager']) {
      const res = await save(role, { name: `Equipo ${role}`, shared: true });
      expect(res.statusCode, role).toBe(201);
      const seen = (await views('adviser-floor')).find((v) => v.id === res.json().data.id);
      expect(seen, role).toMatchObject({ shared: true, mine: false });
      expect((await call('adviser-floor', 'PATCH', `/saved-views/${res.json().data.id}`, { data: { name: 'x' } })).statusCode).toBe(404);
      expect((await views('admin', f.agencyIds[1])).map((v) => v.id)).not.toContain(res.json().data.id);
    }
  });
});

describe("a view is checked by the list's own filter schema", () => {
  it('refuses a filter the list does not know or would refuse, and a list without views', async () => {
    for (const filters of [{ bogus: 1 }, { UserId: 'todos' }, { StartDate: 'ayer' }]) {
      const res = await save('coordinator', { name: `Mala ${JSON.stringify(filters)}`, state: { filters } });
      expect(res.statusCode, JSON.stringify(filters)).toBe(400);
      expect(res.json().data).toBe('La vista tiene un filtro que esta lista no admite');
    }
    const fleetFilterOnRetail = await save('coordinator', { name: 'Flotilla', state: { filters: { CompanyId: 3 } } });
    expect(fleetFilterOnRetail.statusCode).toBe(400);
    const otherList = await call('coordinator', 'POST', '/saved-views', { data: { list: '/sells/agenda', name: 'Agenda', state: { filters: {} } } });
    expect(otherList.json().data).toBe('Esta lista no admite vistas guardadas');
  });
});

describe('the default view and a stale filter', () => {
  it('keeps one default per user and list, only of a view the user sees', async () => {
    const mine = (await save('bdc', { name: 'Por defecto' })).json().data;
    const someoneElse = (await save('adviser-hybrid', { name: 'Privada' })).json().data;
    expect((await call('bdc', 'PUT', '/saved-views/default', { data: { list: LIST, viewId: someoneElse.id } })).statusCode).toBe(404);
    expect((await call('bdc', 'PUT', '/saved-views/default', { data: { list: LIST, viewId: mine.id } })).statusCode).toBe(200);
    expect((await views('bdc')).filter((v) => v.isDefault).map((v) => v.id)).toEqual([mine.id]);
    await call('bdc', 'PUT', '/saved-views/default', { data: { list: LIST, viewId: null } });
    expect((await views('bdc')).filter((v) => v.isDefault)).toEqual([]);
  });

  it('says so when the adviser it filters by was deactivated, instead of failing', async () => {
    const adviser = await f.userId(email('adviser-telefonica'));
    const view = (await save('coordinator', { name: 'De Telefónica', state: { filters: { UserId: adviser } } })).json().data;
    expect(view.stale).toBeNull();
    await f.db.update(users).set({ active: false }).where(eq(users.id, adviser));
    const seen = (await views('coordinator')).find((v) => v.id === view.id);
    expect(seen?.stale).toBe('El usuario que filtra esta vista ya no está activo; se mostrará sin ese filtro');
    await f.db.update(users).set({ active: true }).where(eq(users.id, adviser));
  });

  it("judges the filter's user within the caller's agency only: another agency's user is stale whether active or not (issue 51)", async () => {
    const [here, there] = [f.agencyIds[0]!, f.agencyIds[1]!];
    const members = async (agencyId: number) =>
      new Set((await f.db.select({ id: userAgencies.userId }).from(userAgencies).where(eq(userAgencies.agencyId, agencyId))).map((m) => m.id));
    const ours = await members(here);
    const theirs = [...(await members(there))].filter((id) => !ours.has(id));
    const [activeElsewhere] = await f.db.select({ id: users.id }).from(users).where(and(inArray(users.id, theirs), eq(users.active, true))).limit(1);
    expect(activeElsewhere, 'the demo has an active user of the second agency only').toBeDefined();
    const view = (await save('coordinator', { name: 'Usuario de otra agencia', state: { filters: { UserId: activeElsewhere!.id } } })).json().data;
    // Before: null (the user is active somewhere), telling the caller which foreign ids are live.
    expect(view.stale).toBe(VIEW_MSG.staleUser);
    await f.db.update(users).set({ active: false }).where(eq(users.id, activeElsewhere!.id));
    expect((await views('coordinator')).find((v) => v.id === view.id)?.stale).toBe(VIEW_MSG.staleUser);
    await f.db.update(users).set({ active: true }).where(eq(users.id, activeElsewhere!.id));
    // An active user of the caller's agency is no stale reference.
    const local = (await save('coordinator', { name: 'Usuario de esta agencia', state: { filters: { UserId: await f.userId(email('adviser-floor')) } } })).json().data;
    expect(local.stale).toBeNull();
  });
});

describe("every list's view takes that list's own filters", () => {
  it('accepts the filters each list screen saves and refuses those of another list', async () => {
    const own: [string, Record<string, unknown>][] = [
      ['/sells/citas', { UserId: await f.userId(email('adviser-floor')), type: 'TESTDRIVE', status: 'CONFIRMED' }],
      ['/sells/ventas', { startDate: '2026-01-01', endDate: '2026-01-31' }],
      ['/fleets/sales', { CompanyId: 3, startDate: '2026-01-01' }],
      ['/ecommerce/ecommerce-products', { familyId: 2 }],
      ['/admin/displays', { agencyId: f.agencyIds[0] }],
      ['/sells/registro-visitas', {}],
      ['/sells/leads-accesorios', {}],
    ];
    for (const [list, filters] of own) {
      const res = await call('admin', 'POST', '/saved-views', { data: { list, name: `Vista ${list}`, state: { filters, search: 'ana', tab: 'x' } } });
      expect(res.statusCode, `${list} ${res.body}`).toBe(201);
      expect(res.json().data.state.filters, list).toEqual(filters);
    }
    for (const [list, filters] of [['/sells/citas', { startDate: '2026-01-01' }], ['/sells/ventas', { UserId: 2 }], ['/sells/leads-accesorios', { familyId: 2 }], ['/sells/citas', { status: 'PERDIDA' }]] as const) {
      const res = await call('admin', 'POST', '/saved-views', { data: { list, name: `Mala ${list}`, state: { filters } } });
      expect(res.statusCode, list).toBe(400);
    }
  });
});
