import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from './testApp';
import { userActions, users } from '../../src/server/db/schema';
import { MAX_FAILURES_PER_USER } from '../../src/server/identity/throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 10 });
});
afterAll(async () => t?.close());

const auth = (username: string, password: string) =>
  t.cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'crm-desktop', AuthParameters: { USERNAME: username, PASSWORD: password } });

describe('Cognito-compatible sign-in', () => {
  it('signs a demo user in and issues Cognito-shaped tokens', async () => {
    const res = await auth('  Manager@demo.mx ', 'Demo2026!');
    expect(res.statusCode).toBe(200);
    // Answered through its contract (identityResponses), still in Cognito's own content type.
    expect(res.headers['content-type']).toMatch(/^application\/x-amz-json-1\.1/);
    const result = res.json().AuthenticationResult;
    const id = decodeJwt(result.IdToken);
    const access = decodeJwt(result.AccessToken);
    expect(id.email).toBe('manager@demo.mx');
    expect(id['custom:role']).toBe('shared,manager');
    expect(access.token_use).toBe('access');
    expect(access.origin_jti).toBe(result.RefreshToken);
  });

  it('refuses a wrong password with NotAuthorizedException', async () => {
    const res = await auth('bdc@demo.mx', 'nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().__type).toBe('NotAuthorizedException');
    expect(res.headers['x-amzn-errortype']).toMatch(/^NotAuthorizedException/);
  });

  it('answers a body it cannot read with 400, and GetUser and the well-known documents through their contracts', async () => {
    const garbled = await t.app.inject({
      method: 'POST',
      url: '/cognito',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      payload: '{not json',
    });
    expect(garbled.statusCode).toBe(400);
    const signedIn = (await auth('manager@demo.mx', 'Demo2026!')).json().AuthenticationResult;
    const user = await t.cognito('GetUser', { AccessToken: signedIn.AccessToken });
    expect(user.statusCode).toBe(200);
    expect(user.headers['content-type']).toMatch(/^application\/x-amz-json-1\.1/);
    expect(user.json().UserAttributes).toContainEqual({ Name: 'email', Value: 'manager@demo.mx' });
    const revoked = await t.cognito('RevokeToken', { ClientId: 'crm-desktop', Token: signedIn.RefreshToken });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({});
    const jwks = await t.app.inject({ method: 'GET', url: '/cognito/us-east-1_CRMlocal/.well-known/jwks.json' });
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.json().keys[0].n).toBeTruthy();
    const oidc = await t.app.inject({ method: 'GET', url: '/cognito/us-east-1_CRMlocal/.well-known/openid-configuration' });
    expect(oidc.json().jwks_uri).toMatch(/\/\.well-known\/jwks\.json$/);
  });

  it('answers an unknown user the same way, without revealing it', async () => {
    const res = await auth('nadie@demo.mx', 'Demo2026!');
    expect(res.json().__type).toBe('NotAuthorizedException');
  });

  it('refuses missing credentials with InvalidParameterException', async () => {
    const res = await auth('', '');
    expect(res.json().__type).toBe('InvalidParameterException');
  });

  it('refuses an unconfirmed user with UserNotConfirmedException', async () => {
    await t.database.db.update(users).set({ confirmed: false }).where(eq(users.email, 'support@demo.mx'));
    const res = await auth('support@demo.mx', 'Demo2026!');
    expect(res.json().__type).toBe('UserNotConfirmedException');
  });

  it('throttles repeated failures for one user, and lets the right password through once they age out', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_USER; i++) await auth('hr@demo.mx', 'mal');
    const blocked = await auth('hr@demo.mx', 'Demo2026!');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().__type).toBe('TooManyRequestsException');
    const { authFailures } = await import('../../src/server/db/schema');
    await t.database.db.update(authFailures).set({ createdAt: new Date(Date.now() - 60 * 60_000) });
    expect((await auth('hr@demo.mx', 'Demo2026!')).statusCode).toBe(200);
  });

  it('walks the NEW_PASSWORD_REQUIRED challenge and then signs in with the new password', async () => {
    await t.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.email, 'product@demo.mx'));
    const first = (await auth('product@demo.mx', 'Demo2026!')).json();
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const weak = await t.cognito('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: 'crm-desktop',
      Session: first.Session,
      ChallengeResponses: { USERNAME: 'product@demo.mx', NEW_PASSWORD: 'corta' },
    });
    expect(weak.json().__type).toBe('InvalidPasswordException');
    const done = await t.cognito('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: 'crm-desktop',
      Session: first.Session,
      ChallengeResponses: { USERNAME: 'product@demo.mx', NEW_PASSWORD: 'Nueva2026!' },
    });
    expect(done.json().AuthenticationResult.IdToken).toBeTruthy();
    expect((await auth('product@demo.mx', 'Nueva2026!')).json().AuthenticationResult).toBeTruthy();
    expect((await auth('product@demo.mx', 'Demo2026!')).json().__type).toBe('NotAuthorizedException');
  });

  it('refreshes with GetTokensFromRefreshToken and stops after RevokeToken (sign-out)', async () => {
    const result = (await auth('coordinator@demo.mx', 'Demo2026!')).json().AuthenticationResult;
    const refreshed = await t.cognito('GetTokensFromRefreshToken', { ClientId: 'crm-desktop', RefreshToken: result.RefreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeJwt(refreshed.json().AuthenticationResult.IdToken).email).toBe('coordinator@demo.mx');
    const user = await t.cognito('GetUser', { AccessToken: result.AccessToken });
    expect(user.json().UserAttributes).toContainEqual({ Name: 'email', Value: 'coordinator@demo.mx' });
    expect((await t.cognito('RevokeToken', { ClientId: 'crm-desktop', Token: result.RefreshToken })).statusCode).toBe(200);
    const after = await t.cognito('GetTokensFromRefreshToken', { ClientId: 'crm-desktop', RefreshToken: result.RefreshToken });
    expect(after.json().__type).toBe('NotAuthorizedException');
  });

  it('GlobalSignOut makes the existing tokens stop working on the API', async () => {
    const result = (await auth('marketing@demo.mx', 'Demo2026!')).json().AuthenticationResult;
    const headers = { authorization: `Bearer ${result.IdToken}` };
    const userId = decodeJwt(result.IdToken)['custom:userId'];
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${userId}`, headers })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await t.cognito('GlobalSignOut', { AccessToken: result.AccessToken })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${userId}`, headers })).statusCode).toBe(401);
  });

  it('answers the browser CORS preflight from the desktop origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/cognito',
      headers: { origin: 'app://crm', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('app://crm');
  });
});

