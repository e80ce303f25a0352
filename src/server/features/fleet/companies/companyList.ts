import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SortKeyOf } from '../../../../shared/lists/defineListColumns';
import type { COMPANY_COLUMNS } from '../../../../shared/lists/companyColumns';
import { COMPANY_FILTERS } from '../../../../shared/lists/companyFilters';
import type { ListFilterSql } from '../../../lib/list/ListWhere';
import type { companyListQuery, CompanyRow } from '../../../../shared/schemas/fleetCompany';
import type { Paged } from '../../../lib/paged';
import type { DbOrTx } from '../../../lib/queryRows';
import type { Caller } from '../../../identity/auth';
import { companyRows } from './companyQueries';
import { FleetListWhere, listOrder, listPage } from '../fleetList';

type Query = z.output<typeof companyListQuery>;

/** Same expression as companies_search_trgm_idx, so '%term%' is served by the trigram index. */
export const COMPANY_SEARCH = sql`lower(c.name || ' ' || coalesce(c.description, ''))`;

/**
 * Every key walks an index of companies: the name's key, the sector's (the catalogue's, else the free
 * text's) and the executive's (users.name_sort_key, then the user's id among equal names) are kept on
 * the row (migrations fleet_list_sort_keys, fleet_owner_sector_keys).
 */
export const COMPANY_SORT: Record<SortKeyOf<typeof COMPANY_COLUMNS>, SQL | SQL[]> = {
  businessName: sql`c.name_sort_key`,
  'companySector.description': sql`c.sector_sort_key`,
  'user.firstAndLastName': [sql`c.user_sort_key`, sql`c.user_id`],
  createdAt: sql`c.created_at`,
};

/** The modal's filters' SQL (shared/lists/companyFilters.ts): the status is the `active` flag. */
const COMPANY_FILTER_SQL: ListFilterSql<typeof COMPANY_FILTERS> = {
  user: sql`c.user_id`,
  lineOfBusiness: sql`c.company_sector_id`,
  status: (status) => sql`c.active = ${status === 'ACTIVO'}`,
};

function whereOf(caller: Caller, q: Query): SQL {
  return new FleetListWhere(caller, 'c')
    .search(COMPANY_SEARCH, q.filter)
    .filters(COMPANY_FILTERS, q, COMPANY_FILTER_SQL)
    .sql();
}

/**
 * GET /company: paged, filtered, sorted and counted in SQL. Default order: newest first. The page is
 * chosen over ids first; the rows (seven catalog joins and their JSON) are built for those ids only.
 */
export function listCompanies(db: DbOrTx, caller: Caller, q: Query): Promise<Paged<CompanyRow>> {
  const sorts = q.sortBy?.length ? q.sortBy : undefined;
  return listPage(db, q, {
    from: sql`companies c`,
    id: sql`c.id`,
    where: whereOf(caller, q),
    order: listOrder(sorts, COMPANY_SORT, { key: 'createdAt', desc: true }, sql`c.id`, (key) => key === 'companySector.description' || key === 'user.firstAndLastName'),
    rows: companyRows,
    // A search is planned for its term, as the fleet lead list's (fleetLeadList.ts narrowed): how many of the
    // agency's companies match decides between walking the order's index and reading the trigram matches.
    customPlan: !!q.filter,
  });
}
