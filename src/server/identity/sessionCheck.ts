import { eq, sql } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import type { IdentityUser } from './identityUsers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Users' `sub` and sessions' ids are uuid columns: any other text is nobody, not a database error. */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * Whether the sign-in session a token belongs to is still open. Our own tokens carry `origin_jti`,
 * the id of the session's refresh token: RevokeToken (Amplify's sign-out) revokes that one session
 * and GlobalSignOut every session of the user, so their id and access tokens stop working at once.
 * A session opened before the user's cut-off (GlobalSignOut, disabling) is over, compared in
 * milliseconds so tokens issued in the same second as the sign-out do not survive it.
 */
export async function sessionOpen(db: Db, user: IdentityUser, payload: JWTPayload): Promise<boolean> {
  const jti = sessionIdOf(payload);
  if (!jti) return false;
  const [session] = await db
    .select({ userId: refreshTokens.userId, revoked: sql<boolean>`${refreshTokens.revokedAt} IS NOT NULL`, createdAt: refreshTokens.createdAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.jti, jti))
    .limit(1);
  return sessionStillOpen(user, session ? { userId: session.userId, revoked: session.revoked, createdAtMs: session.createdAt.getTime() } : undefined);
}

/** The session id a token of ours carries (`origin_jti`), when it is well formed. */
export function sessionIdOf(payload: JWTPayload): string | undefined {
  const jti = payload.origin_jti;
  return typeof jti === 'string' && isUuid(jti) ? jti : undefined;
}

export interface SessionRow {
  userId: number;
  revoked: boolean;
  createdAtMs: number;
}

/** The rule, given the session's row (absent: no such session). */
export function sessionStillOpen(user: IdentityUser, session: SessionRow | undefined): boolean {
  if (!session || session.userId !== user.id || session.revoked) return false;
  return !user.tokensValidAfter || session.createdAtMs > user.tokensValidAfter.getTime();
}