describe('API authorisation', () => {
  it('answers 401 without a token and with a forged one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/agency/' });
    expect(none.statusCode).toBe(401);
    expect(none.json().data).toBe('Sesión inválida o expirada');
    const forged = await t.app.inject({ method: 'GET', url: '/api/agency/', headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } });
    expect(forged.statusCode).toBe(401);
  });

  it('health needs no token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });

  it('refuses an agencyid header for an agency that is not the caller’s with 403', async () => {
    const agencies = (await t.api('admin@demo.mx', { method: 'GET', url: '/api/agency/' })).json().data as { id: number }[];
    expect(agencies.length).toBeGreaterThan(1);
    const other = agencies.find((a) => a.id !== 1)!.id;
    const res = await t.api('bdc@demo.mx', { method: 'GET', url: '/api/agency/', agencyId: other });
    expect(res.statusCode).toBe(403);
    expect(res.json().data).toBe('No perteneces a esta agencia');
    expect((await t.api('admin@demo.mx', { method: 'GET', url: '/api/agency/', agencyId: other })).statusCode).toBe(200);
  });

  it('lists only the caller’s own agencies for non-admins, pages for admins', async () => {
    const mine = (await t.api('hostess@demo.mx', { method: 'GET', url: '/api/agency/' })).json().data;
    expect(mine).toHaveLength(1);
    const page = (await t.api('admin@demo.mx', { method: 'GET', url: '/api/agency/?page=1&limit=2' })).json();
    expect(page).toMatchObject({ total: 4, pages: 2, page: 1, limit: 2 });
    expect(page.data).toHaveLength(2);
  });

  it('returns the user with role, agencies and permissions', async () => {
    const token = await t.signIn('adviser-floor@demo.mx');
    const id = Number(decodeJwt(token)['custom:userId']);
    const res = await t.api('adviser-floor@demo.mx', { method: 'GET', url: `/api/user/${id}` });
    expect(res.json().data).toMatchObject({ email: 'adviser-floor@demo.mx', UserRole: { slug: 'adviser-floor' }, permissions: ['shared', 'adviser-floor'] });
    expect((await t.api('adviser-floor@demo.mx', { method: 'GET', url: `/api/user/agencies/${id}` })).json().data).toHaveLength(1);
  });

  it('records sign-in (1) and sign-out (2) actions for the caller only', async () => {
    const token = await t.signIn('sales-admin@demo.mx');
    const id = Number(decodeJwt(token)['custom:userId']);
    for (const action of [1, 2]) {
      const res = await t.api('sales-admin@demo.mx', { method: 'POST', url: '/api/user/Login/', payload: { data: id, action } });
      expect(res.statusCode).toBe(200);
    }
    const rows = await t.database.db.select().from(userActions).where(eq(userActions.userId, id));
    expect(rows.map((r) => r.action).sort()).toEqual([1, 2]);
    const other = await t.api('sales-admin@demo.mx', { method: 'POST', url: '/api/user/Login/', payload: { data: id + 1, action: 1 } });
    expect(other.statusCode).toBe(403);
    const bad = await t.api('sales-admin@demo.mx', { method: 'POST', url: '/api/user/Login/', payload: { data: id, action: 7 } });
    expect(bad.statusCode).toBe(400);
  });

  it('lists the caller’s unread notifications and discards one of them only', async () => {
    const token = await t.signIn('manager@demo.mx');
    const id = Number(decodeJwt(token)['custom:userId']);
    const list = (await t.api('manager@demo.mx', { method: 'GET', url: `/api/notification/${id}` })).json().data as { id: number; readen: boolean }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((n) => n.readen === false)).toBe(true);
    expect((await t.api('manager@demo.mx', { method: 'GET', url: `/api/notification/${id + 1}` })).statusCode).toBe(403);
    expect((await t.api('bdc@demo.mx', { method: 'PATCH', url: `/api/notification/discard/${list[0]!.id}` })).statusCode).toBe(404);
    expect((await t.api('manager@demo.mx', { method: 'PATCH', url: `/api/notification/discard/${list[0]!.id}` })).statusCode).toBe(200);
    const after = (await t.api('manager@demo.mx', { method: 'GET', url: `/api/notification/${id}` })).json().data as { id: number }[];
    expect(after.map((n) => n.id)).not.toContain(list[0]!.id);
  });
});
