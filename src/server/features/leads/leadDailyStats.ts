import { sql, type SQL } from 'drizzle-orm';
import { customPlan, queryRows, type DbOrTx } from '../../lib/queryRows';
import { countedLeadScope } from './leadScope';

/*
 * The reads of lead_daily_stats (kept by triggers as leads change: per agency, creation day, owner,
 * dimension and key, the live leads counted) and of the leads' first-contact columns that the
 * dashboard reports answer with (issue 41: reports and sla call these; leads writes their SQL).
 * Each is the one statement the report ran before, so plans and timings are unchanged.
 */

/** The leads a report counts: the agency's, of one owner when `userId` is set, created in the business days [start, end] ('YYYY-MM-DD', Mexico City). */
export interface LeadStatsScope {
  agencyId: number;
  userId?: number;
  start: string;
  end: string;
}

/** Rows of lead_daily_stats for one dimension of the scope (`monthsBack` shifts the days back, as the origins' previous month). */
function statsScope(alias: string, dim: 'phase' | 'status' | 'origin' | 'product', scope: LeadStatsScope, monthsBack = 0): SQL {
  const a = sql.raw(alias);
  return sql`${a}.agency_id = ${scope.agencyId} AND ${a}.dim = ${dim} AND ${statsDays(alias, scope, monthsBack)}
    ${scope.userId !== undefined ? sql`AND ${a}.user_id = ${scope.userId}` : sql``}`;
}

/** The creation days of the range (shifted back `monthsBack` months). */
function statsDays(alias: string, scope: LeadStatsScope, monthsBack = 0): SQL {
  const a = sql.raw(alias);
  const shift = `${monthsBack} months`;
  return sql`${a}.day >= (${scope.start}::date - ${shift}::interval)::date
    AND ${a}.day < (${scope.end}::date - ${shift}::interval + interval '1 day')::date`;
}

/** The scope's leads in total, per phase of `phases` (`p0`, `p1`, …) and their average first-contact minutes (`time`, null when nobody was contacted). */
export async function leadPhaseStats(db: DbOrTx, scope: LeadStatsScope, phases: readonly string[]) {
  const [row] = await queryRows<{ total: number; time: number | null; [k: string]: number | null }>(
    db,
    sql`SELECT coalesce(sum(s.n), 0)::int AS total,
            round(sum(s.response_sum)::numeric / nullif(sum(s.response_n), 0))::int AS time,
            ${sql.join(
              phases.map((p, i) => sql`coalesce(sum(s.n) FILTER (WHERE s.key = ${p}), 0)::int AS ${sql.raw(`p${i}`)}`),
              sql`, `,
            )}
          FROM lead_daily_stats s WHERE ${statsScope('s', 'phase', scope)}`,
  );
  return row;
}

/** The scope's leads per sub-status (only those with some). */
export async function leadStatusStats(db: DbOrTx, scope: LeadStatsScope) {
  return queryRows<{ status: string; amount: number }>(
    db,
    sql`SELECT s.key AS status, sum(s.n)::int AS amount FROM lead_daily_stats s
          WHERE ${statsScope('s', 'status', scope)} GROUP BY s.key HAVING sum(s.n) <> 0`,
  );
}

/**
 * The scope's leads per model of their current interest (the newest if several are flagged
 * current; leads.current_product_id), most first. Summed per product first, then named: joined row
 * by row, the plan PostgreSQL keeps for the prepared statement scanned the agency's year once per
 * product (76 ms instead of 35).
 *
 * A range longer than a month is planned for its values (issue 55): the prepared generic plan walks the
 * key's index in order and sorts the rows by product (a year of the demo agency at 1,000,000 leads:
 * 25,522 rows, 23-27 ms), where the values' plan reads them from lead_daily_stats_product_cover_idx
 * alone (its `dim = 'product'` is proven for the values only) and hashes the 8 products (4 ms); a
 * month's few rows keep the prepared plan, which is as good for them (0.6 ms).
 */
export async function leadModelStats(db: DbOrTx, scope: LeadStatsScope) {
  const query = sql`SELECT p.model, sum(x.n)::int AS amount
          FROM (SELECT s.key, sum(s.n) AS n FROM lead_daily_stats s WHERE ${statsScope('s', 'product', scope)} GROUP BY s.key) x
          JOIN products p ON p.id::text = x.key
          GROUP BY p.model HAVING sum(x.n) <> 0 ORDER BY amount DESC, p.model`;
  return queryRows<{ model: string; amount: number }>(db, spanDays(scope) > LONG_RANGE_DAYS ? customPlan(query) : query);
}

/** Past this many days a report's range is planned for its values (leadModelStats). */
export const LONG_RANGE_DAYS = 31;

/** Days from the scope's start to its end ('YYYY-MM-DD'; 0 when either does not parse). */
function spanDays(scope: LeadStatsScope): number {
  const days = (Date.parse(`${scope.end}T00:00:00Z`) - Date.parse(`${scope.start}T00:00:00Z`)) / 86_400_000;
  return Number.isFinite(days) ? days : 0;
}

/** Every origin the agency may use, with its leads in the scope (`data1`) and in the same days a month before (`data2`). */
export async function leadOriginStats(db: DbOrTx, scope: LeadStatsScope) {
  return queryRows<{ label: string; data1: number; data2: number }>(
    db,
    sql`SELECT o.description AS label,
            coalesce(sum(s.n) FILTER (WHERE ${statsDays('s', scope)}), 0)::int AS data1,
            coalesce(sum(s.n) FILTER (WHERE ${statsDays('s', scope, 1)}), 0)::int AS data2
          FROM lead_origins o
          LEFT JOIN lead_daily_stats s ON s.key = o.id::text
            AND ((${statsScope('s', 'origin', scope)}) OR (${statsScope('s', 'origin', scope, 1)}))
          WHERE o.agency_id IS NULL OR o.agency_id = ${scope.agencyId}
          GROUP BY o.id, o.description ORDER BY o.id`,
  );
}

/**
 * The first contacts of the live leads of the agency (of `userId` when set) created where
 * `createdIn(l.created_at)` holds that had a first-contact target: how many, how many decided
 * (contacted or already due), within the target, contacted, and the median minutes to the first
 * contact ('Tiempo de respuesta', sla's report). Index-only: leads_live_agency_first_contact_idx.
 */
export async function firstContactStats(db: DbOrTx, agencyId: number, userId: number | undefined, createdIn: (column: SQL) => SQL) {
  const [row] = await queryRows<{ total: number; decided: number; within: number; contacted: number; median: number | null }>(
    db,
    sql`SELECT count(*)::int AS total,
            count(*) FILTER (WHERE l.first_response_time IS NOT NULL OR l.first_contact_deadline <= now())::int AS decided,
            count(*) FILTER (WHERE l.first_response_time <= l.first_contact_deadline)::int AS within,
            count(*) FILTER (WHERE l.first_response_time IS NOT NULL)::int AS contacted,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY l.first_contact_minutes)::float8 AS median
          FROM leads l
          WHERE ${countedLeadScope('l', agencyId, userId)} AND l.first_contact_deadline IS NOT NULL AND ${createdIn(sql`l.created_at`)}`,
  );
  return row;
}
