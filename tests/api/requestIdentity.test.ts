import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from './testApp';
import { refreshTokens, userAgencies, users } from '../../src/server/db/schema';
import { findRequestIdentity } from '../../src/server/identity/identityUsers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 2 });
});
afterAll(async () => t?.close());

async function signedIn(email: string) {
  const res = await t.cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'crm-desktop', AuthParameters: { USERNAME: email, PASSWORD: 'Demo2026!' } });
  const idToken = res.json().AuthenticationResult.IdToken as string;
  const claims = decodeJwt(idToken);
  return { sub: String(claims.sub), sessionId: String(claims.origin_jti) };
}

// The caller check runs one statement, built once per database and run with each caller's values.
describe('the caller check of every API call (findRequestIdentity)', () => {
  it('reads the user, their agencies and their session, each call with its own values', async () => {
    const manager = await signedIn('manager@demo.mx');
    const bdc = await signedIn('bdc@demo.mx');
    const [managerRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.sub, manager.sub));
    const agencies = await t.database.db.select({ id: userAgencies.agencyId }).from(userAgencies).where(eq(userAgencies.userId, managerRow!.id));

    const first = await findRequestIdentity(t.database.db, manager.sub, manager.sessionId);
    const second = await findRequestIdentity(t.database.db, bdc.sub, bdc.sessionId);
    const again = await findRequestIdentity(t.database.db, manager.sub, manager.sessionId);

    expect(first?.user.email).toBe('manager@demo.mx');
    expect(first?.user.role).toBe('manager');
    expect([...first!.agencyIds].sort()).toEqual(agencies.map((a) => a.id).sort());
    expect(first?.session).toMatchObject({ userId: managerRow!.id, revoked: false });
    expect(first?.session?.createdAtMs).toBeGreaterThan(Date.now() - 60_000);
    expect(second?.user.email).toBe('bdc@demo.mx');
    expect(second?.session?.userId).toBe(second?.user.id);
    expect(again).toEqual(first);
  });

  it("sees a revoked session as revoked, another user's session as theirs, an unknown one as absent", async () => {
    const adviser = await signedIn('adviser-floor@demo.mx');
    const other = await signedIn('bdc@demo.mx');
    await t.database.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.jti, adviser.sessionId));
    expect((await findRequestIdentity(t.database.db, adviser.sub, adviser.sessionId))?.session?.revoked).toBe(true);
    const crossed = await findRequestIdentity(t.database.db, adviser.sub, other.sessionId);
    expect(crossed?.session?.userId).not.toBe(crossed?.user.id);
    const unknown = await findRequestIdentity(t.database.db, adviser.sub, '00000000-0000-4000-8000-000000000000');
    expect(unknown?.user.email).toBe('adviser-floor@demo.mx');
    expect(unknown?.session).toBeUndefined();
  });

  it("without a session to check (a real user pool's tokens) reads the user alone; an unknown subject is nobody", async () => {
    const manager = await signedIn('manager@demo.mx');
    const identity = await findRequestIdentity(t.database.db, manager.sub);
    expect(identity?.user.email).toBe('manager@demo.mx');
    expect(identity?.agencyIds.length).toBeGreaterThan(0);
    expect(identity?.session).toBeUndefined();
    expect(await findRequestIdentity(t.database.db, 'no-such-subject')).toBeUndefined();
  });
});
