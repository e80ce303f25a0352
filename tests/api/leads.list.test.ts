import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { spanishSorted } from './spanishOrder';
import { email, fixtures, type Fixtures } from './leadsFixtures';
import { leads } from '../../src/server/db/schema';
import { queryRows } from '../../src/server/lib/queryRows';

let t: TestApp;
let f: Fixtures;
let a1: number;
let a2: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 40 });
  f = await fixtures(t);
  [a1, a2] = f.agencyIds as [number, number];
});
afterAll(async () => t?.close());

const FUNNEL = ['subasta', '1er-contacto', 'seguimiento', 'en-cierre'];
const get = (who: string, url: string, agencyId?: number) => t.api(email(who), { method: 'GET', url, agencyId });
const q = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

async function countWhere(agencyId: number, extra?: ReturnType<typeof and>) {
  const [row] = await f.db
    .select({ n: sql<number>`count(*)` })
    .from(leads)
    .where(and(eq(leads.agencyId, agencyId), isNull(leads.mergedIntoId), inArray(leads.phase, FUNNEL), extra));
  return Number(row!.n);
}

describe('GET /lead/new', () => {
  it('pages the funnel leads of the header agency, 10 a page, newest first', async () => {
    const res = await get('coordinator', '/api/lead/new?page=1&limit=10', a1);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = await countWhere(a1);
    expect(body.total).toBe(expected);
    expect(body.pages).toBe(Math.ceil(expected / 10));
    expect(body.data).toHaveLength(10);
    expect(body.data.every((r: { phase: string; AgencyId: number }) => FUNNEL.includes(r.phase) && r.AgencyId === a1)).toBe(true);
    const dates = body.data.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect([...dates].sort((x, y) => y - x)).toEqual(dates);
    expect(body.data[0]).toMatchObject({ leadPhase: { slug: body.data[0].phase } });
    expect(body.data[0]).toHaveProperty('lastContactBasis');
    expect(body.data[0]).not.toHaveProperty('email');
  });

  it('gives page 2 different rows than page 1', async () => {
    const p1 = (await get('coordinator', '/api/lead/new?page=1', a1)).json().data.map((r: { id: number }) => r.id);
    const p2 = (await get('coordinator', '/api/lead/new?page=2', a1)).json().data.map((r: { id: number }) => r.id);
    expect(p2.length).toBeGreaterThan(0);
    expect(p1.filter((id: number) => p2.includes(id))).toEqual([]);
  });

  it('filters by phase tab and leaves closed, frozen and future-sale leads out of All', async () => {
    const res = (await get('manager', '/api/lead/new?phase=seguimiento&limit=100', a1)).json();
    expect(res.data.every((r: { phase: string }) => r.phase === 'seguimiento')).toBe(true);
    expect(res.total).toBe(await countWhere(a1, eq(leads.phase, 'seguimiento')));
    const all = (await get('manager', '/api/lead/new?limit=100', a1)).json().data;
    expect(all.some((r: { phase: string }) => ['cerrado', 'congelado', 'futura-venta'].includes(r.phase))).toBe(false);
    const frozen = (await get('manager', '/api/lead/new?phase=congelado&limit=100', a1)).json().data;
    expect(frozen.length).toBeGreaterThan(0);
    expect(frozen.every((r: { phase: string }) => r.phase === 'congelado')).toBe(true);
  });

  it('sorts by contact name ascending and by phase in funnel order', async () => {
    // Accented and ñ names, inserted out of order: code-point order would put them all after 'Zoe'.
    const ours = ['Adela Listado', 'Álvaro Listado', 'Nuzco Listado', 'Ñandú Listado', 'Óscar Listado', 'Oswaldo Listado', 'Zoe Listado'];
    for (const name of ['Zoe Listado', 'Óscar Listado', 'Ñandú Listado', 'Álvaro Listado', 'Oswaldo Listado', 'Nuzco Listado', 'Adela Listado']) {
      const [firstName, lastName] = name.split(' ') as [string, string];
      await f.makeLead({ agencyId: a1, phase: 'seguimiento', firstName, lastName });
    }
    const res = (await get('manager', `/api/lead/new?${q({ sortBy: 'contact:asc', limit: '100' })}`, a1)).json();
    expect(res.data).toHaveLength(res.total);
    const names: string[] = res.data.map((r: { firstAndLastName: string }) => r.firstAndLastName);
    expect(names.filter((n) => ours.includes(n))).toEqual(ours);
    expect(names).toEqual(spanishSorted(names));
    const phases = (await get('manager', `/api/lead/new?${q({ sortBy: 'phase:asc', limit: '100' })}`, a1)).json().data.map((r: { phase: string }) => FUNNEL.indexOf(r.phase));
    expect(phases).toEqual([...phases].sort((x: number, y: number) => x - y));
  });

  it('searches names, e-mail and phone case-insensitively', async () => {
    const lead = await f.makeLead({ agencyId: a1, phase: '1er-contacto', firstName: 'Zacarías', lastName: 'Quiñonez Búho', email: 'zq.unico@correo.mx' });
    for (const term of ['quiñonez', 'ZQ.UNICO', 'Zacarías Qui']) {
      const rows = (await get('manager', `/api/lead/new?${q({ search: term })}`, a1)).json().data;
      expect(rows.map((r: { id: number }) => r.id), term).toEqual([lead.id]);
    }
    const byId = (await get('manager', `/api/lead/new?${q({ search: String(lead.id) })}`, a1)).json().data;
    expect(byId.map((r: { id: number }) => r.id)).toContain(lead.id);
  });

  it('filters by origin, sub-status, product, user and agency-day dates', async () => {
    const owner = await f.userId('adviser-floor@demo.mx');
    const created = new Date('2025-06-15T18:00:00Z'); // 12:00 in Mexico City on 2025-06-15
    const lead = await f.makeLead({ agencyId: a1, phase: 'seguimiento', userId: owner, createdAt: created, firstName: 'Filtro' });
    const filters = { LeadOriginId: f.origin.id, subStatus: 'ESPERA_CONTACTO', ProductId: f.product.id, UserId: owner, StartDate: '2025-06-15', EndDate: '2025-06-15' };
    const rows = (await get('manager', `/api/lead/new?${q({ filters })}`, a1)).json().data;
    expect(rows.map((r: { id: number }) => r.id)).toEqual([lead.id]);
    const dayAfter = (await get('manager', `/api/lead/new?${q({ filters: { ...filters, StartDate: '2025-06-16', EndDate: '2025-06-16' } })}`, a1)).json().data;
    expect(dayAfter).toEqual([]);
    const otherStatus = (await get('manager', `/api/lead/new?${q({ filters: { ...filters, subStatus: 'ACTIVO' } })}`, a1)).json().data;
    expect(otherStatus).toEqual([]);
  });

  it('refuses malformed filters JSON', async () => {
    const res = await get('manager', '/api/lead/new?filters=%7Bnope', a1);
    expect(res.statusCode).toBe(400);
  });

  it('shows an adviser only their own leads plus unowned subasta ones', async () => {
    const me = await f.userId('adviser-digital@demo.mx');
    const rows = (await get('adviser-digital', '/api/lead/new?limit=100', a1)).json();
    expect(rows.data.every((r: { UserId: number | null; phase: string }) => r.UserId === me || (r.phase === 'subasta' && r.UserId === null))).toBe(true);
    expect(rows.total).toBe(await countWhere(a1, or(eq(leads.userId, me), and(eq(leads.phase, 'subasta'), isNull(leads.userId)))));
  });

  it('gives an adviser, tab by tab, their own leads, and in subasta the unowned ones too', async () => {
    const me = await f.userId('adviser-digital@demo.mx');
    for (const phase of FUNNEL) {
      const res = (await get('adviser-digital', `/api/lead/new?limit=100&phase=${phase}`, a1)).json();
      const mine = or(eq(leads.userId, me), and(eq(leads.phase, 'subasta'), isNull(leads.userId)));
      expect(res.total, phase).toBe(await countWhere(a1, and(eq(leads.phase, phase), mine)));
      expect(res.data.length, phase).toBe(Math.min(res.total, 100));
      for (const r of res.data as { UserId: number | null; phase: string }[]) {
        expect(r.phase).toBe(phase);
        expect(r.UserId === me || (phase === 'subasta' && r.UserId === null), `${phase} ${r.UserId}`).toBe(true);
      }
    }
    // The subasta tab holds unowned leads for the adviser to take (the seed leaves some).
    expect((await get('adviser-digital', '/api/lead/new?limit=100&phase=subasta', a1)).json().data.some((r: { UserId: number | null }) => r.UserId === null)).toBe(true);
  });

  it('leaves merged leads out', async () => {
    const lead = await f.makeLead({ agencyId: a1, phase: 'seguimiento', firstName: 'Fusionado', lastName: 'Secundario' });
    await f.db.update(leads).set({ mergedIntoId: 1 }).where(eq(leads.id, lead.id));
    const rows = (await get('manager', `/api/lead/new?${q({ search: 'fusionado secundario' })}`, a1)).json().data;
    expect(rows).toEqual([]);
  });

  it("never lists another agency's leads, and refuses an agencyid header that is not the caller's", async () => {
    const lead2 = await f.makeLead({ agencyId: a2, phase: 'seguimiento', firstName: 'Ajeno', lastName: 'Guadalajara' });
    const rows = (await get('manager', `/api/lead/new?${q({ search: 'ajeno guadalajara' })}`, a1)).json().data;
    expect(rows).toEqual([]);
    expect((await get('manager', '/api/lead/new', a2)).statusCode).toBe(403);
    const old = (await get('manager', `/api/lead/?${q({ search: 'ajeno guadalajara' })}`)).json().data;
    expect(old).toEqual([]);
    expect((await get('manager', `/api/lead/?AgencyId=${a2}`)).statusCode).toBe(403);
    // admin belongs to agency 2 and sees it there
    const admin = (await get('admin', `/api/lead/new?${q({ search: 'ajeno guadalajara' })}`, a2)).json().data;
    expect(admin.map((r: { id: number }) => r.id)).toEqual([lead2.id]);
  });

  it('refuses roles outside sales', async () => {
    expect((await get('product', '/api/lead/new')).statusCode).toBe(403);
    expect((await get('hr', '/api/lead/new/totals-phase')).statusCode).toBe(403);
  });
});

