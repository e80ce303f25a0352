import { sql } from 'drizzle-orm';
import { ERASED_TOKEN } from '../../../shared/domain/privacyRetention';
import type { FileStore } from '../../lib/fileStore';
import { queryRows, type DbOrTx, intArray, textArray } from '../../lib/queryRows';
import { WHATSAPP_MEDIA_OWNER } from './media';

const T = ERASED_TOKEN;

/**
 * Cancellation's second stage for WhatsApp conversations (privacy's retention job): the client's number,
 * its key and profile name, the last message's text and every message's body become the token; the
 * media files are deleted from the file store and their rows removed; the raw webhook deliveries that
 * carried the client's messages lose their body. Kept: the conversation and message rows (direction,
 * kind, status, dates, who sent), so counts and response times stay. Idempotent.
 *
 * Cost: the deliveries have no index by client (they are the transport's log), so erasing reads the
 * agency's processed deliveries once a batch of conversations: a week of them, as the job deletes older ones.
 */
export async function eraseConversations(db: DbOrTx, ids: readonly number[], files: FileStore): Promise<void> {
  if (!ids.length) return;
  const list = sql`ANY(${intArray(ids)})`;
  const clients = await queryRows<{ agency_id: number; wa_id: string }>(
    db,
    sql`SELECT agency_id, wa_id FROM whatsapp_conversations WHERE id = ${list} AND wa_id <> ${T}`,
  );
  const byAgency = new Map<number, string[]>();
  for (const c of clients) byAgency.set(c.agency_id, [...(byAgency.get(c.agency_id) ?? []), `%${c.wa_id.replace(/[\\%_]/g, '\\$&')}%`]);
  for (const [agencyId, patterns] of byAgency) {
    await db.execute(sql`UPDATE whatsapp_deliveries SET body = ${T}
      WHERE agency_id = ${agencyId} AND processed_at IS NOT NULL AND body LIKE ANY(${textArray(patterns)})`);
  }
  const media = await queryRows<{ id: number; path: string }>(
    db,
    sql`SELECT f.id, f.path FROM whatsapp_messages m JOIN files f ON f.id = m.media_file_id AND f.owner_type = ${WHATSAPP_MEDIA_OWNER}
        WHERE m.conversation_id = ${list}`,
  );
  for (const file of media) await files.delete(file.path);
  await db.execute(sql`UPDATE whatsapp_messages SET body = ${JSON.stringify({ text: T })}::jsonb, media_file_id = NULL
    WHERE conversation_id = ${list} AND (body <> ${JSON.stringify({ text: T })}::jsonb OR media_file_id IS NOT NULL)`);
  if (media.length) await db.execute(sql`DELETE FROM files WHERE id = ANY(${intArray(media.map((f) => f.id))})`);
  await db.execute(sql`UPDATE whatsapp_conversations SET wa_id = ${T}, phone_key = ${T}, profile_name = CASE WHEN profile_name IS NULL THEN NULL ELSE ${T} END,
      last_message_text = CASE WHEN last_message_text IS NULL THEN NULL ELSE ${T} END
    WHERE id = ${list} AND (wa_id <> ${T} OR phone_key <> ${T} OR profile_name <> ${T} OR last_message_text <> ${T})`);
}

/** A retail lead's or a fleet lead's conversation goes with it when the lead is erased (the lost-lead retention blocks only the lead). */
export async function eraseConversationsOf(db: DbOrTx, column: 'lead_id' | 'fleet_lead_id', ids: readonly number[], files: FileStore): Promise<void> {
  if (!ids.length) return;
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM whatsapp_conversations WHERE ${sql.identifier(column)} = ANY(${intArray(ids)})`);
  await eraseConversations(
    db,
    rows.map((r) => r.id),
    files,
  );
}
