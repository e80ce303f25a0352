import { sql, type SQL } from 'drizzle-orm';
import { FLEET_MSG } from '../../../shared/domain/fleetMessages';
import type { Role } from '../../../shared/domain/roles';
import { companies, leadFleets } from '../../db/schema';
import { badRequest, notFound } from '../../lib/httpError';
import type { DbOrTx } from '../../lib/queryRows';
import { queryRows } from '../../lib/queryRows';
import type { Caller } from '../../identity/auth';

/**
 * The one rule for fleet records (README Decisions): every company and fleet lead belongs to an
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

/** WHERE fragment for companies aliased `alias`. */
export function companyScope(caller: Caller, alias = 'c'): SQL {
  const a = sql.raw(alias);
  return ownsOnly(caller)
    ? sql`${a}.agency_id IN (${agencyList(caller)}) AND ${a}.user_id = ${caller.id}`
    : sql`${a}.agency_id IN (${agencyList(caller)})`;
}

/** WHERE fragment for fleet leads aliased `alias`. */
export function fleetLeadScope(caller: Caller, alias = 'l'): SQL {
  const a = sql.raw(alias);
  return ownsOnly(caller)
    ? sql`${a}.agency_id IN (${agencyList(caller)}) AND ${a}.user_id = ${caller.id}`
    : sql`${a}.agency_id IN (${agencyList(caller)})`;
}

/** The company if the caller may see it; `lock` takes a row lock for the write that follows. */
export async function companyForCaller(db: DbOrTx, caller: Caller, id: number, lock = false): Promise<Company> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT c.id FROM companies c WHERE c.id = ${id} AND ${companyScope(caller)} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!rows[0]) throw notFound();
  const [row] = await db.select().from(companies).where(sql`${companies.id} = ${id}`);
  if (!row) throw notFound();
  return row;
}

/** The fleet lead if the caller may see it; `lock` takes a row lock for the write that follows. */
export async function fleetLeadForCaller(db: DbOrTx, caller: Caller, id: number, lock = false): Promise<FleetLeadRecord> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT l.id FROM lead_fleets l WHERE l.id = ${id} AND ${fleetLeadScope(caller)} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!rows[0]) throw notFound();
  const [row] = await db.select().from(leadFleets).where(sql`${leadFleets.id} = ${id}`);
  if (!row) throw notFound();
  return row;
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
