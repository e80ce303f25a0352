import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { SigningKey } from './signingKeys';

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

/**
 * Verifies a token against the configured issuer's keys: our own endpoint's key in local mode, or a
 * real user pool's JWKS when COGNITO_ISSUER names one.
 */
export function createTokenVerifier(issuer: string, localKey: SigningKey | undefined): TokenVerifier {
  const keys = localKey ? createLocalJWKSet({ keys: [localKey.publicJwk] }) : createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, { issuer });
    if (payload.token_use !== 'id' && payload.token_use !== 'access') throw new Error('unexpected token_use');
    return payload;
  };
}
