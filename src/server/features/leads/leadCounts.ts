import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../lib/queryRows';

export interface CountScope {
  agencyId: number;
  /** An adviser's funnel view: their own leads plus the unowned subasta ones. */
  adviserId?: number;
  /** An owner filter (the list's UserId); absent or ≤ 0: everyone. */
  userId?: number | null;
  /** Text search, origin, sub-status, dates or product: filters the counters do not hold. */
  filtered: boolean;
}

/**
 * Live leads per phase from lead_counts (kept by triggers in the writing transaction), over the same
 * owners as the list asking. Null when
 * the scope has filters the counters cannot answer: the caller counts the rows then.
 */
export async function countedPhases(db: DbOrTx, scope: CountScope): Promise<Map<string, number> | null> {
  if (scope.filtered) return null;
  const rows = await queryRows<{ phase: string; n: number }>(
    db,
    sql`SELECT phase, sum(n)::int AS n FROM lead_counts
        WHERE agency_id = ${scope.agencyId}
          ${scope.adviserId ? sql`AND (user_id = ${scope.adviserId} OR (user_id = 0 AND phase = 'subasta'))` : sql``}
          ${scope.userId && scope.userId > 0 ? sql`AND user_id = ${scope.userId}` : sql``}
        GROUP BY phase`,
  );
  return new Map(rows.map((r) => [r.phase, Number(r.n)]));
}

export function sumPhases(counts: Map<string, number>, phases: readonly string[]): number {
  return phases.reduce((sum, p) => sum + (counts.get(p) ?? 0), 0);
}
