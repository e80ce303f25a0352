import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { SigningKey } from './signingKeys';

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

/** Clocks of the desktop PCs and the server may differ a little; more than this is a forged or broken token. */
export const CLOCK_SKEW_S = 60;

/** Tokens remembered as verified: about one per signed-in session of a busy server. */
export const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Verifies a token against the configured issuer's keys (our own endpoint's key in local mode, or a
 * real user pool's JWKS when COGNITO_ISSUER names one) and against the app client it was issued to:
 * an id token's `aud`, an access token's `client_id`. A token issued in the future is refused.
 *
 * Every API call presents the same token for up to an hour, and checking its RSA signature was the
 * biggest single cost of a small call: a token that passed is remembered (by its exact text, so a
 * changed byte is verified anew) until it expires. Whether its session is still open is not cached:
 * the caller check reads that from the database on every request.
 */
export function createTokenVerifier(issuer: string, localKey: SigningKey | PromiseLike<SigningKey> | undefined, clientId: string): TokenVerifier {
  // The local key may still be loading (the desktop builds the app while its database opens, issue 51).
  const keys = localKey
    ? Promise.resolve(localKey).then((key) => createLocalJWKSet({ keys: [key.publicJwk] }))
    : Promise.resolve(createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`)));
  keys.catch(() => {}); // a key that failed to load fails the app's start (buildApp's onReady)
  const verified = new Map<string, JWTPayload>();
  const nowS = () => Math.floor(Date.now() / 1000);
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (typeof known.exp === 'number' && known.exp + CLOCK_SKEW_S >= nowS()) return known;
      verified.delete(token);
    }
    const { payload } = await jwtVerify(token, await keys, { issuer, algorithms: ['RS256'], clockTolerance: CLOCK_SKEW_S });
    if (payload.token_use === 'id') {
      const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (!aud.includes(clientId)) throw new Error('token for another client');
    } else if (payload.token_use === 'access') {
      if (payload.client_id !== clientId) throw new Error('token for another client');
    } else {
      throw new Error('unexpected token_use');
    }
    if (typeof payload.iat !== 'number' || payload.iat > nowS() + CLOCK_SKEW_S) throw new Error('issued in the future');
    if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('no subject');
    if (typeof payload.exp === 'number') {
      // The oldest entry goes first (a Map keeps insertion order).
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(token, Object.freeze(payload));
    }
    return payload;
  };
}
