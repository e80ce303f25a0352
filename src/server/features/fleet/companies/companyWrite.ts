import { and, eq, isNull, sql } from 'drizzle-orm';
import { FREE_SECTOR_ID } from '../../../../shared/domain/fleetConstants';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { MSG } from '../../../../shared/messages';
import { can } from '../../../../shared/domain/permissions';
import type { Company, CompanyValues } from '../../../../shared/schemas/fleetCompany';
import type { Db } from '../../../db/client';
import { companies, companyContactPeople } from '../tables';
import { badRequest, conflict, forbidden } from '../../../lib/httpError';
import { queryRows, type Tx } from '../../../lib/queryRows';
import type { Caller } from '../../../identity/auth';
import { loadCompany } from './companyQueries';
import { syncCompanyName } from '../leads/fleetLeadWrite';
import { assertAssignable, COMPANY_EXECUTIVE_ROLES, companyForCaller, ownsOnly } from '../fleetAccess';

/** Refuses catalog ids that do not exist (a foreign key error would be a 500). */
async function assertCatalogs(tx: Tx, v: CompanyValues): Promise<void> {
  const checks: [string, number][] = [
    ['company_types', v.CompanyTypeId],
    ['company_sizes', v.CompanySizeId],
    ['company_needs', v.CompanyNeedId],
    ['company_economic_capacities', v.CompanyEconomicCapacityId],
    ['company_fleet_locations', v.CompanyFleetLocationId],
  ];
  if (v.CompanySectorId !== FREE_SECTOR_ID) checks.push(['company_sectors', v.CompanySectorId]);
  const union = sql.join(
    checks.map(([table, id]) => sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE id = ${id}`),
    sql` UNION ALL `,
  );
  const rows = await queryRows<{ n: number }>(tx, union);
  if (rows.length !== checks.length || rows.some((r) => r.n !== 1)) throw badRequest(MSG.invalidData);
}

function sectorColumns(caller: Caller, v: CompanyValues) {
  if (v.CompanySectorId === FREE_SECTOR_ID) {
    if (!can(caller.role, 'fleet:freeSector')) throw forbidden();
    return { companySectorId: null, sectorText: v.sectorDescription ?? null };
  }
  return { companySectorId: v.CompanySectorId, sectorText: null };
}

async function writeContacts(tx: Tx, companyId: number, v: CompanyValues): Promise<void> {
  for (const type of ['COMPANY', 'OPERATOR'] as const) {
    const c = v.CompanyContactPeople.find((x) => x.type === type)!;
    const [existing] = await tx
      .select({ id: companyContactPeople.id })
      .from(companyContactPeople)
      .where(and(eq(companyContactPeople.companyId, companyId), eq(companyContactPeople.type, type), isNull(companyContactPeople.blockedAt)))
      .orderBy(companyContactPeople.id)
      .limit(1);
    const values = { name: c.name, phone: c.phone, email: c.email };
    if (existing) await tx.update(companyContactPeople).set(values).where(eq(companyContactPeople.id, existing.id));
    else await tx.insert(companyContactPeople).values({ companyId, type, ...values });
  }
}

/** The executive of a new or edited company: the fleet-executive themself, else a checked choice. */
async function executiveOf(tx: Tx, caller: Caller, agencyId: number, wanted: number | undefined, current: number | null): Promise<number | null> {
  if (ownsOnly(caller)) return caller.id;
  if (wanted === undefined) return current;
  if (wanted !== current) await assertAssignable(tx, caller, agencyId, wanted, COMPANY_EXECUTIVE_ROLES, false);
  return wanted;
}

export async function createCompany(db: Db, caller: Caller, v: CompanyValues): Promise<Company> {
  return db.transaction(async (tx) => {
    await assertCatalogs(tx, v);
    const agencyId = caller.agencyId;
    const userId = await executiveOf(tx, caller, agencyId, v.UserId, null);
    const [row] = await tx
      .insert(companies)
      .values({
        agencyId,
        name: v.name,
        companyTypeId: v.CompanyTypeId,
        ...sectorColumns(caller, v),
        companySizeId: v.CompanySizeId,
        companyNeedId: v.CompanyNeedId,
        companyEconomicCapacityId: v.CompanyEconomicCapacityId,
        companyFleetLocationId: v.CompanyFleetLocationId,
        description: v.description,
        userId,
      })
      .returning({ id: companies.id });
    await writeContacts(tx, row!.id, v);
    return loadCompany(tx, row!.id);
  });
}

/** PUT /company/{id}: the whole wizard again. A missing UserId keeps the current executive. */
export async function updateCompany(db: Db, caller: Caller, id: number, v: CompanyValues): Promise<Company> {
  return db.transaction(async (tx) => {
    const company = await companyForCaller(tx, caller, id, true);
    await assertCatalogs(tx, v);
    // Keeping an existing free-text sector is not typing one: anyone may save it unchanged.
    const keepsFreeSector = v.CompanySectorId === FREE_SECTOR_ID && company.companySectorId === null && company.sectorText === (v.sectorDescription ?? null);
    const userId = await executiveOf(tx, caller, company.agencyId, v.UserId, company.userId);
    await tx
      .update(companies)
      .set({
        name: v.name,
        companyTypeId: v.CompanyTypeId,
        ...(keepsFreeSector ? {} : sectorColumns(caller, v)),
        companySizeId: v.CompanySizeId,
        companyNeedId: v.CompanyNeedId,
        companyEconomicCapacityId: v.CompanyEconomicCapacityId,
        companyFleetLocationId: v.CompanyFleetLocationId,
        description: v.description,
        userId,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, id));
    await writeContacts(tx, id, v);
    await syncCompanyName(tx, id);
    return loadCompany(tx, id);
  });
}

export async function toggleCompany(db: Db, caller: Caller, id: number): Promise<Company> {
  return db.transaction(async (tx) => {
    const company = await companyForCaller(tx, caller, id, true);
    await tx.update(companies).set({ active: !company.active, updatedAt: new Date() }).where(eq(companies.id, id));
    return loadCompany(tx, id);
  });
}

/** A company with fleet leads stays (their history would be lost); contacts go with it. */
export async function deleteCompany(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await companyForCaller(tx, caller, id, true);
    const [n] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT (SELECT count(*) FROM lead_fleets WHERE company_id = ${id})::int AS n`,
    );
    if ((n?.n ?? 0) > 0) throw conflict(FLEET_MSG.companyHasLeads);
    await tx.delete(companies).where(eq(companies.id, id));
  });
}
