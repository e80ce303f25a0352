import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { can } from '../../../../shared/domain/permissions';
import type { CompanySortKey } from '../../../../shared/domain/fleetConstants';
import type { companyListQuery, CompanyRow } from '../../../../shared/schemas/fleetCompany';
import { paged, offsetOf, type Paged } from '../../../lib/paged';
import { queryRows, type DbOrTx } from '../../../lib/queryRows';
import { sortKey, USER_NAME_RANK } from '../../../lib/sortKey';
import type { Caller } from '../../../identity/auth';
import { companyRows } from './companyQueries';
import { companyScope } from '../fleetAccess';
import { inList, likePattern } from '../sqlJson';

type Query = z.output<typeof companyListQuery>;

/** Same expression as companies_search_trgm_idx, so '%term%' is served by the trigram index. */
export const COMPANY_SEARCH = sql`lower(c.name || ' ' || coalesce(c.description, ''))`;

/** Name and date walk an index (the name's key is kept on the row); sector and executive need their join. */
const SORT: Record<CompanySortKey, SQL> = {
  businessName: sql`c.name_sort_key`,
  'companySector.description': sortKey(sql`coalesce(cs.description, c.sector_text)`),
  'user.firstAndLastName': sql`ur.rank`,
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

/**
 * GET /company: paged, filtered, sorted and counted in SQL. Default order: newest first. The page is
 * chosen over ids first; the rows (seven catalog joins and their JSON) are built for those ids only.
 */
export async function listCompanies(db: DbOrTx, caller: Caller, q: Query): Promise<Paged<CompanyRow>> {
  const where = whereOf(caller, q);
  const sorts = q.sortBy?.length ? q.sortBy : [{ key: 'createdAt' as const, desc: true }];
  const lastDesc = sorts[sorts.length - 1]!.desc;
  const nullable = (key: CompanySortKey) => key === 'companySector.description' || key === 'user.firstAndLastName';
  const order = sql.join(
    [
      ...sorts.map((x) => sql`${SORT[x.key]} ${sql.raw((x.desc ? 'DESC' : 'ASC') + (nullable(x.key) ? ' NULLS LAST' : ''))}`),
      sql`c.id ${sql.raw(lastDesc ? 'DESC' : 'ASC')}`,
    ],
    sql`, `,
  );
  const joins = sql.join(
    [
      sorts.some((x) => x.key === 'companySector.description') ? sql`LEFT JOIN company_sectors cs ON cs.id = c.company_sector_id` : sql``,
      sorts.some((x) => x.key === 'user.firstAndLastName') ? sql`LEFT JOIN ${USER_NAME_RANK} ur ON ur.id = c.user_id` : sql``,
    ],
    sql` `,
  );
  const page = await queryRows<{ id: number }>(db, sql`SELECT c.id FROM companies c ${joins} WHERE ${where} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${offsetOf(q)}`);
  const found = page.length ? await companyRows(db, sql`c.id IN (${inList(page.map((r) => r.id))})`) : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = page.map((r) => byId.get(r.id)).filter((r): r is CompanyRow => r !== undefined);
  // The count needs the sector/user joins only for the sort, never for the filter.
  const [count] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM companies c WHERE ${where}`);
  return paged(rows, count?.total ?? 0, q);
}
