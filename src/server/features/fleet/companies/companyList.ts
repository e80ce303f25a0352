import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanySortKey } from '../../../../shared/domain/fleetConstants';
import type { companyListQuery, CompanyRow } from '../../../../shared/schemas/fleetCompany';
import type { Paged } from '../../../lib/paged';
import type { DbOrTx } from '../../../lib/queryRows';
import { sortKey, USER_NAME_RANK } from '../../../lib/sortKey';
import type { Caller } from '../../../identity/auth';
import { companyRows } from './companyQueries';
import { FleetListWhere, listOrder, listPage } from '../fleetList';

type Query = z.output<typeof companyListQuery>;

/** Same expression as companies_search_trgm_idx, so '%term%' is served by the trigram index. */
export const COMPANY_SEARCH = sql`lower(c.name || ' ' || coalesce(c.description, ''))`;

/** Name and date walk an index (the name's key is kept on the row); sector and executive need their join. */
const SORT: Record<CompanySortKey, SQL> = {
  businessName: sql`c.name_sort_key`,
  // The catalogue sector's key is computed once per sector (a dozen), the free text's is kept on the row.
  'companySector.description': sql`coalesce(cs.sort_key, c.sector_text_sort_key)`,
  'user.firstAndLastName': sql`ur.rank`,
  createdAt: sql`c.created_at`,
};

function whereOf(caller: Caller, q: Query): SQL {
  return new FleetListWhere(caller, 'c')
    .search(COMPANY_SEARCH, q.filter)
    .add(q.status && sql`c.active = ${q.status === 'ACTIVO'}`)
    .executive(sql`c.user_id`, q.user)
    .add(q.lineOfBusiness && sql`c.company_sector_id = ${q.lineOfBusiness}`)
    .sql();
}

/**
 * GET /company: paged, filtered, sorted and counted in SQL. Default order: newest first. The page is
 * chosen over ids first; the rows (seven catalog joins and their JSON) are built for those ids only.
 */
export function listCompanies(db: DbOrTx, caller: Caller, q: Query): Promise<Paged<CompanyRow>> {
  const sorts = q.sortBy?.length ? q.sortBy : undefined;
  const by = (key: CompanySortKey) => sorts?.some((x) => x.key === key) ?? false;
  // The count needs the sector/user joins only for the sort, never for the filter.
  return listPage(db, q, {
    from: sql`companies c`,
    id: sql`c.id`,
    joins: sql.join(
      [
        by('companySector.description')
          ? sql`LEFT JOIN (SELECT id, ${sortKey(sql`description`)} AS sort_key FROM company_sectors) cs ON cs.id = c.company_sector_id`
          : sql``,
        by('user.firstAndLastName') ? sql`LEFT JOIN ${USER_NAME_RANK} ur ON ur.id = c.user_id` : sql``,
      ],
      sql` `,
    ),
    where: whereOf(caller, q),
    order: listOrder(sorts, SORT, { key: 'createdAt', desc: true }, sql`c.id`, (key) => key === 'companySector.description' || key === 'user.firstAndLastName'),
    rows: companyRows,
  });
}
