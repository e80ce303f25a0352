import { and, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BlockedRecord, PersonRecordStep } from '../privacy';
import type { DbOrTx } from '../../lib/queryRows';
import { whatsappConversations } from './tables';
import { sectionsOf } from '../../lib/personData';
import { matchContacts } from '../../lib/personMatch';
import { textArray } from '../../lib/queryRows';
import { eraseConversations } from './conversationErasure';

/**
 * whatsapp's step of a person's ARCO request (privacy's personRecordSteps): the agency's
 * conversations with the person's number (phone_key is the duplicate matcher's phone key), or whose
 * WhatsApp profile name the matcher calls theirs.
 */
export const conversationPersonRecords: PersonRecordStep = {
  find: (db, agencyId, keys) =>
    matchContacts(
      db,
      sql`SELECT c.id, coalesce(c.profile_name, '') AS name, c.phone_key AS phone, NULL::text AS email FROM whatsapp_conversations c
          WHERE c.agency_id = ${agencyId}
            AND (c.phone_key = ANY(${textArray(keys.phones)})
                 OR (${keys.names[0] ?? null}::text IS NOT NULL AND similarity(translate(lower(coalesce(c.profile_name, '')), 'áéíóúüñ', 'aeiouun'), ${keys.names[0] ?? ''}) >= 0.29))
          ORDER BY c.id`,
      keys,
    ),
  async block(db, ids, at) {
    if (!ids.length) return [];
    return blockedConversations(db, inArray(whatsappConversations.id, [...ids]), at);
  },
  exportData: (db, ids) =>
    sectionsOf(db, ids, [
      {
        title: 'Conversación de WhatsApp',
        query: (ids) => sql`SELECT c.id AS owner_id, c.wa_id AS "Número de WhatsApp", c.profile_name AS "Nombre de perfil", c.opted_out AS "Dado de baja", c.created_at AS "Inicio"
                            FROM whatsapp_conversations c WHERE c.id = ANY(${ids}) ORDER BY c.id`,
      },
      {
        title: 'Mensajes',
        query: (ids) => sql`SELECT m.conversation_id AS owner_id, m.created_at AS "Fecha", CASE m.direction WHEN 'in' THEN 'Recibido' ELSE 'Enviado' END AS "Sentido",
                                   m.kind AS "Tipo", m.body AS "Contenido"
                            FROM whatsapp_messages m WHERE m.conversation_id = ANY(${ids}) ORDER BY m.id`,
      },
    ]),
  erase: eraseConversations,
};

/**
 * A cancellation's blocking follows the lead (issue 54): the conversations of these retail or fleet
 * leads are blocked with them, so the inbox and the send refuse the person at once even when the
 * request did not name the conversation. Returns what it blocked (the privacy ledger's rows).
 */
export async function blockConversationsOfLeads(db: DbOrTx, of: { leadIds?: readonly number[]; fleetLeadIds?: readonly number[] }, at: Date): Promise<BlockedRecord[]> {
  const leadIds = [...(of.leadIds ?? [])];
  const fleetLeadIds = [...(of.fleetLeadIds ?? [])];
  if (!leadIds.length && !fleetLeadIds.length) return [];
  const arms = [...(leadIds.length ? [inArray(whatsappConversations.leadId, leadIds)] : []), ...(fleetLeadIds.length ? [inArray(whatsappConversations.fleetLeadId, fleetLeadIds)] : [])];
  return blockedConversations(db, or(...arms)!, at);
}

async function blockedConversations(db: DbOrTx, which: SQL, at: Date): Promise<BlockedRecord[]> {
  const rows = await db
    .update(whatsappConversations)
    .set({ blockedAt: at, unread: 0 })
    .where(and(which, isNull(whatsappConversations.blockedAt)))
    .returning({ id: whatsappConversations.id });
  return rows.map((r) => ({ kind: 'whatsapp-conversation' as const, id: r.id }));
}
