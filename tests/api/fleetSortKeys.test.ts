import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/lib/queryRows';
import { companies, companySectors, leadFleets, users } from '../../src/server/db/schema';
import type { CompanyRow } from '../../src/shared/schemas/fleetCompany';
import type { FleetLeadRow } from '../../src/shared/schemas/fleetLead';
import { createTestApp, type TestApp } from './testApp';
import { email, fleetFixtures, type FleetFixtures } from './fleetFixtures';

/**
 * Issue 27: the companies' 'Giro' / 'Ejecutivo' keys and the fleet leads' executive key are copies kept
 * on the rows by triggers (migration fleet_owner_sector_keys), so the sorts walk an index. A copy that
 * missed a write (a rename, a reassignment, a sector change) would sort the row in its old place.
 */
let t: TestApp;
let f: FleetFixtures;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 3 });
  f = await fleetFixtures(t);
});
afterAll(async () => t?.close());

/** Rows whose kept key differs from the one computed from its sources now. */
async function staleKeys(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    f.db,
    sql`SELECT (SELECT count(*) FROM companies c LEFT JOIN company_sectors s ON s.id = c.company_sector_id LEFT JOIN users u ON u.id = c.user_id
                WHERE c.sector_sort_key IS DISTINCT FROM coalesce(crm_sort_key(s.description), crm_sort_key(c.sector_text))
                   OR c.user_sort_key IS DISTINCT FROM u.name_sort_key)
             + (SELECT count(*) FROM lead_fleets l LEFT JOIN users u ON u.id = l.user_id WHERE l.user_sort_key IS DISTINCT FROM u.name_sort_key) AS n`,
  );
  return Number(row!.n);
}

const companiesBy = async (sortBy: string) =>
  (await t.api(email('admin'), { method: 'GET', url: `/api/company?limit=100&sortBy=${encodeURIComponent(sortBy)}` })).json().data as CompanyRow[];
const leadsBy = async (sortBy: string) => (await t.api(email('admin'), { method: 'GET', url: `/api/lead-fleet?limit=100&sortBy=${sortBy}` })).json().data as FleetLeadRow[];

describe('kept sector and executive sort keys', () => {
  it('are filled for the seeded rows and follow every write of their sources', async () => {
    expect(await staleKeys()).toBe(0);
    const exec = await f.userId('fleet-executive@demo.mx');
    const coordinator = await f.userId('fleet-coordinator@demo.mx');

    // An executive renamed to sort first: their companies and leads come first, ascending.
    await f.db.update(users).set({ firstName: 'Aaron', lastName: 'Abad' }).where(eq(users.id, exec));
    expect(await staleKeys()).toBe(0);
    expect((await companiesBy('user.firstAndLastName'))[0]!.User?.id).toBe(exec);
    expect((await leadsBy('user'))[0]!.UserId).toBe(exec);

    // A company reassigned and moved to a free-text sector; a lead reassigned.
    const company = await f.makeCompany({ userId: exec, name: 'Zeta Logística' });
    await f.db.update(companies).set({ userId: coordinator, companySectorId: null, sectorText: 'Ácaros y afines' }).where(eq(companies.id, company.id));
    const lead = await f.makeLead({ userId: exec });
    await f.db.update(leadFleets).set({ userId: coordinator }).where(eq(leadFleets.id, lead.id));
    expect(await staleKeys()).toBe(0);
    // 'Ácaros' sorts before every catalogue sector, accents aside.
    expect((await companiesBy('companySector.description'))[0]!.id).toBe(company.id);

    // A catalogue sector renamed: its companies move with it.
    await f.db.update(companySectors).set({ description: 'Aaa primero' }).where(eq(companySectors.id, f.cat.sector));
    expect(await staleKeys()).toBe(0);
    const inSector = await f.makeCompany({ name: 'Sector Renombrado' });
    expect((await companiesBy('companySector.description'))[0]!.CompanySector?.description).toBe('Aaa primero');
    const descending = (await companiesBy('-companySector.description')).map((r) => r.CompanySector?.description ?? null);
    expect(descending.filter((s) => s !== null).at(-1)).toBe('Aaa primero');
    expect(inSector.companySectorId).toBe(f.cat.sector);

    // Unassigned rows keep a null key and sort last in both directions.
    await f.db.update(companies).set({ userId: null }).where(eq(companies.id, company.id));
    expect(await staleKeys()).toBe(0);
    for (const dir of ['', '-']) {
      const rows = await companiesBy(`${dir}user.firstAndLastName`);
      const firstNull = rows.findIndex((r) => r.User === null);
      if (firstNull >= 0) expect(rows.slice(firstNull).every((r) => r.User === null)).toBe(true);
    }
  });
});
