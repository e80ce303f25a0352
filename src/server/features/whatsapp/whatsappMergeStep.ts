import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/queryRows';
import { type LeadMergeStep } from '../leads/doors/pipelines';
import { setLeadWhatsappUnread } from '../leads/doors/writes';

/**
 * A merged lead's WhatsApp conversation follows it to the principal, so the thread and its replies
 * stay on the lead that is kept. A lead has one conversation (one number to answer): when the
 * principal already has its own, the secondary's stays on the secondary, readable again if the merge
 * is undone (features/whatsapp/README.md, decisions).
 */
export const whatsappMergeStep: LeadMergeStep = {
  async move(tx, from, into) {
    const rows = await queryRows<{ id: number; unread: number }>(
      tx,
      sql`UPDATE whatsapp_conversations SET lead_id = ${into}
          WHERE lead_id = ${from} AND NOT EXISTS (SELECT 1 FROM whatsapp_conversations WHERE lead_id = ${into})
          RETURNING id, unread`,
    );
    // The lists' unread marker goes with the conversation.
    for (const r of rows) {
      await setLeadWhatsappUnread(tx, into, r.unread > 0);
      await setLeadWhatsappUnread(tx, from, false);
    }
    return { moved: { whatsapp_conversations: rows.map((r) => r.id) } };
  },
  async undo(tx, from, into, kept) {
    const ids = kept.moved?.whatsapp_conversations ?? [];
    for (const id of ids) {
      const back = await queryRows<{ unread: number }>(tx, sql`UPDATE whatsapp_conversations SET lead_id = ${from} WHERE lead_id = ${into} AND id = ${id} RETURNING unread`);
      for (const r of back) {
        await setLeadWhatsappUnread(tx, from, r.unread > 0);
        await setLeadWhatsappUnread(tx, into, false);
      }
    }
  },
};
