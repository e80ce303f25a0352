import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { createTestApp, type TestApp } from './testApp';
import { refreshTokens, users } from '../../src/server/db/schema';
import { loadSigningKey, type SigningKey } from '../../src/server/identity/signingKeys';
import { MAX_FAILURES_PER_ADDRESS } from '../../src/server/identity/throttle';
import { MSG } from '../../src/shared/messages';

/** Each way a token can be wrong (spec: identity), tried against the API and the user pool. */
let t: TestApp;
let key: SigningKey;
let issuer: string;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 2 });
  key = await loadSigningKey(t.database.db);
  issuer = `${t.config.publicUrl}/cognito/${t.config.cognito.userPoolId}`;
}, 120_000);
afterAll(async () => t?.close());

const signInFull = async (email: string) =>
  (
    await t.cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'crm-desktop', AuthParameters: { USERNAME: email, PASSWORD: 'Demo2026!' } })
  ).json().AuthenticationResult as { IdToken: string; AccessToken: string; RefreshToken: string };
const callApi = (token: string) => t.app.inject({ method: 'GET', url: '/api/agency/', headers: { authorization: `Bearer ${token}` } });
const subOf = async (email: string) => (await t.database.db.select({ sub: users.sub }).from(users).where(eq(users.email, email)))[0]!.sub;

/** A token signed with the server's own key: everything valid unless a case overrides it. */
async function forge(claims: Record<string, unknown>, o: { sub?: string; aud?: string | null; iat?: number; exp?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  let jwt = new SignJWT({ token_use: 'id', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setIssuer(issuer)
    .setIssuedAt(o.iat ?? now)
    .setExpirationTime(o.exp ?? now + 3600);
  if (o.sub) jwt = jwt.setSubject(o.sub);
  if (o.aud !== null) jwt = jwt.setAudience(o.aud ?? 'crm-desktop');
  return jwt.sign(key.privateKey);
}

describe('token acceptance', () => {
  it('takes a well-formed token of a live session (the forging below is otherwise sound)', async () => {
    const session = await signInFull('manager@demo.mx');
    const origin_jti = decodeJwt(session.IdToken).origin_jti;
    expect((await callApi(await forge({ origin_jti }, { sub: await subOf('manager@demo.mx') }))).statusCode).toBe(200);
    // A little clock skew between desk PCs and the server is tolerated.
    expect((await callApi(await forge({ origin_jti }, { sub: await subOf('manager@demo.mx'), iat: Math.floor(Date.now() / 1000) + 30 }))).statusCode).toBe(200);
  });

  it('refuses an id token issued to another app client, and one without audience', async () => {
    const session = await signInFull('manager@demo.mx');
    const origin_jti = decodeJwt(session.IdToken).origin_jti;
    const sub = await subOf('manager@demo.mx');
    expect((await callApi(await forge({ origin_jti }, { sub, aud: 'otra-app' }))).statusCode).toBe(401);
    expect((await callApi(await forge({ origin_jti }, { sub, aud: null }))).statusCode).toBe(401);
  });

  it('refuses an access token whose client_id is another app client', async () => {
    const session = await signInFull('manager@demo.mx');
    const origin_jti = decodeJwt(session.IdToken).origin_jti;
    const sub = await subOf('manager@demo.mx');
    expect((await callApi(await forge({ token_use: 'access', client_id: 'crm-desktop', origin_jti }, { sub, aud: null }))).statusCode).toBe(200);
    expect((await callApi(await forge({ token_use: 'access', client_id: 'otra-app', origin_jti }, { sub, aud: null }))).statusCode).toBe(401);
    const res = await t.cognito('GetUser', { AccessToken: await forge({ token_use: 'access', client_id: 'otra-app', origin_jti }, { sub, aud: null }) });
    expect(res.json().__type).toBe('NotAuthorizedException');
  });

  it('refuses a token issued in the future beyond the skew', async () => {
    const session = await signInFull('manager@demo.mx');
    const origin_jti = decodeJwt(session.IdToken).origin_jti;
    const later = Math.floor(Date.now() / 1000) + 3600;
    expect((await callApi(await forge({ origin_jti }, { sub: await subOf('manager@demo.mx'), iat: later, exp: later + 3600 }))).statusCode).toBe(401);
  });

  it('never resolves the caller by e-mail when the sub is unknown, verified or not', async () => {
    for (const email_verified of [false, true]) {
      const token = await forge({ email: 'admin@demo.mx', email_verified }, { sub: '00000000-0000-4000-8000-000000000000' });
      expect((await callApi(token)).statusCode).toBe(401);
    }
    expect((await callApi(await forge({ email: 'admin@demo.mx' }))).statusCode).toBe(401);
  });

  it('refuses a token of a known user that belongs to no session', async () => {
    expect((await callApi(await forge({}, { sub: await subOf('manager@demo.mx') }))).statusCode).toBe(401);
    expect((await callApi(await forge({ origin_jti: '11111111-2222-4333-8444-555555555555' }, { sub: await subOf('manager@demo.mx') }))).statusCode).toBe(401);
  });
});

describe('sign-out', () => {
  it('RevokeToken ends the session’s id and access tokens at once, on the API and on GetUser', async () => {
    const session = await signInFull('coordinator@demo.mx');
    const other = await signInFull('coordinator@demo.mx');
    expect((await callApi(session.IdToken)).statusCode).toBe(200);
    expect((await callApi(session.AccessToken)).statusCode).toBe(200);
    expect((await t.cognito('GetUser', { AccessToken: session.AccessToken })).statusCode).toBe(200);
    expect((await t.cognito('RevokeToken', { ClientId: 'crm-desktop', Token: session.RefreshToken })).statusCode).toBe(200);
    expect((await callApi(session.IdToken)).statusCode).toBe(401);
    expect((await callApi(session.AccessToken)).statusCode).toBe(401);
    expect((await t.cognito('GetUser', { AccessToken: session.AccessToken })).json().__type).toBe('NotAuthorizedException');
    // Another sign-in of the same user (another desk) is another session and goes on.
    expect((await callApi(other.IdToken)).statusCode).toBe(200);
  });

  it('tokens issued in the same second as a GlobalSignOut do not survive it; a sign-in after it works', async () => {
    // Two sessions started just before the sign-out, very likely within the same second.
    const [a, b] = await Promise.all([signInFull('hostess@demo.mx'), signInFull('hostess@demo.mx')]);
    expect((await t.cognito('GlobalSignOut', { AccessToken: a.AccessToken })).statusCode).toBe(200);
    for (const token of [a.IdToken, a.AccessToken, b.IdToken, b.AccessToken]) expect((await callApi(token)).statusCode).toBe(401);
    expect((await t.cognito('GetUser', { AccessToken: b.AccessToken })).json().__type).toBe('NotAuthorizedException');
    const refreshed = await t.cognito('GetTokensFromRefreshToken', { ClientId: 'crm-desktop', RefreshToken: b.RefreshToken });
    expect(refreshed.json().__type).toBe('NotAuthorizedException');
    const after = await signInFull('hostess@demo.mx');
    expect((await callApi(after.IdToken)).statusCode).toBe(200);
  });

  it('a cut-off one millisecond after a session started ends it, whatever second its tokens carry', async () => {
    const session = await signInFull('bdc@demo.mx');
    const [row] = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.jti, session.RefreshToken));
    await t.database.db.update(users).set({ tokensValidAfter: new Date(row!.createdAt.getTime() + 1) }).where(eq(users.email, 'bdc@demo.mx'));
    expect(decodeJwt(session.IdToken).iat! * 1000).toBeGreaterThan(row!.createdAt.getTime() - 1000);
    expect((await callApi(session.IdToken)).statusCode).toBe(401);
    expect((await callApi((await signInFull('bdc@demo.mx')).IdToken)).statusCode).toBe(200);
  });
});

describe('the user pool’s input', () => {
  it('answers a NUL or an overlong USERNAME with InvalidParameterException, never a 500', async () => {
    for (const USERNAME of [`admin${String.fromCharCode(0)}@demo.mx`, 'a'.repeat(20_000)]) {
      const res = await t.cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'crm-desktop', AuthParameters: { USERNAME, PASSWORD: 'x' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().__type).toBe('InvalidParameterException');
    }
  });

  it('answers a body over its limit (1 MB) with 413 and the message, before reading it', async () => {
    const res = await t.cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'crm-desktop', AuthParameters: { USERNAME: 'a'.repeat(1024 * 1024), PASSWORD: 'x' } });
    expect(res.statusCode).toBe(413);
    expect(res.json().data).toBe(MSG.tooLarge);
  });
});

