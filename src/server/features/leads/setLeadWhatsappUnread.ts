import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/queryRows';

/**
 * The lists' WhatsApp unread marker of a lead (issue 53), set by the whatsapp feature when a
 * client's message arrives and cleared when the conversation is read. Written only when it changes
 * (a burst of messages writes the lead once) and without touching updated_at, which orders lists.
 */
export async function setLeadWhatsappUnread(tx: DbOrTx, leadId: number, unread: boolean): Promise<void> {
  await tx.execute(sql`UPDATE leads SET whatsapp_unread = ${unread} WHERE id = ${leadId} AND whatsapp_unread <> ${unread}`);
}
