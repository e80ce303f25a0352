import { sql, type SQL } from 'drizzle-orm';
import { FLEET_MSG } from '../../../shared/domain/fleetMessages';
import type { Role } from '../../../shared/domain/roles';
import { companies, leadFleets } from './tables';
import { badRequest, notFound } from '../../lib/httpError';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import type { Caller } from '../../identity/auth';

/**
 * The one rule for fleet records (the feature README's Decisions): every company and fleet lead belongs to an
 * agency, and the caller sees only their agencies' records; a fleet-executive sees only the ones
 * assigned to them. Everything else is 404, so ids reveal nothing. Every fleet call that takes or
 * returns a company or a fleet lead goes through these functions.
 */
export type Company = typeof companies.$inferSelect;
export type FleetLeadRecord = typeof leadFleets.$inferSelect;

export function ownsOnly(caller: Caller): boolean {
  return caller.role === 'fleet-executive';
}

function agencyList(caller: Caller): SQL {
  const ids = caller.agencyIds.length ? caller.agencyIds : [0];
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/**
 * WHERE fragment for fleet records (companies, fleet leads: both carry `agency_id` and `user_id`)
 * aliased `alias`: of the caller's agencies and, for a fleet-executive, assigned to them.
 */
export function fleetScope(caller: Caller, alias: string): SQL {
  const a = sql.raw(alias);
  return ownsOnly(caller)
    ? sql`${a}.agency_id IN (${agencyList(caller)}) AND ${a}.user_id = ${caller.id}`
    : sql`${a}.agency_id IN (${agencyList(caller)})`;
}

/**
 * fleetScope for fleet leads (alias on lead_fleets): also not blocked by a cancellation (issue 54), so a
 * blocked fleet lead is in no list, search or answer and reads as missing.
 */
export function fleetLeadScope(caller: Caller, alias: string): SQL {
  return sql`${fleetScope(caller, alias)} AND ${sql.raw(alias)}.blocked_at IS NULL`;
}

/** The record `id` of `table` if it is in the caller's scope (else 404); `lock` takes a row lock for the write that follows. */
async function scopedRecord<T extends typeof companies | typeof leadFleets>(db: DbOrTx, caller: Caller, table: T, id: number, lock: boolean): Promise<T['$inferSelect']> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT r.id FROM ${table} r WHERE r.id = ${id} AND ${table === leadFleets ? fleetLeadScope(caller, 'r') : fleetScope(caller, 'r')} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!rows[0]) throw notFound();
  // Typed as one of the two tables for drizzle's overloads; the row is `table`'s own.
  const [row] = (await db
    .select()
    .from(table as typeof companies)
    .where(sql`${table.id} = ${id}`)) as T['$inferSelect'][];
  if (!row) throw notFound();
  return row;
}

/** The company if the caller may see it; `lock` takes a row lock for the write that follows. */
export function companyForCaller(db: DbOrTx, caller: Caller, id: number, lock = false): Promise<Company> {
  return scopedRecord(db, caller, companies, id, lock);
}

/** The fleet lead if the caller may see it; `lock` takes a row lock for the write that follows. */
export function fleetLeadForCaller(db: DbOrTx, caller: Caller, id: number, lock = false): Promise<FleetLeadRecord> {
  return scopedRecord(db, caller, leadFleets, id, lock);
}

/** Roles a company's executive may have (§6: the executive list for companies is fleet-executives). */
export const COMPANY_EXECUTIVE_ROLES: readonly Role[] = ['fleet-executive'];
/** Roles a fleet lead may be assigned to (§5 reassign, §6 lead creation); the calling admin is added. */
export const LEAD_EXECUTIVE_ROLES: readonly Role[] = ['fleet-executive', 'fleet-coordinator', 'fleet-manager'];

export interface AssignableUser {
  id: number;
  firstAndLastName: string;
  email: string;
  role: string;
  AgencyId: number;
}

/** Active users of `agencyIds` with one of `roles`, plus the caller when they are admin and `withAdmin`. */
export async function assignableUsers(db: DbOrTx, caller: Caller, agencyIds: number[], roles: readonly Role[], withAdmin: boolean): Promise<AssignableUser[]> {
  const ids = agencyIds.length ? agencyIds : [0];
  const rows = await queryRows<AssignableUser>(
    db,
    sql`SELECT DISTINCT ON (u.id) u.id, u.first_name || ' ' || u.last_name AS "firstAndLastName", u.email, r.slug AS role, ua.agency_id AS "AgencyId"
        FROM users u JOIN roles r ON r.id = u.role_id JOIN user_agencies ua ON ua.user_id = u.id
        WHERE u.active AND ua.agency_id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})
          AND (r.slug IN (${sql.join(
            roles.map((x) => sql`${x}`),
            sql`, `,
          )}) ${withAdmin && caller.role === 'admin' ? sql`OR u.id = ${caller.id}` : sql``})
        ORDER BY u.id, ua.agency_id`,
  );
  return rows.sort((a, b) => a.firstAndLastName.localeCompare(b.firstAndLastName, 'es'));
}

/** Refuses a user who may not receive this record (400 with `message`). */
export async function assertAssignable(
  db: DbOrTx,
  caller: Caller,
  agencyId: number,
  userId: number,
  roles: readonly Role[],
  withAdmin: boolean,
  message: string = FLEET_MSG.userNotAssignable,
): Promise<void> {
  const users = await assignableUsers(db, caller, [agencyId], roles, withAdmin);
  if (!users.some((u) => u.id === userId)) throw badRequest(message);
}

/** Whether the fleet lead `id` is blocked by a cancellation (issue 54): WhatsApp's send says so instead of 'not found'. */
export async function isBlockedFleetLead(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await queryRows<{ blocked: boolean }>(db, sql`SELECT blocked_at IS NOT NULL AS blocked FROM lead_fleets WHERE id = ${id}`);
  return !!row?.blocked;
}
