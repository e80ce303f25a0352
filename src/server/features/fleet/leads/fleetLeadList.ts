import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { FLEET_QUANTITY_BUCKETS, type FleetLeadSortKey } from '../../../../shared/domain/fleetConstants';
import { FLEET_PHASES } from '../../../../shared/domain/fleetPhases';
import { can } from '../../../../shared/domain/permissions';
import type { fleetLeadListQuery, FleetLeadRow, FleetLeadTotals } from '../../../../shared/schemas/fleetLead';
import { offsetOf, paged, type Paged } from '../../../lib/paged';
import { queryRows, type DbOrTx } from '../../../lib/queryRows';
import { USER_NAME_RANK } from '../../../lib/sortKey';
import type { Caller } from '../../../identity/auth';
import { fleetLeadScope } from '../fleetAccess';
import { leadRows } from './fleetLeadQueries';
import { dayEndExclusive, dayStart, inList, likePattern } from '../sqlJson';

type Query = z.output<typeof fleetLeadListQuery>;

/** Same expression as lead_fleets_search_trgm_idx, so '%term%' is served by the trigram index. */
export const FLEET_LEAD_SEARCH = sql`lower(l.contact_name || ' ' || coalesce(l.email, '') || ' ' || coalesce(l.phone, '') || ' ' || l.company_name)`;

/**
 * Each sort walks an index of lead_fleets (the kept sort keys and the phase rank are columns of the
 * row, migration fleet_list_sort_keys) in either direction, with the id as the tie-breaker in the
 * same direction, so a page reads its rows and stops. Only the executive's name needs the users join.
 */
const SORT: Record<FleetLeadSortKey, SQL> = {
  contactName: sql`l.contact_sort_key`,
  companyName: sql`l.company_sort_key`,
  phase: sql`l.phase_rank`,
  user: sql`ur.rank`,
  lastActivityDate: sql`l.last_activity_date`,
};

/** Everything but the phase tab, so the tab totals count the same rows. */
function filtersOf(caller: Caller, q: Pick<Query, 'filter' | 'filters'>): SQL[] {
  const parts: SQL[] = [fleetLeadScope(caller)];
  const f = q.filters;
  if (q.filter) parts.push(sql`${FLEET_LEAD_SEARCH} LIKE ${likePattern(q.filter)}`);
  if (f.Products?.length) parts.push(sql`EXISTS (SELECT 1 FROM lead_fleet_products lp WHERE lp.lead_fleet_id = l.id AND lp.product_id IN (${inList(f.Products)}))`);
  if (f.Stores?.length) parts.push(sql`EXISTS (SELECT 1 FROM lead_fleet_agencies la WHERE la.lead_fleet_id = l.id AND la.agency_id IN (${inList(f.Stores)}))`);
  if (f.UserId && can(caller.role, 'fleet:filterUser')) parts.push(sql`l.user_id = ${f.UserId}`);
  if (f.CompanyId) parts.push(sql`l.company_id = ${f.CompanyId}`);
  if (f.startDate) parts.push(sql`l.created_at >= ${dayStart(f.startDate).toISOString()}`);
  if (f.endDate) parts.push(sql`l.created_at < ${dayEndExclusive(f.endDate).toISOString()}`);
  if (f.startLastActivityDate) parts.push(sql`l.last_activity_date >= ${dayStart(f.startLastActivityDate).toISOString()}`);
  if (f.endLastActivityDate) parts.push(sql`l.last_activity_date < ${dayEndExclusive(f.endLastActivityDate).toISOString()}`);
  if (f.subStatus) parts.push(sql`l.status = ${f.subStatus}`);
  if (f.quantity) {
    const b = FLEET_QUANTITY_BUCKETS.find((x) => x.value === f.quantity)!;
    parts.push(b.max === null ? sql`l.total_quantity >= ${b.min}` : sql`l.total_quantity >= ${b.min} AND l.total_quantity < ${b.max}`);
  }
  return parts;
}

/**
 * GET /lead-fleet: paged, filtered, sorted and counted in SQL. Default order: latest activity first.
 * The page is chosen over ids first (an index walk for every sort key); the rows' JSON is built for
 * those ids only, never for the agency's leads the sort passes over.
 */
export async function listFleetLeads(db: DbOrTx, caller: Caller, q: Query): Promise<Paged<FleetLeadRow>> {
  const parts = filtersOf(caller, q);
  if (q.phase !== 'TODO') parts.push(sql`l.phase = ${q.phase}`);
  const where = sql.join(parts, sql` AND `);
  let sorts = q.sortBy?.length ? q.sortBy : [{ key: 'lastActivityDate' as const, desc: true }];
  // Inside one phase's tab the phase sorts nothing: the order is the id's.
  if (q.phase !== 'TODO') sorts = sorts.filter((x) => x.key !== 'phase');
  const lastDesc = sorts.length ? sorts[sorts.length - 1]!.desc : true;
  const order = sql.join(
    [
      // NOT NULL keys take the index's own null order; only the executive (unassigned leads) says where nulls go.
      ...sorts.map((x) => sql`${SORT[x.key]} ${sql.raw(x.key === 'user' ? (x.desc ? 'DESC NULLS LAST' : 'ASC NULLS LAST') : x.desc ? 'DESC' : 'ASC')}`),
      sql`l.id ${sql.raw(lastDesc ? 'DESC' : 'ASC')}`,
    ],
    sql`, `,
  );
  const byUser = sorts.some((x) => x.key === 'user');
  const page = await queryRows<{ id: number }>(
    db,
    sql`SELECT l.id FROM lead_fleets l ${byUser ? sql`LEFT JOIN ${USER_NAME_RANK} ur ON ur.id = l.user_id` : sql``}
        WHERE ${where} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${offsetOf(q)}`,
  );
  const found = page.length ? await leadRows(db, sql`l.id IN (${inList(page.map((r) => r.id))})`) : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = page.map((r) => byId.get(r.id)).filter((r): r is FleetLeadRow => r !== undefined);
  const [count] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM lead_fleets l WHERE ${where}`);
  return paged(rows, count?.total ?? 0, q);
}

/** GET /lead-fleet/data/totals: rows per phase under the same search and filters; TODO is their sum. */
export async function fleetLeadTotals(db: DbOrTx, caller: Caller, q: Pick<Query, 'filter' | 'filters'>): Promise<FleetLeadTotals> {
  const where = sql.join(filtersOf(caller, q), sql` AND `);
  const rows = await queryRows<{ phase: string; n: number }>(db, sql`SELECT l.phase, count(*)::int AS n FROM lead_fleets l WHERE ${where} GROUP BY l.phase`);
  const totals = Object.fromEntries([['TODO', 0], ...FLEET_PHASES.map((p) => [p, 0])]) as FleetLeadTotals;
  for (const r of rows) {
    if ((FLEET_PHASES as readonly string[]).includes(r.phase)) totals[r.phase as keyof FleetLeadTotals] = r.n;
    totals.TODO += r.n;
  }
  return totals;
}
