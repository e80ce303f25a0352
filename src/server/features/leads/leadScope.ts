import { sql, type SQL } from 'drizzle-orm';
import { isAdviser } from '../../../shared/domain/roles';
import type { Caller } from '../../identity/auth';

/**
 * The retail lead scope, the one rule every retail list, count and report that reads leads starts
 * from (beside the fleet's fleetScope): the agency's live leads — never a merged-away secondary — and,
 * when `owner` is given, only that owner's (a user id), or the rows `owner` admits (a condition, e.g.
 * an adviser's own leads and the unowned ones in subasta). `alias` names the leads table in the query.
 */
export function leadScope(alias: string, agencyId: number, owner?: number | SQL): SQL {
  const a = sql.raw(alias);
  const ownerCondition = owner === undefined ? sql`` : typeof owner === 'number' ? sql` AND ${a}.user_id = ${owner}` : sql` AND ${owner}`;
  return sql`${a}.agency_id = ${agencyId} AND ${liveLead(alias)}${ownerCondition}`;
}

/**
 * A lead that is live: not a merged-away secondary (the merge sets merged_into_id on the lead that
 * goes) and not blocked by a cancellation (issue 54: kept, but in no list, search, export or answer,
 * and never matched again: a blocked person who writes again makes a new lead). The one writing of
 * the rule; leadScope adds the agency and owner, and the reads that reach a lead through another row
 * (a sale's lead, a duplicate pair's two leads) or report liveness use it as is. The blocked test is a
 * filter on rows the live indexes already found: blocked leads are few.
 */
export function liveLead(alias: string): SQL {
  return sql`${countedLead(alias)} AND ${sql.raw(alias)}.blocked_at IS NULL`;
}

/**
 * A lead that counts in totals of history (dashboards, sales counts, first-contact figures): every
 * lead not merged away, blocked ones included, so blocking a person changes no total (issue 54).
 */
export function countedLead(alias: string): SQL {
  return sql`${sql.raw(alias)}.merged_into_id IS NULL`;
}

/** leadScope for totals of history: the agency's (owner's) leads not merged away, blocked ones counted. */
export function countedLeadScope(alias: string, agencyId: number, owner?: number): SQL {
  const a = sql.raw(alias);
  return sql`${a}.agency_id = ${agencyId} AND ${countedLead(alias)}${owner === undefined ? sql`` : sql` AND ${a}.user_id = ${owner}`}`;
}

/** Whose leads the caller's lists show: an adviser only their own (their id), the other roles the agency's (undefined). */
export function leadOwnerOf(caller: Caller): number | undefined {
  return isAdviser(caller.role) ? caller.id : undefined;
}
