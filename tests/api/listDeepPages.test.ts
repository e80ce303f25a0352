import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../src/server/lib/queryRows';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';

// Issue 55: the lists' deep pages skip their OFFSET rows in an index that carries blocked_at (migration
// list_pages_deep) instead of through the heap. Whatever plan serves them, a page deep in a list must hold
// exactly the rows a plain OFFSET over the list's own order gives, and the rows the earlier pages left:
// for each sort, tab and filter below, every page of 3 is compared with the reference query's slice and
// the pages together with the whole list (no row twice, none missing, blocked leads in none).
let t: TestApp;
let f: Fixtures;
let agency: number;
let blockedLead: number;
let blockedFleetLead: number;
const LIMIT = 3;
/** The statements the app sends, with their values, while `recording` is set (for the plan checks below). */
let recording = false;
const sent: { text: string; params: unknown[] }[] = [];

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 50, onQuery: (text, params) => void (recording && sent.push({ text, params })) });
  f = await fixtures(t);
  agency = f.agencyIds[0]!;
  // Two timestamps shared by several leads, so the id decides among equal keys at a page's edge.
  await f.db.execute(sql`UPDATE leads SET created_at = '2026-01-05T10:00:00Z' WHERE id IN (SELECT id FROM leads WHERE agency_id = ${agency} ORDER BY id LIMIT 4)`);
  await f.db.execute(sql`UPDATE lead_fleets SET last_activity_date = '2026-01-05T10:00:00Z' WHERE id IN (SELECT id FROM lead_fleets WHERE agency_id = ${agency} ORDER BY id LIMIT 4)`);
  // A blocked lead in the middle of each list (issue 54: in no list), where a deep page skips it.
  [{ id: blockedLead }] = await queryRows<{ id: number }>(
    f.db,
    sql`UPDATE leads SET blocked_at = now() WHERE id = (SELECT id FROM leads WHERE agency_id = ${agency} AND merged_into_id IS NULL AND phase = 'seguimiento' ORDER BY created_at DESC, id DESC OFFSET 5 LIMIT 1) RETURNING id`,
  ) as [{ id: number }];
  [{ id: blockedFleetLead }] = await queryRows<{ id: number }>(
    f.db,
    sql`UPDATE lead_fleets SET blocked_at = now() WHERE id = (SELECT id FROM lead_fleets WHERE agency_id = ${agency} ORDER BY last_activity_date DESC, id DESC OFFSET 7 LIMIT 1) RETURNING id`,
  ) as [{ id: number }];
});
afterAll(async () => t?.close());

const ids = async (query: SQL) => (await queryRows<{ id: number }>(f.db, query)).map((r) => r.id);

/** Every page of `LIMIT` rows of a list, each checked against the reference's slice at its OFFSET, then the pages against the whole reference. */
async function expectPagesMatch(page: (n: number) => Promise<{ data: { id: number }[]; total: number; pages: number }>, reference: SQL, blocked: number) {
  const all = await ids(reference);
  expect(all.length, 'the list holds several pages').toBeGreaterThan(3 * LIMIT);
  const first = await page(1);
  expect(first.total).toBe(all.length);
  const seen: number[] = [];
  for (let n = 1; n <= first.pages; n++) {
    const rows = (await page(n)).data.map((r) => r.id);
    expect(rows, `page ${n}`).toEqual(await ids(sql`${reference} LIMIT ${LIMIT} OFFSET ${(n - 1) * LIMIT}`));
    seen.push(...rows);
  }
  expect(seen).toEqual(all);
  expect(new Set(seen).size).toBe(seen.length);
  expect(seen).not.toContain(blocked);
}

