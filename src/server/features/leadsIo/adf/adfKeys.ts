import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../lib/queryRows';
import { agencyIntakeKeys } from '../tables';

/** The demo agency's ADF key (README's curl example); every other agency gets a random one. */
export const DEMO_ADF_KEY = 'adf-demo-jac-polanco-2026';

export const newAdfKey = () => `adf_${randomBytes(24).toString('base64url')}`;

/**
 * What is stored of a key (issue 42): its SHA-256 and its last four characters, as API keys are kept.
 * A key is 32 random bytes, so a fast hash is enough (no password to stretch); the key itself is
 * shown once, when it is made, and a database copy cannot be used to post leads.
 */
export const hashAdfKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');
export const storedAdfKey = (key: string) => ({ secretHash: hashAdfKey(key), lastFour: key.slice(-4) });

export interface AdfKeyInfo {
  lastFour: string | null;
  rotatedAt: Date | null;
}

/** What an admin may see of the agency's key: its last four characters and when it was made. */
export async function adfKeyInfo(db: DbOrTx, agencyId: number): Promise<AdfKeyInfo> {
  const [row] = await db.select({ lastFour: agencyIntakeKeys.lastFour, rotatedAt: agencyIntakeKeys.rotatedAt }).from(agencyIntakeKeys).where(eq(agencyIntakeKeys.agencyId, agencyId));
  return row ?? { lastFour: null, rotatedAt: null };
}

/** A new key for the agency (the old one stops at once): the only time the key itself is known. */
export async function rotateAdfKey(db: DbOrTx, agencyId: number): Promise<{ secret: string; lastFour: string; rotatedAt: Date }> {
  const secret = newAdfKey();
  const stored = storedAdfKey(secret);
  const [row] = await db
    .insert(agencyIntakeKeys)
    .values({ agencyId, ...stored })
    .onConflictDoUpdate({ target: agencyIntakeKeys.agencyId, set: { ...stored, rotatedAt: new Date() } })
    .returning({ rotatedAt: agencyIntakeKeys.rotatedAt });
  return { secret, lastFour: stored.lastFour, rotatedAt: row!.rotatedAt };
}

/** Whether `given` is the key whose hash is stored, compared in constant time. */
export function isAdfKey(given: string, storedHash: string): boolean {
  const a = Buffer.from(hashAdfKey(given), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
