import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/**
 * For reads that do not join the lead (the agenda reads the appointment's own copy of the client's
 * name): the row's lead `leadId` is not blocked by a cancellation (issue 54). A hashed look-up in the
 * few blocked leads (leads_blocked_idx), so the read keeps its own index plan.
 */
export function notBlockedLead(leadId: SQLWrapper): SQL {
  return sql`coalesce(${leadId}, 0) NOT IN (SELECT b.id FROM leads b WHERE b.blocked_at IS NOT NULL)`;
}