describe('GET /lead/new: a deep page holds the rows of the plain OFFSET over the same order', () => {
  const funnel = sql`l.phase IN ('subasta', '1er-contacto', 'seguimiento', 'en-cierre')`;
  const list = (who: string, query: string) => async (n: number) => {
    const res = await t.api(email(who), { method: 'GET', url: `/api/lead/new?page=${n}&limit=${LIMIT}${query}`, agencyId: agency });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { id: number }[]; total: number; pages: number };
  };
  const reference = (where: SQL, order: string) => sql`SELECT l.id FROM leads l WHERE l.agency_id = ${agency} AND l.merged_into_id IS NULL AND l.blocked_at IS NULL AND ${where} ORDER BY ${sql.raw(order)}`;

  it("the 'All' tab by date, newest first (the default) and oldest first", async () => {
    await expectPagesMatch(list('manager', ''), reference(funnel, 'l.created_at DESC, l.id DESC'), blockedLead);
    await expectPagesMatch(list('manager', '&sortBy=createdAt:asc'), reference(funnel, 'l.created_at ASC, l.id DESC'), blockedLead);
  });

  it("the 'All' tab by contact name, both ways", async () => {
    await expectPagesMatch(list('manager', '&sortBy=contact:asc'), reference(funnel, 'l.name_sort_key ASC, l.id DESC'), blockedLead);
    await expectPagesMatch(list('manager', '&sortBy=contact:desc'), reference(funnel, 'l.name_sort_key DESC, l.id DESC'), blockedLead);
  });

  it('a phase tab by date and by contact name', async () => {
    const seguimiento = sql`l.phase = 'seguimiento'`;
    await expectPagesMatch(list('manager', '&phase=seguimiento'), reference(seguimiento, 'l.created_at DESC, l.id DESC'), blockedLead);
    await expectPagesMatch(list('manager', '&phase=seguimiento&sortBy=contact:desc'), reference(seguimiento, 'l.name_sort_key DESC, l.id DESC'), blockedLead);
  });

  it("a manager's list of one adviser, and an adviser's own list (theirs and the unowned in subasta)", async () => {
    const adviser = await f.userId(email('adviser-floor'));
    const filters = encodeURIComponent(JSON.stringify({ UserId: adviser }));
    // Enough of the adviser's own leads for several pages, one of them blocked.
    await f.db.execute(sql`UPDATE leads SET user_id = ${adviser} WHERE id IN (SELECT l.id FROM leads l WHERE l.agency_id = ${agency} AND l.merged_into_id IS NULL AND ${funnel} ORDER BY l.id LIMIT 16) OR id = ${blockedLead}`);
    await expectPagesMatch(list('manager', `&filters=${filters}`), reference(sql`${funnel} AND l.user_id = ${adviser}`, 'l.created_at DESC, l.id DESC'), blockedLead);
    const own = sql`(l.user_id = ${adviser} OR (l.phase = 'subasta' AND l.user_id IS NULL)) AND ${funnel}`;
    await expectPagesMatch(list('adviser-floor', ''), reference(own, 'l.created_at DESC, l.id DESC'), blockedLead);
  });
});

describe('GET /leads/frozen and /leads/future-sale: a deep page holds the rows of the plain OFFSET over the same order', () => {
  const list = (path: string) => async (n: number) => {
    const res = await t.api(email('manager'), { method: 'GET', url: `/api/leads/${path}?page=${n}&limit=${LIMIT}`, agencyId: agency });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { id: number }[]; total: number; pages: number };
  };
  const reference = (phase: string, order: string) =>
    sql`SELECT l.id FROM leads l WHERE l.agency_id = ${agency} AND l.merged_into_id IS NULL AND l.blocked_at IS NULL AND l.phase = ${phase} ORDER BY ${sql.raw(order)}`;

  it('the frozen list by last edit and the future-sale list by reactivation date (nulls last), a blocked lead among them', async () => {
    // Enough leads in each list for several pages, edits and dates shared so the id decides at a page's edge, one blocked.
    const batch = async (phase: string) => {
      const made: number[] = [];
      for (let i = 0; i < 12; i++) made.push((await f.makeLead({ agencyId: agency, phase, firstName: `Lista${i}` })).id);
      await f.db.execute(sql`UPDATE leads SET reactivation_date = CASE WHEN id % 5 = 0 THEN NULL ELSE DATE '2027-01-01' + (id % 3) END,
        updated_at = CASE WHEN id % 2 = 0 THEN '2026-02-01T10:00:00Z'::timestamptz ELSE updated_at END WHERE id IN (${sql.join(made.map((id) => sql`${id}`), sql`, `)})`);
      await f.db.execute(sql`UPDATE leads SET blocked_at = now() WHERE id = ${made[5]!}`);
      return made[5]!;
    };
    const frozenBlocked = await batch('congelado');
    const futureBlocked = await batch('futura-venta');
    await expectPagesMatch(list('frozen'), reference('congelado', 'l.updated_at DESC, l.id DESC'), frozenBlocked);
    await expectPagesMatch(list('future-sale'), reference('futura-venta', 'l.reactivation_date ASC NULLS LAST, l.id DESC'), futureBlocked);
  });
});

