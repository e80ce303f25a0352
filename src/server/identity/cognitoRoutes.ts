import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { jwtVerify, createLocalJWKSet } from 'jose';
import type { Db } from '../db/client';
import { authSessions, refreshTokens, users } from '../db/schema';
import { CognitoError } from './cognitoError';
import { findIdentityByEmail, findIdentityById, findIdentityBySub, type IdentityUser } from './identityUsers';
import { sessionOpen } from './sessionCheck';
import { hashPassword, meetsPasswordPolicy, verifyPassword } from './passwords';
import type { SigningKey } from './signingKeys';
import { clearFailures, isThrottled, recordFailure } from './throttle';
import { issueTokens, REFRESH_TTL_S } from './tokens';
import { BODY_LIMIT } from '../lib/bodyLimits';
import { cognitoAnswer, cognitoErrorAnswer, jwksAnswer, openIdConfigurationAnswer, type CognitoAnswer } from '../../shared/schemas/identityResponses';

export interface CognitoOptions {
  db: Db;
  /** A promise while the database opens (the desktop builds the app meanwhile, issue 51). */
  key: SigningKey | PromiseLike<SigningKey>;
  issuer: string;
  poolId: string;
  clientId: string;
}

type Body = Record<string, unknown>;
/** Longest text any parameter of these calls carries (tokens are ~1.5 kB); USERNAME is an e-mail. */
const MAX_PARAM = 8192;
const MAX_USERNAME = 254;
const MAX_PASSWORD = 256;
const NUL = String.fromCharCode(0);
/** A string parameter, refused (InvalidParameterException, never a 500) when it is too long or carries NUL. */
const str = (v: unknown, max = MAX_PARAM) => {
  if (typeof v !== 'string') return '';
  if (v.length > max || v.includes(NUL)) throw new CognitoError('InvalidParameterException', 'Invalid parameter');
  return v;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const WRONG = () => new CognitoError('NotAuthorizedException', 'Incorrect username or password.');

/**
 * The user-pool calls Amplify 6 makes, answered from our own users: InitiateAuth (USER_PASSWORD_AUTH,
 * REFRESH_TOKEN_AUTH), RespondToAuthChallenge (NEW_PASSWORD_REQUIRED), GetTokensFromRefreshToken,
 * GetUser, RevokeToken, GlobalSignOut.
 */
export async function cognitoRoutes(app: FastifyInstance, options: CognitoOptions): Promise<void> {
  const { db, issuer, poolId, clientId } = options;
  const key = Promise.resolve(options.key);
  const jwks = key.then((k) => createLocalJWKSet({ keys: [k.publicJwk] }));
  // Awaited by each call; a key that failed to load fails the app's start (buildApp's onReady).
  jwks.catch(() => {});

  app.addContentTypeParser('application/x-amz-json-1.1', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body ? JSON.parse(body as string) : {});
    } catch {
      done(new CognitoError('InvalidParameterException', 'Malformed request body'), undefined);
    }
  });

  // The user pool answers without a session (that is how one gets one); its calls carry a few parameters of at most MAX_PARAM.
  const open = {
    config: { public: true },
    bodyLimit: BODY_LIMIT.form,
    // The answers go through these (as application/x-amz-json-1.1); a body the parser refused gets the API's `{ data }` 400.
    schema: { response: { 200: cognitoAnswer, 400: cognitoErrorAnswer, 429: cognitoErrorAnswer } },
  } as const;
  app.get(`/cognito/${poolId}/.well-known/jwks.json`, { config: { public: true }, schema: { response: { 200: jwksAnswer } } }, async () => ({ keys: [(await key).publicJwk] }));
  app.get(`/cognito/${poolId}/.well-known/openid-configuration`, { config: { public: true }, schema: { response: { 200: openIdConfigurationAnswer } } }, async () => ({
    issuer,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    id_token_signing_alg_values_supported: ['RS256'],
  }));

  async function newSession(user: IdentityUser, authTime: number) {
    // createdAt from this process's clock, the one tokensValidAfter is written with.
    const [row] = await db
      .insert(refreshTokens)
      .values({ userId: user.id, createdAt: new Date(), expiresAt: new Date(Date.now() + REFRESH_TTL_S * 1000) })
      .returning({ jti: refreshTokens.jti });
    const tokens = await issueTokens(await key, issuer, clientId, user, row!.jti, authTime);
    return { ...tokens, RefreshToken: row!.jti };
  }

  async function refresh(token: string) {
    if (!UUID.test(token)) throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.jti, token), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())))
      .limit(1);
    if (!row) throw new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
    const user = await findIdentityById(db, row.userId);
    if (!user || !user.active || !(await sessionOpen(db, user, { origin_jti: row.jti }))) {
      throw new CognitoError('NotAuthorizedException', 'User is disabled.');
    }
    return issueTokens(await key, issuer, clientId, user, row.jti, Math.floor(row.createdAt.getTime() / 1000));
  }

  async function accessUser(token: string): Promise<IdentityUser> {
    try {
      const { payload } = await jwtVerify(token, await jwks, { issuer, algorithms: ['RS256'] });
      if (payload.token_use !== 'access' || !payload.sub || payload.client_id !== clientId) throw new Error('not an access token');
      const user = await findIdentityBySub(db, payload.sub);
      if (!user || !user.active || !(await sessionOpen(db, user, payload))) throw new Error('session over');
      return user;
    } catch {
      throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
    }
  }

  const handlers: Record<string, (body: Body, ip: string) => Promise<CognitoAnswer>> = {
    async InitiateAuth(body, ip): Promise<CognitoAnswer> {
      if (str(body.ClientId) !== clientId) throw new CognitoError('ResourceNotFoundException', 'User pool client does not exist.');
      const params = (body.AuthParameters ?? {}) as Body;
      if (body.AuthFlow === 'REFRESH_TOKEN_AUTH' || body.AuthFlow === 'REFRESH_TOKEN') {
        return { AuthenticationResult: await refresh(str(params.REFRESH_TOKEN)), ChallengeParameters: {} };
      }
      if (body.AuthFlow !== 'USER_PASSWORD_AUTH') throw new CognitoError('InvalidParameterException', 'Unsupported AuthFlow');
      const username = str(params.USERNAME, MAX_USERNAME).trim().toLowerCase();
      const password = str(params.PASSWORD, MAX_PASSWORD);
      if (!username || !password) throw new CognitoError('InvalidParameterException', 'Missing required parameter USERNAME or PASSWORD');
      if (await isThrottled(db, username, ip)) {
        throw new CognitoError('TooManyRequestsException', 'Too many failed attempts. Try again later.', 429);
      }
      const user = await findIdentityByEmail(db, username);
      if (!user || !(await verifyPassword(user.passwordHash, password))) {
        await recordFailure(db, username, ip);
        throw WRONG();
      }
      if (!user.active) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
      if (!user.confirmed) throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
      await clearFailures(db, username);
      if (user.mustChangePassword) {
        const [session] = await db
          .insert(authSessions)
          .values({ userId: user.id, expiresAt: new Date(Date.now() + 3 * 60_000) })
          .returning({ id: authSessions.id });
        return {
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: session!.id,
          ChallengeParameters: {
            USER_ID_FOR_SRP: user.sub,
            requiredAttributes: '[]',
            userAttributes: JSON.stringify({ email: user.email, nickname: user.nickname ?? '' }),
          },
        };
      }
      return { AuthenticationResult: await newSession(user, Math.floor(Date.now() / 1000)), ChallengeParameters: {} };
    },

    async RespondToAuthChallenge(body) {
      if (str(body.ClientId) !== clientId) throw new CognitoError('ResourceNotFoundException', 'User pool client does not exist.');
      if (body.ChallengeName !== 'NEW_PASSWORD_REQUIRED') throw new CognitoError('InvalidParameterException', 'Unsupported challenge');
      const responses = (body.ChallengeResponses ?? {}) as Body;
      const newPassword = str(responses.NEW_PASSWORD);
      const sessionId = str(body.Session);
      if (!UUID.test(sessionId)) throw new CognitoError('NotAuthorizedException', 'Invalid session for the user.');
      const [session] = await db
        .select()
        .from(authSessions)
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.usedAt), gt(authSessions.expiresAt, new Date())))
        .limit(1);
      if (!session) throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
      if (!meetsPasswordPolicy(newPassword)) {
        throw new CognitoError('InvalidPasswordException', 'Password does not conform to policy');
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(authSessions).set({ usedAt: new Date() }).where(eq(authSessions.id, session.id));
        await tx.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(users.id, session.userId));
      });
      const user = await findIdentityById(db, session.userId);
      if (!user || !user.active) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
      return { AuthenticationResult: await newSession(user, Math.floor(Date.now() / 1000)), ChallengeParameters: {} };
    },

    async GetTokensFromRefreshToken(body) {
      if (str(body.ClientId) !== clientId) throw new CognitoError('ResourceNotFoundException', 'User pool client does not exist.');
      return { AuthenticationResult: await refresh(str(body.RefreshToken)) };
    },

    async GetUser(body) {
      const user = await accessUser(str(body.AccessToken));
      return {
        Username: user.email,
        UserAttributes: [
          { Name: 'sub', Value: user.sub },
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'nickname', Value: user.nickname ?? '' },
          { Name: 'custom:role', Value: `shared,${user.role}` },
          { Name: 'custom:userId', Value: String(user.id) },
        ],
      };
    },

    /** Amplify's sign-out: ends the session, so its id and access tokens stop working too (sessionOpen). */
    async RevokeToken(body) {
      if (str(body.ClientId) !== clientId) throw new CognitoError('ResourceNotFoundException', 'User pool client does not exist.');
      const token = str(body.Token);
      if (UUID.test(token)) {
        await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.jti, token), isNull(refreshTokens.revokedAt)));
      }
      return {};
    },

    async GlobalSignOut(body) {
      const user = await accessUser(str(body.AccessToken));
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
        await tx.update(users).set({ tokensValidAfter: now }).where(eq(users.id, user.id));
      });
      return {};
    },
  };

  /** Through the route's answer schemas (cognitoAnswer, cognitoErrorAnswer), as application/x-amz-json-1.1. */
  const send = (reply: FastifyReply, status: number, body: object) => reply.status(status).header('content-type', 'application/x-amz-json-1.1').send(body);

  const handle = async (request: { headers: Record<string, unknown>; body: unknown; ip: string }, reply: FastifyReply) => {
    const target = str(request.headers['x-amz-target']);
    const operation = target.startsWith('AWSCognitoIdentityProviderService.') ? target.split('.')[1]! : '';
    const handler = handlers[operation];
    try {
      if (!handler) throw new CognitoError('InvalidAction', `Unsupported operation ${operation || target}`);
      const result = await handler((request.body ?? {}) as Body, request.ip);
      return send(reply, 200, result);
    } catch (error) {
      if (error instanceof CognitoError) {
        reply.header('x-amzn-errortype', `${error.type}:`);
        return send(reply, error.statusCode, { __type: error.type, message: error.message });
      }
      throw error;
    }
  };
  app.post('/cognito', open, handle);
  app.post('/cognito/', open, handle);
}
