import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { FLEET_QUANTITY_BUCKETS } from '../../../../shared/domain/fleetConstants';
import type { SortKeyOf } from '../../../../shared/lists/defineListColumns';
import { FLEET_LEAD_COLUMNS } from '../../../../shared/lists/fleetLeadColumns';
import { FLEET_LEAD_FILTERS } from '../../../../shared/lists/fleetLeadFilters';
import { FLEET_PHASES } from '../../../../shared/domain/fleetPhases';
import type { fleetLeadListQuery, FleetLeadRow, FleetLeadTotals } from '../../../../shared/schemas/fleetLead';
import type { Paged } from '../../../lib/paged';
import { customPlan, queryRows, type DbOrTx } from '../../../lib/queryRows';
import type { Caller } from '../../../identity/auth';
import { FleetListWhere, listOrder, listPage } from '../fleetList';
import type { ListFilterSql } from '../../../lib/list/ListWhere';
import { LEAD_COLUMN, leadRows } from './fleetLeadQueries';
import { inList } from '../sqlJson';
import { countedFleetPhases } from './fleetLeadCounts';

type Query = z.output<typeof fleetLeadListQuery>;

/** Same expression as lead_fleets_agency_search_trgm_idx, so '%term%' is served by the trigram index. */
export const FLEET_LEAD_SEARCH = sql`lower(l.contact_name || ' ' || coalesce(l.email, '') || ' ' || coalesce(l.phone, '') || ' ' || l.company_name)`;

/**
 * Each sort walks an index of lead_fleets (the kept sort keys and the phase rank are columns of the
 * row, migration fleet_list_sort_keys) in either direction, with the id as the tie-breaker in the
 * same direction, so a page reads its rows and stops.
 */
export const FLEET_LEAD_SORT: Record<SortKeyOf<typeof FLEET_LEAD_COLUMNS>, SQL | SQL[]> = {
  contactName: sql`l.contact_sort_key`,
  companyName: sql`l.company_sort_key`,
  phase: sql`l.phase_rank`,
  // The executive's name key kept on the lead (migration fleet_owner_sector_keys), then the executive
  // among equal names: the order of users by (name_sort_key, id), as before, from one index walk.
  user: [sql`l.user_sort_key`, sql`l.user_id`],
  lastActivityDate: sql`l.last_activity_date`,
};

/** Each declared filter's SQL (shared/lists/fleetLeadFilters.ts): a model or dealer of the lead's, a bucket of its total units. */
const FLEET_LEAD_FILTER_SQL: ListFilterSql<typeof FLEET_LEAD_FILTERS> = {
  Products: (ids) => sql`EXISTS (SELECT 1 FROM lead_fleet_products lp WHERE lp.lead_fleet_id = l.id AND lp.product_id IN (${inList(ids)}))`,
  Stores: (ids) => sql`EXISTS (SELECT 1 FROM lead_fleet_agencies la WHERE la.lead_fleet_id = l.id AND la.agency_id IN (${inList(ids)}))`,
  UserId: sql`l.user_id`,
  CompanyId: sql`l.company_id`,
  startDate: sql`l.created_at`,
  columns: LEAD_COLUMN.sqlOf,
  quantity: (value) => {
    const bucket = FLEET_QUANTITY_BUCKETS.find((x) => x.value === value)!;
    return bucket.max === null ? sql`l.total_quantity >= ${bucket.min}` : sql`l.total_quantity >= ${bucket.min} AND l.total_quantity < ${bucket.max}`;
  },
  subStatus: sql`l.status`,
};

/** Everything but the phase tab, so the tab totals count the same rows. */
function filtersOf(caller: Caller, q: Pick<Query, 'filter' | 'filters'>): FleetListWhere {
  return new FleetListWhere(caller, 'l', 'leads').search(FLEET_LEAD_SEARCH, q.filter).filters(FLEET_LEAD_FILTERS, q.filters, FLEET_LEAD_FILTER_SQL);
}

/**
 * GET /lead-fleet: paged, filtered, sorted and counted in SQL. Default order: latest activity first.
 * The page is chosen over ids first (an index walk for every sort key); the rows' JSON is built for
 * those ids only, never for the agency's leads the sort passes over.
 */
export function listFleetLeads(db: DbOrTx, caller: Caller, q: Query): Promise<Paged<FleetLeadRow>> {
  // Inside one phase's tab the phase sorts nothing: the order is the id's.
  const sorts = q.sortBy?.filter((x) => q.phase === 'TODO' || x.key !== 'phase');
  return listPage(db, q, {
    from: sql`lead_fleets l`,
    id: sql`l.id`,
    where: filtersOf(caller, q)
      .add(q.phase !== 'TODO' && sql`l.phase = ${q.phase}`)
      .sql(),
    // NOT NULL keys take the index's own null order; only the executive (unassigned leads) says where nulls go.
    order: listOrder(sorts, FLEET_LEAD_SORT, { key: 'lastActivityDate', desc: true }, sql`l.id`, (key) => key === 'user'),
    rows: leadRows,
    customPlan: narrowed(q),
  });
}

/**
 * A search or any filter: how many of the agency's leads match decides the plan (walk the order's index
 * and test each lead, or read the matches and sort them), and the generic plan guesses a few rows. With
 * product and quantity it read 25,000 leads for a page (130-180 ms) where the values' plan read 82 (0.3 ms).
 */
function narrowed(q: Pick<Query, 'filter' | 'filters'>): boolean {
  return !!q.filter || Object.values(q.filters).some((v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0));
}

/**
 * GET /lead-fleet/data/totals: rows per phase under the same search and filters; TODO is their sum.
 * Without a search or a filter the counters hold (issue 55), read from lead_fleet_counts; else counted.
 */
export async function fleetLeadTotals(db: DbOrTx, caller: Caller, q: Pick<Query, 'filter' | 'filters'>): Promise<FleetLeadTotals> {
  const rows = (await countedFleetPhases(db, caller, q)) ?? (await countedRows(db, caller, q));
  const totals = Object.fromEntries([['TODO', 0], ...FLEET_PHASES.map((p) => [p, 0])]) as FleetLeadTotals;
  for (const r of rows) {
    if ((FLEET_PHASES as readonly string[]).includes(r.phase)) totals[r.phase as keyof FleetLeadTotals] = r.n;
    totals.TODO += r.n;
  }
  return totals;
}

/** The rows per phase counted under the search and filters (what the counters cannot answer). */
function countedRows(db: DbOrTx, caller: Caller, q: Pick<Query, 'filter' | 'filters'>): Promise<{ phase: string; n: number }[]> {
  const count = sql`SELECT l.phase, count(*)::int AS n FROM lead_fleets l WHERE ${filtersOf(caller, q).sql()} GROUP BY l.phase`;
  return queryRows<{ phase: string; n: number }>(db, narrowed(q) ? customPlan(count) : count);
}
