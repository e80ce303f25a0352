import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { CLOCK_SKEW_S, createTokenVerifier } from './tokenVerifier';
import type { SigningKey } from './signingKeys';

const issuer = 'http://localhost/cognito/pool';
const clientId = 'client-1';

async function signingKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid: 'k1', privateKey: privateKey as CryptoKey, publicJwk: { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' } };
}

function token(key: SigningKey, claims: Record<string, unknown>, expiresInS = 3600): Promise<string> {
  return new SignJWT({ token_use: 'access', client_id: clientId, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setIssuer(issuer)
    .setSubject('user-sub')
    .setIssuedAt()
    .setExpirationTime(`${expiresInS}s`)
    .sign(key.privateKey);
}

afterEach(() => vi.useRealTimers());

describe('createTokenVerifier', () => {
  it('accepts a valid token again and again, and refuses it once it has expired though it was accepted before', async () => {
    const key = await signingKey();
    const verify = createTokenVerifier(issuer, key, clientId);
    const t = await token(key, {}, 600);
    expect((await verify(t)).sub).toBe('user-sub');
    expect((await verify(t)).sub).toBe('user-sub');
    vi.useFakeTimers({ now: Date.now() + (600 + CLOCK_SKEW_S + 5) * 1000, toFake: ['Date'] });
    await expect(verify(t)).rejects.toThrow();
  });

  it('refuses a token whose signature was changed after an intact copy was accepted', async () => {
    const key = await signingKey();
    const verify = createTokenVerifier(issuer, key, clientId);
    const t = await token(key, {});
    await verify(t);
    const [h, p, s] = t.split('.');
    const forged = `${h}.${p}.${s!.slice(0, -4)}${s!.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    await expect(verify(forged)).rejects.toThrow();
  });

  it("refuses a token for another app client, another issuer's key, or with no known use", async () => {
    const key = await signingKey();
    const other = await signingKey();
    const verify = createTokenVerifier(issuer, key, clientId);
    await expect(verify(await token(key, { client_id: 'someone-else' }))).rejects.toThrow('another client');
    await expect(verify(await token(other, {}))).rejects.toThrow();
    await expect(verify(await token(key, { token_use: 'refresh' }))).rejects.toThrow('unexpected token_use');
  });
});
