import { eq } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import type { IdentityUser } from './identityUsers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the sign-in session a token belongs to is still open. Our own tokens carry `origin_jti`,
 * the id of the session's refresh token: RevokeToken (Amplify's sign-out) revokes that one session
 * and GlobalSignOut every session of the user, so their id and access tokens stop working at once.
 * A session opened before the user's cut-off (GlobalSignOut, disabling) is over, compared in
 * milliseconds so tokens issued in the same second as the sign-out do not survive it.
 */
export async function sessionOpen(db: Db, user: IdentityUser, payload: JWTPayload): Promise<boolean> {
  const jti = payload.origin_jti;
  if (typeof jti !== 'string' || !UUID.test(jti)) return false;
  const [session] = await db
    .select({ userId: refreshTokens.userId, revokedAt: refreshTokens.revokedAt, createdAt: refreshTokens.createdAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.jti, jti))
    .limit(1);
  if (!session || session.userId !== user.id || session.revokedAt !== null) return false;
  return !user.tokensValidAfter || session.createdAt.getTime() > user.tokensValidAfter.getTime();
}
