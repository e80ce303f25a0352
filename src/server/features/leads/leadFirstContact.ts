import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/queryRows';
import { leadContactColumns } from './leadWrites';
import { leads } from './tables';

/**
 * The lead's first contact made by another channel (a WhatsApp message sent to the client, issue 53):
 * records the first-response time once, as PATCH /lead/first-response-time does, and runs the
 * 'contacted' steps (sla's clock: the first-contact minutes and the follow-up target). A lead already
 * contacted only restarts the follow-up clock through the same steps. Call in the write's transaction.
 */
export async function recordLeadContactBy(tx: DbOrTx, leadId: number, now: Date): Promise<void> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return;
  const contact = await leadContactColumns(tx, lead, now);
  if (!lead.firstResponseTime) {
    const [first] = await tx
      .update(leads)
      .set({ ...contact, firstResponseTime: now, firstResponseTimeInMinutes: Math.round((now.getTime() - lead.createdAt.getTime()) / 60_000) })
      .where(and(eq(leads.id, leadId), isNull(leads.firstResponseTime)))
      .returning({ id: leads.id });
    if (first) return;
  }
  if (Object.keys(contact).length) await tx.update(leads).set(contact).where(eq(leads.id, leadId));
}
