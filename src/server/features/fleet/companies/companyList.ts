import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { can } from '../../../../shared/domain/permissions';
import type { CompanySortKey } from '../../../../shared/domain/fleetConstants';
import type { companyListQuery, CompanyRow } from '../../../../shared/schemas/fleetCompany';
import { paged, offsetOf, type Paged } from '../../../lib/paged';
import { queryRows, type DbOrTx } from '../../../lib/queryRows';
import { sortKey } from '../../../lib/sortKey';
import type { Caller } from '../../../identity/auth';
import { companyRows } from './companyQueries';
import { companyScope } from '../fleetAccess';
import { likePattern } from '../sqlJson';

type Query = z.output<typeof companyListQuery>;

/** Same expression as companies_search_trgm_idx, so '%term%' is served by the trigram index. */
export const COMPANY_SEARCH = sql`lower(c.name || ' ' || coalesce(c.description, ''))`;

const SORT: Record<CompanySortKey, SQL> = {
  businessName: sortKey(sql`c.name`),
  'companySector.description': sortKey(sql`coalesce(cs.description, c.sector_text)`),
  'user.firstAndLastName': sortKey(sql`u.first_name || ' ' || u.last_name`),
  createdAt: sql`c.created_at`,
};

function whereOf(caller: Caller, q: Query): SQL {
  const parts: SQL[] = [companyScope(caller)];
  if (q.filter) parts.push(sql`${COMPANY_SEARCH} LIKE ${likePattern(q.filter)}`);
  if (q.status) parts.push(sql`c.active = ${q.status === 'ACTIVO'}`);
  // fleet-executive has no user filter (§6): their scope already is their own companies.
  if (q.user && can(caller.role, 'fleet:filterUser')) parts.push(sql`c.user_id = ${q.user}`);
  if (q.lineOfBusiness) parts.push(sql`c.company_sector_id = ${q.lineOfBusiness}`);
  return sql.join(parts, sql` AND `);
}

/** GET /company: paged, filtered, sorted and counted in SQL. Default order: newest first. */
export async function listCompanies(db: DbOrTx, caller: Caller, q: Query): Promise<Paged<CompanyRow>> {
  const where = whereOf(caller, q);
  const sorts = q.sortBy?.length ? q.sortBy : [{ key: 'createdAt' as const, desc: true }];
  const order = sql.join(
    [...sorts.map((s) => sql`${SORT[s.key]} ${sql.raw(s.desc ? 'DESC NULLS LAST' : 'ASC NULLS LAST')}`), sql`c.id DESC`],
    sql`, `,
  );
  const rows = await companyRows(db, where, sql`ORDER BY ${order} LIMIT ${q.limit} OFFSET ${offsetOf(q)}`);
  // The count needs the sector/user joins only for the sort, never for the filter.
  const [count] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM companies c WHERE ${where}`);
  return paged(rows, count?.total ?? 0, q);
}
