import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { reportQuery } from '../../../shared/schemas/reportQuery';
import { AGENCY_TIME_ZONE } from '../../../shared/domain/constants';
import { can } from '../../../shared/domain/permissions';
import { isAdviser } from '../../../shared/domain/roles';
import type { Caller } from '../../identity/auth';
import { badRequest } from '../../lib/httpError';
import { SALES_MSG } from '../../../shared/domain/salesMessages';

/** Query of every report (spec §7 Reports): in src/shared/schemas, the reports' call contracts declare it. */
export { reportQuery };
export type ReportQuery = z.infer<typeof reportQuery>;

export interface ReportScope {
  agencyId: number;
  /** undefined: every user of the agency. */
  userId?: number;
  /** Business days 'YYYY-MM-DD', inclusive, in Mexico City (AGENCY_TIME_ZONE). */
  start: string;
  end: string;
}

// Built once: constructing a zone-aware formatter costs more than the report's own query at the counters.
const mexicoDay = new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

function todayInMexico(now: Date): string {
  return mexicoDay.format(now);
}

/**
 * The agency is the AgencyId query when it is one of the caller's agencies, else the checked
 * `agencyid` header's (another agency's numbers are never read); advisers and bdc always see their own numbers; without dates
 * the range is the current month up to today.
 */
export function reportScope(caller: Caller, query: ReportQuery, now = new Date()): ReportScope {
  const agencyId = query.AgencyId && caller.agencyIds.includes(query.AgencyId) ? query.AgencyId : caller.agencyId;
  let userId: number | undefined;
  if (can(caller.role, 'dashboard:filterAdviser')) userId = query.UserId !== undefined && query.UserId > 0 ? query.UserId : undefined;
  else if (isAdviser(caller.role) || caller.role === 'bdc') userId = caller.id;
  const today = todayInMexico(now);
  const start = query.StartDate ?? `${today.slice(0, 8)}01`;
  const end = query.EndDate ?? today;
  if (start > end) throw badRequest(SALES_MSG.invalidDateRange);
  return { agencyId, userId, start, end };
}

/** `column` falls within [start, end] business days; `monthsBack` shifts the range (origins' previous month). */
export function inRange(column: SQL, scope: ReportScope, monthsBack = 0): SQL {
  const tz = AGENCY_TIME_ZONE;
  const shift = `${monthsBack} months`;
  return sql`${column} >= ((${scope.start}::date - ${shift}::interval)::timestamp AT TIME ZONE ${tz})
    AND ${column} < ((${scope.end}::date - ${shift}::interval + interval '1 day')::timestamp AT TIME ZONE ${tz})`;
}

export function pct(amount: number, total: number): number {
  return total > 0 ? Math.round((amount / total) * 10000) / 100 : 0;
}
