import { sql, type SQL } from 'drizzle-orm';
import type { Company, CompanyContactPerson, CompanyRow } from '../../../../shared/schemas/fleetCompany';
import { notFound } from '../../../lib/httpError';
import { queryRows, type DbOrTx } from '../../../lib/queryRows';
import { catalogJson, contactJson, userJson } from '../sqlJson';
import { rowSelect } from '../../../lib/list/tableColumns';
import { companyRowSchema } from '../../../../shared/schemas/fleetCompanyResponses';
import { companies } from '../tables';

/**
 * The company row (companyRowSchema) with its catalog objects resolved: its own columns by name
 * (lib/list/tableColumns.ts), the rest computed here; a free-text sector answers `{ id: 0, description }`.
 */
export const COMPANY_SELECT = rowSelect(companyRowSchema.shape, companies, 'c', {
  businessName: sql`c.name`,
  CompanySectorId: sql`CASE WHEN c.company_sector_id IS NULL AND c.sector_text IS NOT NULL THEN 0 ELSE c.company_sector_id END`,
  CompanyType: catalogJson('ct'),
  CompanySector: sql`CASE WHEN cs.id IS NOT NULL THEN json_build_object('id', cs.id, 'description', cs.description)
       WHEN c.sector_text IS NOT NULL THEN json_build_object('id', 0, 'description', c.sector_text) END`,
  CompanySize: catalogJson('csz'),
  CompanyNeed: catalogJson('cn'),
  CompanyEconomicCapacity: catalogJson('cec'),
  CompanyFleetLocation: catalogJson('cfl'),
  User: userJson('u'),
});

export const COMPANY_FROM = sql`
  FROM companies c
  LEFT JOIN company_types ct ON ct.id = c.company_type_id
  LEFT JOIN company_sectors cs ON cs.id = c.company_sector_id
  LEFT JOIN company_sizes csz ON csz.id = c.company_size_id
  LEFT JOIN company_needs cn ON cn.id = c.company_need_id
  LEFT JOIN company_economic_capacities cec ON cec.id = c.company_economic_capacity_id
  LEFT JOIN company_fleet_locations cfl ON cfl.id = c.company_fleet_location_id
  LEFT JOIN users u ON u.id = c.user_id`;

export async function companyRows(db: DbOrTx, where: SQL, tail: SQL = sql``): Promise<CompanyRow[]> {
  return queryRows<CompanyRow>(db, sql`SELECT ${COMPANY_SELECT} ${COMPANY_FROM} WHERE ${where} ${tail}`);
}

export async function companyContacts(db: DbOrTx, companyId: number): Promise<CompanyContactPerson[]> {
  const rows = await queryRows<{ c: CompanyContactPerson }>(
    db,
    sql`SELECT ${contactJson('p')} AS c FROM company_contact_people p WHERE p.company_id = ${companyId} AND p.blocked_at IS NULL
        ORDER BY array_position(ARRAY['COMPANY','OPERATOR','CONTACTO','RESPONSABLE']::text[], p.type), p.id`,
  );
  return rows.map((r) => r.c);
}

/** GET /company/{id}'s answer; the caller's access was checked before. */
export async function loadCompany(db: DbOrTx, id: number): Promise<Company> {
  const [row] = await companyRows(db, sql`c.id = ${id}`);
  if (!row) throw notFound();
  return { ...row, CompanyContactPeople: await companyContacts(db, id) };
}
