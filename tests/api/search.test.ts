import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';
import { makeAppointment } from './agendaFixtures';

/** The command palette's search (issue 43): the same record rule as each list, and the subasta mask. */
let t: TestApp;
let f: Fixtures;
let mine: number;
let theirs: number;
let subasta: number;
let otherAgency: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
  f = await fixtures(t);
  const floor = await f.userId(email('adviser-floor'));
  const digital = await f.userId(email('adviser-digital'));
  const withKeys = async (o: Parameters<Fixtures['makeLead']>[0], phoneKey: string, emailKey: string) => {
    const lead = await f.makeLead({ ...o, email: emailKey });
    await f.db.execute(sql`UPDATE leads SET phone = ${'+52' + phoneKey}, phone_key = ${phoneKey}, email_key = ${emailKey} WHERE id = ${lead.id}`);
    return lead.id;
  };
  mine = await withKeys({ userId: floor, firstName: 'Zacarías', lastName: 'Quintanilla' }, '5587654321', 'zq@correo.mx');
  theirs = await withKeys({ userId: digital, firstName: 'Zacarías', lastName: 'Bermúdez' }, '5587650000', 'zb@correo.mx');
  subasta = await withKeys({ phase: 'subasta', userId: null, firstName: 'Eustaquio', lastName: 'Subastado' }, '5511112222', 'eustaquio@correo.mx');
  otherAgency = await withKeys({ agencyId: f.agencyIds[1], userId: null, firstName: 'Zacarías', lastName: 'Foráneo' }, '5599998888', 'zf@correo.mx');
});
afterAll(async () => t?.close());