describe('totals', () => {
  it('counts each tab with the same filters', async () => {
    const res = (await get('coordinator', '/api/lead/new/totals-phase', a1)).json().data;
    expect(res).toEqual({
      all: await countWhere(a1),
      primer_contacto: await countWhere(a1, eq(leads.phase, '1er-contacto')),
      seguimiento: await countWhere(a1, eq(leads.phase, 'seguimiento')),
      en_cierre: await countWhere(a1, eq(leads.phase, 'en-cierre')),
    });
    const filtered = (await get('coordinator', `/api/lead/new/totals-phase?${q({ filters: { ProductId: 999999 } })}`, a1)).json().data;
    expect(filtered).toEqual({ all: 0, primer_contacto: 0, seguimiento: 0, en_cierre: 0 });
  });

  it('/lead/new/totals adds the selected tab total and its page count', async () => {
    const res = (await get('coordinator', '/api/lead/new/totals?phase=seguimiento', a1)).json().data;
    expect(res.total).toBe(res.seguimiento);
    expect(res.pages).toBe(Math.max(1, Math.ceil(res.seguimiento / 10)));
  });

  it('counts only what an adviser may see', async () => {
    const me = await f.userId('adviser-floor@demo.mx');
    const res = (await get('adviser-floor', '/api/lead/new/totals-phase', a1)).json().data;
    expect(res.all).toBe(await countWhere(a1, or(eq(leads.userId, me), and(eq(leads.phase, 'subasta'), isNull(leads.userId)))));
  });
});

