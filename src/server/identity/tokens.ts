import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { SigningKey } from './signingKeys';

export const ACCESS_TTL_S = 3600;
export const REFRESH_TTL_S = 30 * 24 * 3600;

export interface TokenSubject {
  id: number;
  sub: string;
  email: string;
  nickname: string | null;
  role: string;
}

export interface IssuedTokens {
  AccessToken: string;
  IdToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

/**
 * Cognito-shaped id and access tokens. The access token carries origin_jti (the refresh token's id),
 * which is what makes Amplify call RevokeToken on sign-out.
 */
export async function issueTokens(
  key: SigningKey,
  issuer: string,
  clientId: string,
  user: TokenSubject,
  originJti: string,
  authTime: number,
): Promise<IssuedTokens> {
  const now = Math.floor(Date.now() / 1000);
  const eventId = randomUUID();
  const header = { alg: 'RS256', kid: key.kid };
  const access = await new SignJWT({
    client_id: clientId,
    origin_jti: originJti,
    event_id: eventId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: authTime,
    username: user.email,
  })
    .setProtectedHeader(header)
    .setSubject(user.sub)
    .setIssuer(issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TTL_S)
    .setJti(randomUUID())
    .sign(key.privateKey);
  const id = await new SignJWT({
    origin_jti: originJti,
    event_id: eventId,
    token_use: 'id',
    auth_time: authTime,
    email: user.email,
    email_verified: true,
    nickname: user.nickname ?? '',
    'cognito:username': user.email,
    'custom:role': `shared,${user.role}`,
    'custom:userId': String(user.id),
  })
    .setProtectedHeader(header)
    .setSubject(user.sub)
    .setIssuer(issuer)
    .setAudience(clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TTL_S)
    .setJti(randomUUID())
    .sign(key.privateKey);
  return { AccessToken: access, IdToken: id, ExpiresIn: ACCESS_TTL_S, TokenType: 'Bearer' };
}
