import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../lib/queryRows';
import { leadFleets } from '../tables';

/** The fleet lead's executive (null: unassigned or no such lead): whom a WhatsApp message of its client is told to (issue 53). */
export async function fleetLeadOwner(db: DbOrTx, fleetLeadId: number): Promise<number | null> {
  const [row] = await db.select({ userId: leadFleets.userId }).from(leadFleets).where(eq(leadFleets.id, fleetLeadId));
  return row?.userId ?? null;
}
