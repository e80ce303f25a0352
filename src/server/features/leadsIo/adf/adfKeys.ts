import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../lib/queryRows';
import { agencyIntakeKeys } from '../tables';

/** The demo agency's ADF key (README's curl example); every other agency gets a random one. */
export const DEMO_ADF_KEY = 'adf-demo-jac-polanco-2026';

export const newAdfKey = () => `adf_${randomBytes(24).toString('base64url')}`;

/** The agency's key, made on first use. */
export async function adfKeyOf(db: DbOrTx, agencyId: number): Promise<{ secret: string; rotatedAt: Date }> {
  const [row] = await db.select().from(agencyIntakeKeys).where(eq(agencyIntakeKeys.agencyId, agencyId));
  if (row) return row;
  const [made] = await db.insert(agencyIntakeKeys).values({ agencyId, secret: newAdfKey() }).onConflictDoNothing().returning();
  return made ?? (await adfKeyOf(db, agencyId));
}

export async function rotateAdfKey(db: DbOrTx, agencyId: number): Promise<{ secret: string; rotatedAt: Date }> {
  const [row] = await db
    .insert(agencyIntakeKeys)
    .values({ agencyId, secret: newAdfKey() })
    .onConflictDoUpdate({ target: agencyIntakeKeys.agencyId, set: { secret: newAdfKey(), rotatedAt: new Date() } })
    .returning();
  return row!;
}

/** Compares in constant time, so the answer's timing does not reveal how much of a key was right. */
export function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
