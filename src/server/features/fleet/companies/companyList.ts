import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanySortKey } from '../../../../shared/domain/fleetConstants';
import type { companyListQuery, CompanyRow } from '../../../../shared/schemas/fleetCompany';
import type { Paged } from '../../../lib/paged';
import type { DbOrTx } from '../../../lib/queryRows';
import { sortKey } from '../../../lib/sortKey';
import type { Caller } from '../../../identity/auth';
import { companyRows } from './companyQueries';
import { FleetListWhere, listOrder, listPage } from '../fleetList';

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
  return new FleetListWhere(caller, 'c')
    .search(COMPANY_SEARCH, q.filter)
    .add(q.status && sql`c.active = ${q.status === 'ACTIVO'}`)
    .executive(sql`c.user_id`, q.user)
    .add(q.lineOfBusiness && sql`c.company_sector_id = ${q.lineOfBusiness}`)
    .sql();
}

/** GET /company: paged, filtered, sorted and counted in SQL. Default order: newest first. */
export function listCompanies(db: DbOrTx, caller: Caller, q: Query): Promise<Paged<CompanyRow>> {
  // The count needs the sector/user joins only for the sort, never for the filter.
  return listPage(db, q, {
    from: sql`companies c`,
    where: whereOf(caller, q),
    order: listOrder(q.sortBy, SORT, { key: 'createdAt', desc: true }, sql`c.id DESC`),
    rows: companyRows,
  });
}
