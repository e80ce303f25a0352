import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/queryRows';
import { leads } from './tables';

/**
 * A cancellation's blocking of retail leads (issue 54, privacy's 'Bloquear datos'): `blocked_at` set
 * on those not blocked yet, in the caller's transaction; returns the ids it blocked. The lead keeps
 * every row (history and totals stay); liveLead and the record rule (leadForCaller) then leave it out
 * of every list, search, duplicate match and answer. Its WhatsApp unread marker is cleared so no
 * counter points at a lead nobody can open.
 */
export async function blockLeads(db: DbOrTx, ids: readonly number[], at: Date): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(leads)
    .set({ blockedAt: at, whatsappUnread: false })
    .where(and(inArray(leads.id, [...ids]), isNull(leads.blockedAt)))
    .returning({ id: leads.id });
  return rows.map((r) => r.id);
}

/** Whether the lead `id` is blocked by a cancellation: a write that must say so instead of 'not found' (WhatsApp's send). */
export async function isBlockedLead(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ blockedAt: leads.blockedAt }).from(leads).where(eq(leads.id, id));
  return !!row?.blockedAt;
}
