import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../lib/queryRows';

/**
 * The fleet leads list's WhatsApp unread marker (issue 53), set by the whatsapp feature when a
 * client's message arrives and cleared when the conversation is read; written only when it changes,
 * leaving updated_at and the last activity (the list's order) as they were.
 */
export async function setFleetLeadWhatsappUnread(tx: DbOrTx, fleetLeadId: number, unread: boolean): Promise<void> {
  await tx.execute(sql`UPDATE lead_fleets SET whatsapp_unread = ${unread} WHERE id = ${fleetLeadId} AND whatsapp_unread <> ${unread}`);
}
