import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signingKeys } from '../db/schema';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** A key pair as the signing_keys table holds it. */
export interface NewSigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** A new RS256 key pair: RSA's prime search is 0.1–0.4 s of CPU, on libuv's threads (WebCrypto). */
export async function newSigningKey(): Promise<NewSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `crm-${Date.now().toString(36)}`;
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
  return { kid, privateJwk, publicJwk };
}

/**
 * The key every replica signs with: created once in the database, read by all. `spare`: a pair
 * already being made, used when the database has none (the desktop's first start begins making it
 * at once, beside the unpack and the app's loading, issue 51).
 */
export async function loadSigningKey(db: Db, spare?: Promise<NewSigningKey>): Promise<SigningKey> {
  const existing = await db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt)).limit(1);
  if (existing.length === 0) {
    // A replica starting at the same time may win; either way everyone reads the oldest row.
    await db
      .insert(signingKeys)
      .values(await (spare ?? newSigningKey()))
      .onConflictDoNothing();
  }
  const [row] = await db.select().from(signingKeys).orderBy(signingKeys.createdAt).limit(1);
  if (!row) throw new Error('signing key missing');
  const privateKey = (await importJWK(row.privateJwk as JWK, 'RS256')) as CryptoKey;
  return { kid: row.kid, privateKey, publicJwk: row.publicJwk as JWK };
}