describe('GET /lead/ (older list)', () => {
  it('filters by AgencyId, phase, UserId and pages with limit 10', async () => {
    const owner = await f.userId('adviser-hybrid@demo.mx');
    const res = (await get('manager', `/api/lead/?AgencyId=${a1}&phase=congelado&page=1`)).json();
    expect(res.limit).toBe(10);
    expect(res.data.every((r: { phase: string }) => r.phase === 'congelado')).toBe(true);
    const mine = (await get('manager', `/api/lead/?AgencyId=${a1}&UserId=${owner}&limit=100`)).json().data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r: { UserId: number }) => r.UserId === owner)).toBe(true);
  });
});

describe('GET /lead/new sorted by adviser (pages from the kept counters)', () => {
  /** The list's order by definition: the adviser's kept name key (unowned as NULL), then the newest lead. */
  async function expected(dir: 'asc' | 'desc', phases: string[]) {
    const rows = await queryRows<{ id: number }>(
      f.db,
      sql`SELECT l.id FROM leads l LEFT JOIN users u ON u.id = l.user_id
          WHERE l.agency_id = ${a1} AND l.merged_into_id IS NULL AND l.phase IN ${phases}
          ORDER BY u.name_sort_key ${sql.raw(dir === 'asc' ? 'ASC' : 'DESC')}, l.id DESC`,
    );
    return rows.map((r) => Number(r.id));
  }
  async function walk(params: Record<string, string>) {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const res = (await get('manager', `/api/lead/new?${q({ ...params, page: String(page), limit: '7' })}`, a1)).json();
      ids.push(...res.data.map((r: { id: number }) => r.id));
      if (page >= res.pages) return ids;
    }
  }

  it('gives, page after page, the whole list in adviser order, unowned leads and namesakes included', async () => {
    // Two advisers with the same name (their leads interleave by id) and leads nobody owns.
    const floor = await f.userId('adviser-floor@demo.mx');
    const hybrid = await f.userId('adviser-hybrid@demo.mx');
    await f.db.execute(sql`UPDATE users SET first_name = 'Homónimo', last_name = 'Igual' WHERE id IN (${floor}, ${hybrid})`);
    for (const userId of [floor, hybrid, floor, null, null]) await f.makeLead({ agencyId: a1, phase: userId ? 'seguimiento' : 'subasta', userId });
    for (const dir of ['asc', 'desc'] as const) {
      const all = await expected(dir, FUNNEL);
      expect(all.length).toBeGreaterThan(20);
      expect(await walk({ sortBy: `adviser:${dir}` }), dir).toEqual(all);
      expect(await walk({ sortBy: `adviser:${dir}`, phase: 'seguimiento' }), `${dir} seguimiento`).toEqual(await expected(dir, ['seguimiento']));
    }
    // A filtered list takes the general path: the same order.
    expect(await walk({ sortBy: 'adviser:asc', filters: JSON.stringify({ StartDate: '2000-01-01' }) })).toEqual(await expected('asc', FUNNEL));
  });
});
