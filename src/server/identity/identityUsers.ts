import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema';

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