const search = async (role: string, q: string, agencyId = f.agencyIds[0]) => {
  const res = await t.api(email(role), { method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, agencyId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { kind: string; id: number; title: string; phase: string | null; adviser: string | null; agency: string | null; href: string }[];
};
const leadIds = (hits: { kind: string; id: number }[]) => hits.filter((h) => h.kind === 'lead').map((h) => h.id);

describe('GET /api/search: retail leads', () => {
  it('finds a lead by every common form of its phone, by its e-mail and by #id, with what it is', async () => {
    for (const q of ['55 8765 4321', '+52 55 8765 4321', '5587654321', '+52 1 55 8765 4321', 'zq@correo.mx', `#${mine}`]) {
      expect(leadIds(await search('manager', q)), q).toContain(mine);
    }
    const [hit] = (await search('manager', `#${mine}`)).filter((h) => h.kind === 'lead');
    expect(hit).toMatchObject({ title: 'Zacarías Quintanilla', phase: 'Seguimiento', adviser: expect.any(String), href: `/sells/leads/${mine}` });
    expect(hit).not.toHaveProperty('phone');
  });

  it("takes '#id' anywhere in the box: the name as the lists show it with its number finds that lead (issue 51)", async () => {
    expect(leadIds(await search('manager', `Zacarías Quintanilla #${mine}`))).toEqual([mine]);
    expect(leadIds(await search('manager', `#${mine} Zacarías`))).toEqual([mine]);
    // Still under the record rule: another adviser's number finds nothing, whatever the words.
    expect(leadIds(await search('adviser-floor', `Zacarías Bermúdez #${theirs}`))).toEqual([]);
  });

  it("shows an appointment's moment in the lists' one format ('DD-MM-YYYY HH:mm:ss', Mexico City)", async () => {
    // 16:30 UTC on 18 December 2026 is 10:30 in Mexico City.
    await makeAppointment(f.db, { leadId: mine, agencyId: f.agencyIds[0]!, date: new Date('2026-12-18T16:30:00Z') });
    const hit = (await search('manager', 'Quintanilla')).find((h) => h.kind === 'appointment');
    expect(hit?.phase).toBe('18-12-2026 10:30:00 · Confirmada');
  });

  it("an adviser never finds another adviser's lead, by name, phone or number", async () => {
    expect(leadIds(await search('adviser-floor', 'zacarías'))).toEqual([mine]);
    expect(leadIds(await search('adviser-floor', '5587650000'))).toEqual([]);
    expect(leadIds(await search('adviser-floor', `#${theirs}`))).toEqual([]);
    expect(leadIds(await search('manager', 'zacarías'))).toEqual(expect.arrayContaining([mine, theirs]));
  });

  it('a masked role never finds a subasta lead by its phone or e-mail (that would reveal it), only by its name', async () => {
    for (const role of ['coordinator', 'adviser-floor']) {
      expect(leadIds(await search(role, '55 1111 2222')), role).toEqual([]);
      expect(leadIds(await search(role, 'eustaquio@correo.mx')), role).toEqual([]);
      expect(leadIds(await search(role, '1111'))).not.toContain(subasta);
      expect(leadIds(await search(role, 'subastado')), role).toEqual([subasta]);
    }
    expect(leadIds(await search('manager', '55 1111 2222'))).toEqual([subasta]);
  });

  it("another agency's lead is never found, even by its number", async () => {
    expect(leadIds(await search('manager', 'foráneo'))).toEqual([]);
    expect(leadIds(await search('manager', `#${otherAgency}`))).toEqual([]);
    expect(leadIds(await search('admin', 'foráneo', f.agencyIds[1]))).toEqual([otherAgency]);
  });

  it('a role without the lists finds no records; a short or empty box answers nothing; a long one is a Spanish 400', async () => {
    expect(await search('hr', 'zacarías')).toEqual([]);
    expect(await search('manager', 'za')).toEqual([]);
    const long = await t.api(email('manager'), { method: 'GET', url: `/api/search?q=${'a'.repeat(101)}`, agencyId: f.agencyIds[0] });
    expect(long.statusCode).toBe(400);
    expect(long.json().data).toBe('Datos inválidos');
  });
});

describe('GET /api/search: fleet records follow fleetScope', () => {
  it('a retail role finds no fleet records; the fleet roles find the companies of their agencies only', async () => {
    const { rows } = (await t.database.db.execute(sql`SELECT id, name FROM companies WHERE agency_id = ${f.agencyIds[0]} ORDER BY id LIMIT 1`)) as unknown as {
      rows: { id: number; name: string }[];
    };
    const company = rows[0];
    expect(company, 'the demo seed has companies').toBeDefined();
    if (!company) return;
    const word = company.name.split(' ')[0]!;
    expect((await search('manager', `#${company.id}`)).filter((h) => h.kind === 'company')).toEqual([]);
    const found = await search('fleet-manager', word);
    expect(found.filter((h) => h.kind === 'company').map((h) => h.href)).toContain(`/fleets/companies/${company.id}`);
  });
});

describe('the seed leaves the lists\' trigram indexes without a pending list (migration 0053, issue 55)', () => {
  it('fastupdate is off again after the bulk load, and the seeded rows are found by the index', async () => {
    const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const rows = await rowsOf<{ relname: string; reloptions: string[] | null }>(sql`SELECT relname, reloptions FROM pg_class WHERE relname LIKE '%search_trgm_idx' ORDER BY relname`);
    expect(rows.map((r) => r.relname)).toEqual(['companies_search_trgm_idx', 'lead_fleet_prospects_agency_search_trgm_idx', 'lead_fleets_agency_search_trgm_idx', 'leads_agency_phase_search_trgm_idx']);
    for (const row of rows) expect(row.reloptions, row.relname).toContain('fastupdate=off');
    const [seeded] = await rowsOf<{ name: string; agency_id: number; phase: string }>(sql`SELECT lower(first_name) AS name, agency_id, phase FROM leads WHERE merged_into_id IS NULL ORDER BY id LIMIT 1`);
    await t.database.db.execute(sql`SET enable_seqscan = off`);
    try {
      const [found] = await rowsOf<{ n: number }>(sql`SELECT count(*)::int AS n FROM leads WHERE agency_id = ${seeded!.agency_id} AND phase = ${seeded!.phase} AND merged_into_id IS NULL
        AND lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')) LIKE ${`%${seeded!.name}%`}`);
      expect(found!.n).toBeGreaterThan(0);
    } finally {
      await t.database.db.execute(sql`SET enable_seqscan = on`);
    }
  });
});
