import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { can } from '../../../../shared/domain/permissions';
import type { fleetLeadListQuery } from '../../../../shared/schemas/fleetLead';
import { queryRows, type DbOrTx } from '../../../lib/queryRows';
import type { Caller } from '../../../identity/auth';
import { fleetScope, ownsOnly } from '../fleetAccess';

type Query = Pick<z.output<typeof fleetLeadListQuery>, 'filter' | 'filters'>;

/**
 * The filters the counters hold: the frozen check picks a tab (no rows), and the executive filter is
 * the counters' own key, for a positive id (ListWhere would compare 0 as given; the counters keep 0
 * for "no executive").
 */
function executiveOnly(caller: Caller, q: Query): { ok: boolean; userId?: number } {
  if (q.filter) return { ok: false };
  let userId: number | undefined;
  for (const [key, v] of Object.entries(q.filters as Record<string, unknown>)) {
    if (v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && !v.length)) continue;
    if (key === 'phase') continue;
    // Ignored for a role that may not filter by executive, exactly as FleetListWhere.filters does.
    if (key === 'UserId' && !can(caller.role, 'fleet:filterUser')) continue;
    if (key === 'UserId' && typeof v === 'number' && Number.isInteger(v) && v > 0) {
      userId = v;
      continue;
    }
    return { ok: false };
  }
  return { ok: true, userId };
}

/**
 * Fleet leads per phase from lead_fleet_counts (issue 55: kept by triggers in the writing transaction),
 * under the list's own record rule (fleetScope: the caller's agencies, a fleet-executive's own leads;
 * blocked leads are never counted). Null when a search or a filter the counters do not hold is applied: the
 * caller counts the rows then.
 */
export async function countedFleetPhases(db: DbOrTx, caller: Caller, q: Query): Promise<{ phase: string; n: number }[] | null> {
  const { ok, userId } = executiveOnly(caller, q);
  if (!ok) return null;
  // The counters carry agency_id and user_id (0: no executive), so the list's own record rule applies
  // to them; blocked leads are not counted at all. A fleet executive's filter is their own id already.
  return queryRows<{ phase: string; n: number }>(
    db,
    sql`SELECT c.phase, sum(c.n)::int AS n FROM lead_fleet_counts c
        WHERE ${fleetScope(caller, 'c')} ${userId !== undefined && !ownsOnly(caller) ? sql`AND c.user_id = ${userId}` : sql``}
        GROUP BY c.phase`,
  );
}