describe('GET /lead-fleet: a deep page holds the rows of the plain OFFSET over the same order', () => {
  const list = (query: string) => async (n: number) => {
    const res = await t.api(email('fleet-manager'), { method: 'GET', url: `/api/lead-fleet?page=${n}&limit=${LIMIT}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { id: number }[]; total: number; pages: number };
  };
  const reference = (where: SQL, order: string) =>
    sql`SELECT l.id FROM lead_fleets l WHERE l.agency_id = ${agency} AND l.blocked_at IS NULL AND ${where} ORDER BY ${sql.raw(order)}`;

  it('TODO by latest activity (the default) and oldest activity first', async () => {
    await expectPagesMatch(list('&phase=TODO'), reference(sql`true`, 'l.last_activity_date DESC, l.id DESC'), blockedFleetLead);
    await expectPagesMatch(list('&phase=TODO&sortBy=lastActivityDate'), reference(sql`true`, 'l.last_activity_date ASC, l.id ASC'), blockedFleetLead);
  });

  it('TODO by contact, company, phase and executive', async () => {
    await expectPagesMatch(list('&phase=TODO&sortBy=contactName'), reference(sql`true`, 'l.contact_sort_key ASC, l.id ASC'), blockedFleetLead);
    await expectPagesMatch(list('&phase=TODO&sortBy=-companyName'), reference(sql`true`, 'l.company_sort_key DESC, l.id DESC'), blockedFleetLead);
    await expectPagesMatch(list('&phase=TODO&sortBy=phase'), reference(sql`true`, 'l.phase_rank ASC, l.id ASC'), blockedFleetLead);
    await expectPagesMatch(list('&phase=TODO&sortBy=user'), reference(sql`true`, 'l.user_sort_key ASC NULLS LAST, l.user_id ASC NULLS LAST, l.id ASC'), blockedFleetLead);
    await expectPagesMatch(list('&phase=TODO&sortBy=-user'), reference(sql`true`, 'l.user_sort_key DESC NULLS LAST, l.user_id DESC NULLS LAST, l.id DESC'), blockedFleetLead);
  });

  it("a phase tab by latest activity, and a filter's pages", async () => {
    const [{ phase }] = (await queryRows<{ phase: string }>(
      f.db,
      sql`SELECT phase FROM lead_fleets WHERE agency_id = ${agency} AND blocked_at IS NULL GROUP BY phase ORDER BY count(*) DESC LIMIT 1`,
    )) as [{ phase: string }];
    await expectPagesMatch(list(`&phase=${phase}`), reference(sql`l.phase = ${phase}`, 'l.last_activity_date DESC, l.id DESC'), blockedFleetLead);
    const filters = encodeURIComponent(JSON.stringify({ subStatus: 'ACTIVO' }));
    await expectPagesMatch(list(`&phase=TODO&filters=${filters}`), reference(sql`l.status = 'ACTIVO'`, 'l.last_activity_date DESC, l.id DESC'), blockedFleetLead);
  });
});

/** `text` with its $n parameters written as literals, for an EXPLAIN of a recorded statement. */
function inlined(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)\b/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}

// What keeps the deep pages cheap is that the lists' index walks need no heap page to test a row: once a
// vacuum has marked the pages all-visible (as autovacuum does on a server), with sequential and bitmap
// scans and sorts priced out and the heap's pages made dear, the page's and the count's plans must be an
// index-only scan. An index the list walks that lost blocked_at (or a filter column no index carries) fails here.
describe('the deep pages can skip their rows in the index alone', () => {
  beforeAll(async () => {
    await f.db.execute(sql`VACUUM (ANALYZE) leads`);
    await f.db.execute(sql`VACUUM (ANALYZE) lead_fleets`);
  });
  async function statementsOf(who: string, url: string, agencyId?: number) {
    sent.length = 0;
    recording = true;
    try {
      const res = await t.api(email(who), { method: 'GET', url, agencyId });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      recording = false;
    }
    return sent.filter((q) => /^(\/\* custom plan \*\/ )?SELECT ("leads"\."id" AS id FROM "leads"|l\.id AS id FROM lead_fleets l|count\(\*\)::int AS total FROM \(SELECT 1 FROM lead_fleets l)/.test(q.text));
  }
  async function planOf(q: { text: string; params: unknown[] }) {
    return f.db.transaction(async (tx) => {
      for (const path of ['seqscan', 'bitmapscan', 'sort']) await tx.execute(sql.raw(`SET LOCAL enable_${path} = off`));
      await tx.execute(sql`SET LOCAL random_page_cost = 1000`);
      const rows = await queryRows<Record<string, string>>(tx, sql.raw(`EXPLAIN ${inlined(q.text, q.params)}`));
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
  }
  const cases: [string, string, number | undefined][] = [
    ['manager', `/api/lead/new?page=5&limit=${LIMIT}`, 0],
    ['manager', `/api/lead/new?page=5&limit=${LIMIT}&sortBy=contact:desc`, 0],
    ['manager', `/api/lead/new?page=2&limit=${LIMIT}&phase=seguimiento`, 0],
    ['manager', `/api/lead/new?page=2&limit=${LIMIT}&phase=seguimiento&sortBy=contact:desc`, 0],
    ['fleet-manager', `/api/lead-fleet?page=5&limit=${LIMIT}&phase=TODO`, undefined],
    ['fleet-manager', `/api/lead-fleet?page=5&limit=${LIMIT}&phase=TODO&sortBy=contactName`, undefined],
    ['fleet-manager', `/api/lead-fleet?page=5&limit=${LIMIT}&phase=TODO&sortBy=-companyName`, undefined],
    ['fleet-manager', `/api/lead-fleet?page=5&limit=${LIMIT}&phase=TODO&sortBy=phase`, undefined],
    ['fleet-manager', `/api/lead-fleet?page=5&limit=${LIMIT}&phase=TODO&sortBy=-user`, undefined],
    ['fleet-manager', `/api/lead-fleet?page=2&limit=${LIMIT}&phase=SEGUIMIENTO`, undefined],
  ];
  it("the leads list's 'All' tab sends its funnel phases as one array parameter (a prepared IN ($2, $3, …) rebuilds the array for every row the walk tests)", async () => {
    const [page] = await statementsOf('manager', `/api/lead/new?page=5&limit=${LIMIT}`, agency);
    expect(page!.text).toMatch(/"leads"\."phase" = ANY\(\$\d+::text\[\]\)/);
    expect(page!.params).toContainEqual('{"subasta","1er-contacto","seguimiento","en-cierre"}');
  });
  it.each(cases)('%s %s', async (who, url, agencyIndex) => {
    const statements = await statementsOf(who, url, agencyIndex === undefined ? undefined : agency);
    expect(statements.length).toBeGreaterThan(0);
    for (const q of statements) {
      const plan = await planOf(q);
      expect(plan, q.text).toMatch(/Index Only Scan/);
      expect(plan, q.text).not.toMatch(/\bIndex Scan\b|Bitmap Heap Scan|Seq Scan/);
    }
  });
});