describe('the inventory catalogue and the runtime config', () => {
  it('/config.json does not publish the inventory key, and the catalogue needs a signed-in caller', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/config.json' })).json();
    expect(config.api.inventoryApiKey).toBe('');
    expect(JSON.stringify(config)).not.toContain(t.config.inventoryApiKey);
    const anonymous = await t.app.inject({ method: 'GET', url: '/inventory/catalogs/data/stores' });
    expect(anonymous.statusCode).toBe(401);
    const withKeyOnly = await t.app.inject({ method: 'GET', url: '/inventory/catalogs/data/stores', headers: { 'api-key': t.config.inventoryApiKey } });
    expect(withKeyOnly.statusCode).toBe(401);
    const signedIn = await t.api('adviser-floor@demo.mx', { method: 'GET', url: '/inventory/catalogs/data/stores' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.length).toBeGreaterThan(0);
  });
});

describe('per-address sign-in limit', () => {
  const fail = (app: TestApp, i: number, headers: Record<string, string>) =>
    app.cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'crm-desktop', AuthParameters: { USERNAME: `nadie${i}@demo.mx`, PASSWORD: 'mal' } }, headers);

  it('a rotating X-Forwarded-For does not dodge it when no proxy is trusted (the default)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= MAX_FAILURES_PER_ADDRESS; i++) statuses.push((await fail(t, i, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    expect(statuses.slice(0, MAX_FAILURES_PER_ADDRESS).every((s) => s === 400)).toBe(true);
    expect(statuses[MAX_FAILURES_PER_ADDRESS]).toBe(429);
    // Nor can it aim the limit at someone else's address: the forwarded one was never counted.
    const { authFailures } = await import('../../src/server/db/schema');
    const keys = (await t.database.db.select({ key: authFailures.key }).from(authFailures)).map((r) => r.key);
    expect(keys.some((k) => k.startsWith('ip:203.0.113.'))).toBe(false);
  });

  it('behind a proxy listed in TRUST_PROXY, the forwarded client address is the one limited', async () => {
    const behind = await createTestApp({ seed: false, config: { trustProxy: ['127.0.0.1'] } });
    try {
      for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) await fail(behind, i, { 'x-forwarded-for': '198.51.100.7' });
      expect((await fail(behind, 99, { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(429);
      expect((await fail(behind, 100, { 'x-forwarded-for': '198.51.100.8' })).statusCode).toBe(400);
    } finally {
      await behind.close();
    }
  }, 120_000);
});
