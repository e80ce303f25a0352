import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, roles, userAgencies, users } from '../db/schema';
import { isUuid, type SessionRow } from './sessionCheck';

export interface IdentityUser {
  id: number;
  sub: string;
  email: string;
  nickname: string | null;
  passwordHash: string;
  mustChangePassword: boolean;
  confirmed: boolean;
  active: boolean;
  role: string;
  tokensValidAfter: Date | null;
  firstName: string;
  lastName: string;
}

const columns = {
  id: users.id,
  sub: users.sub,
  email: users.email,
  nickname: users.nickname,
  passwordHash: users.passwordHash,
  mustChangePassword: users.mustChangePassword,
  confirmed: users.confirmed,
  active: users.active,
  role: roles.slug,
  tokensValidAfter: users.tokensValidAfter,
  firstName: users.firstName,
  lastName: users.lastName,
};

export async function findIdentityByEmail(db: Db, email: string): Promise<IdentityUser | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function findIdentityBySub(db: Db, sub: string): Promise<IdentityUser | undefined> {
  const [row] = await db.select(columns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.sub, sub)).limit(1);
  return row;
}

export interface RequestIdentity {
  user: IdentityUser;
  agencyIds: number[];
  /** The row of the token's session (`sessionId`), absent when there is none or none was asked for. */
  session?: SessionRow;
}

function requestIdentityQuery(db: Db) {
  const session = (expr: string) => sql`(SELECT ${sql.raw(expr)} FROM ${refreshTokens} rt WHERE rt.jti = ${sql.placeholder('sessionId')}::uuid)`;
  return db
    .select({
      ...columns,
      agencyIds: sql<number[]>`ARRAY(SELECT ua.agency_id FROM ${userAgencies} ua WHERE ua.user_id = ${users.id})`,
      sessionUserId: sql<number | null>`${session('rt.user_id')}`,
      sessionRevoked: sql<boolean | null>`${session('rt.revoked_at IS NOT NULL')}`,
      sessionCreatedMs: sql<number | null>`${session('(extract(epoch FROM rt.created_at) * 1000)::float8')}`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.sub, sql.placeholder('sub')))
    .limit(1)
    .prepare('crm_request_identity');
}

// Built once per database: composing the statement cost more of a small call's time than running it.
const requestIdentityQueries = new WeakMap<Db, ReturnType<typeof requestIdentityQuery>>();

/**
 * Everything a request's caller check reads, in one statement (the user and role, their agencies,
 * and the session the token belongs to): it runs before every API call, so three round trips
 * were a fixed cost of each.
 */
export async function findRequestIdentity(db: Db, sub: string, sessionId?: string): Promise<RequestIdentity | undefined> {
  if (!isUuid(sub) || (sessionId !== undefined && !isUuid(sessionId))) return undefined;
  let query = requestIdentityQueries.get(db);
  if (!query) requestIdentityQueries.set(db, (query = requestIdentityQuery(db)));
  // Without a session to check (a real user pool's tokens) the session columns read NULL.
  const [row] = await query.execute({ sub, sessionId: sessionId ?? null });
  if (!row) return undefined;
  const { agencyIds, sessionUserId, sessionRevoked, sessionCreatedMs, ...user } = row;
  return {
    user,
    agencyIds: (agencyIds ?? []).map(Number),
    session:
      sessionUserId === null || sessionUserId === undefined
        ? undefined
        : { userId: Number(sessionUserId), revoked: Boolean(sessionRevoked), createdAtMs: Number(sessionCreatedMs) },
  };
}

export async function findIdentityById(db: Db, id: number): Promise<IdentityUser | undefined> {
  const [row] = await db.select(columns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Tokens issued (iat, whole seconds) before the user's cut-off no longer count. A token of the same
 * second as the cut-off cannot prove it came after it, so it does not count either (our own tokens
 * are also bound to their session, see sessionOpen, which compares in milliseconds).
 */
export function tokenStillValid(user: IdentityUser, issuedAtS: number | undefined): boolean {
  if (!user.active) return false;
  if (!user.tokensValidAfter) return true;
  return (issuedAtS ?? 0) * 1000 > user.tokensValidAfter.getTime();
}
