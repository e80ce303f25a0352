import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { FLEET_PAGE_SIZE } from '../../../../shared/domain/fleetConstants';
import type { closedSalesQuery } from '../../../../shared/schemas/fleetStage';
import { closedSaleRow } from '../../../../shared/schemas/fleetStageResponses';
import { rowSelect } from '../../../lib/list/tableColumns';
import type { ListFilterSql } from '../../../lib/list/ListWhere';
import { CLOSED_SALE_FILTERS } from '../../../../shared/lists/closedSaleFilters';
import { leadFleets } from '../tables';
import type { Paged } from '../../../lib/paged';
import { queryRows, type DbOrTx } from '../../../lib/queryRows';
import type { Caller } from '../../../identity/auth';
import { FleetListWhere, listPage } from '../fleetList';
import { iso, userJson } from '../sqlJson';

type ClosedSaleRow = z.output<typeof closedSaleRow>;

/** The search box over the company, the contact and the executive's name. */
const SEARCH = sql`lower(l.company_name || ' ' || l.contact_name || ' ' || coalesce(u.first_name || ' ' || u.last_name, ''))`;

/** The modal's filters' SQL (shared/lists/closedSaleFilters.ts): the days are the first sale's. */
const CLOSED_SALE_FILTER_SQL: ListFilterSql<typeof CLOSED_SALE_FILTERS> = { UserId: sql`l.user_id`, CompanyId: sql`l.company_id`, startDate: sql`l.closed_at` };

/**
 * GET /lead-fleet/data/closed-sales: one row per lead with sales, in the caller's scope (an executive:
 * their own), newest first sale first. closed_at is the first sale's time kept on the lead (migration
 * 0016), walked by lead_fleets_agency_closed_idx; the units and models are summed for the page's ten.
 */
export function listClosedSales(db: DbOrTx, caller: Caller, q: z.output<typeof closedSalesQuery>): Promise<Paged<ClosedSaleRow>> {
  const search = (q.search ?? q.filter ?? '').trim();
  const where = new FleetListWhere(caller, 'l', 'leads')
    .add(sql`l.closed_at IS NOT NULL`)
    .search(SEARCH, search)
    .filters(CLOSED_SALE_FILTERS, q, CLOSED_SALE_FILTER_SQL)
    .sql();
  return listPage(db, { page: Math.max(1, Number(q.page ?? 1)), limit: Number(q.limit ?? FLEET_PAGE_SIZE) }, {
    // The executive's name is only read by the search: without one, the count reads the leads alone.
    from: search ? sql`lead_fleets l LEFT JOIN users u ON u.id = l.user_id` : sql`lead_fleets l`,
    id: sql`l.id`,
    where,
    order: sql`l.closed_at DESC, l.id DESC`,
    rows: closedSaleRows,
    // How many closed sales a word or filter matches decides the plan (walk the sale order, or read the matches).
    customPlan: !!(search || q.UserId || q.CompanyId || q.startDate || q.endDate),
  });
}

/**
 * A closed sale's row (closedSaleRow): the lead's own columns by name (lib/list/tableColumns.ts), the
 * executive, the units and models of its sales and the first sale's time computed.
 */
const CLOSED_SALE_SELECT = rowSelect(closedSaleRow.shape, leadFleets, 'l', {
  LeadFleetId: sql`l.id`,
  User: userJson('u'),
  units: sql`(SELECT coalesce(sum(s.quantity), 0)::int FROM lead_fleet_sales s WHERE s.lead_fleet_id = l.id)`,
  models: sql`(SELECT string_agg(DISTINCT p.name, ', ') FROM lead_fleet_sales s JOIN products p ON p.id = s.product_id WHERE s.lead_fleet_id = l.id)`,
  createdAt: iso('l.closed_at'),
});

function closedSaleRows(db: DbOrTx, ids: SQL): Promise<ClosedSaleRow[]> {
  return queryRows<ClosedSaleRow>(db, sql`SELECT ${CLOSED_SALE_SELECT} FROM lead_fleets l LEFT JOIN users u ON u.id = l.user_id WHERE ${ids}`);
}
