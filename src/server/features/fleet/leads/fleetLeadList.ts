import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { FLEET_QUANTITY_BUCKETS, type FleetLeadSortKey } from '../../../../shared/domain/fleetConstants';
import { FLEET_FUNNEL, FLEET_PHASES } from '../../../../shared/domain/fleetPhases';
import { can } from '../../../../shared/domain/permissions';
import type { fleetLeadListQuery, FleetLeadRow, FleetLeadTotals } from '../../../../shared/schemas/fleetLead';
import { offsetOf, paged, type Paged } from '../../../lib/paged';
import { queryRows, type DbOrTx } from '../../../lib/queryRows';
import { sortKey } from '../../../lib/sortKey';
import type { Caller } from '../../../identity/auth';
import { fleetLeadScope } from '../fleetAccess';
import { leadRows } from './fleetLeadQueries';
import { dayEndExclusive, dayStart, inList, likePattern } from '../sqlJson';

type Query = z.output<typeof fleetLeadListQuery>;

/** Same expression as lead_fleets_search_trgm_idx, so '%term%' is served by the trigram index. */
export const FLEET_LEAD_SEARCH = sql`lower(l.contact_name || ' ' || coalesce(l.email, '') || ' ' || coalesce(l.phone, '') || ' ' || l.company_name)`;

const PHASE_ORDER = sql`array_position(ARRAY[${inList([...FLEET_FUNNEL, 'CONGELADO'])}]::text[], l.phase)`;
const SORT: Record<FleetLeadSortKey, SQL> = {
  contactName: sortKey(sql`l.contact_name`),
  companyName: sortKey(sql`l.company_name`),
  phase: PHASE_ORDER,
  user: sortKey(sql`u.first_name || ' ' || u.last_name`),
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

/** GET /lead-fleet: paged, filtered, sorted and counted in SQL. Default order: latest activity first. */
export async function listFleetLeads(db: DbOrTx, caller: Caller, q: Query): Promise<Paged<FleetLeadRow>> {
  const parts = filtersOf(caller, q);
  if (q.phase !== 'TODO') parts.push(sql`l.phase = ${q.phase}`);
  const where = sql.join(parts, sql` AND `);
  const sorts = q.sortBy?.length ? q.sortBy : [{ key: 'lastActivityDate' as const, desc: true }];
  const order = sql.join(
    [...sorts.map((s) => sql`${SORT[s.key]} ${sql.raw(s.desc ? 'DESC NULLS LAST' : 'ASC NULLS LAST')}`), sql`l.id DESC`],
    sql`, `,
  );
  const rows = await leadRows(db, where, sql`ORDER BY ${order} LIMIT ${q.limit} OFFSET ${offsetOf(q)}`);
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
