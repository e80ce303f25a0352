/**
 * WhatsApp conversations of `npm run bench:seed` (issue 53), proportional to the leads: a
 * conversation for one lead in ten, 50 messages each, and 500 for one conversation in a hundred (the
 * thread bench opens the newest 50 of those) — about 5.4 messages a lead: 5,000,000 beside a million
 * leads. A third wait for an answer (the inbox's 'Sin responder'), a tenth are unread (the lists'
 * marker). Set-based SQL; run again on a seeded database it adds nothing.
 *
 * Alone, on an already-seeded database: `node --import tsx scripts/bench/benchSeedWhatsapp.ts [--db crm_bench]`.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { benchArgs, benchDatabaseUrl } from './benchConfig';

export interface WhatsappSeedClient {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
}

/** Messages of a long thread: what 'GET …/messages' pages through newest first. */
export const LONG_THREAD = 500;

export async function seedWhatsappMessages(c: WhatsappSeedClient, step: (label: string) => void = console.log): Promise<void> {
  const { rows: done } = await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM whatsapp_conversations WHERE profile_name = 'bench'`);
  if (done[0]!.n > 0) return step('whatsapp: already seeded');
  const conversations = await c.query(
    `INSERT INTO whatsapp_conversations (agency_id, lead_id, wa_id, phone_key, profile_name, last_inbound_at, last_message_at, last_message_text, last_direction, unanswered_since, unread, created_at)
     SELECT l.agency_id, l.id, '52' || k.key, k.key, 'bench', l.created_at + interval '1 day', l.created_at + interval '1 day', 'Mensaje de prueba',
            CASE WHEN l.id % 3 = 0 THEN 'in' ELSE 'out' END, CASE WHEN l.id % 3 = 0 THEN l.created_at + interval '1 day' END,
            CASE WHEN l.id % 100 < 10 THEN 1 + l.id % 4 ELSE 0 END, l.created_at
     FROM leads l CROSS JOIN LATERAL (SELECT coalesce(l.phone_key, lpad((5500000000 + l.id)::text, 10, '0')) AS key) k
     WHERE l.id % 10 = 0 AND l.merged_into_id IS NULL
     ON CONFLICT DO NOTHING`,
  );
  step(`whatsapp conversations (${(conversations.rowCount ?? 0).toLocaleString('en')} rows)`);
  const messages = await c.query(
    `INSERT INTO whatsapp_messages (conversation_id, agency_id, wamid, direction, kind, body, status, created_at)
     SELECT c.id, c.agency_id, 'wamid.bench.' || c.id || '.' || g, CASE WHEN g % 2 = 0 THEN 'in' ELSE 'out' END, 'text',
            jsonb_build_object('text', 'Mensaje ' || g || ' de la conversación ' || c.id), CASE WHEN g % 2 = 0 THEN 'received' ELSE 'read' END,
            c.created_at + g * interval '1 minute'
     FROM whatsapp_conversations c
     CROSS JOIN LATERAL generate_series(1, CASE WHEN c.id % 100 = 0 THEN ${LONG_THREAD} ELSE 50 END) g
     WHERE c.profile_name = 'bench'`,
  );
  step(`whatsapp messages (${(messages.rowCount ?? 0).toLocaleString('en')} rows)`);
  // Each client message came in a webhook delivery, kept once processed: on an empty table the planner
  // rightly scans it, which says nothing about the pending-delivery and primary-key reads at scale.
  const deliveries = await c.query(
    `INSERT INTO whatsapp_deliveries (agency_id, body, received_at, processed_at)
     SELECT m.agency_id, '{"object":"whatsapp_business_account","bench":' || m.id || '}', m.created_at, m.created_at
     FROM whatsapp_messages m JOIN whatsapp_conversations c ON c.id = m.conversation_id
     WHERE c.profile_name = 'bench' AND m.direction = 'in'`,
  );
  step(`whatsapp deliveries (${(deliveries.rowCount ?? 0).toLocaleString('en')} rows)`);
  await c.query(`UPDATE leads SET whatsapp_unread = true WHERE id IN (SELECT lead_id FROM whatsapp_conversations WHERE profile_name = 'bench' AND unread > 0)`);
  await c.query('ANALYZE whatsapp_conversations');
  await c.query('ANALYZE whatsapp_messages');
  await c.query('ANALYZE whatsapp_deliveries');
  step('whatsapp marker and statistics');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = benchArgs(process.argv.slice(2));
  const client = new pg.Client({ connectionString: benchDatabaseUrl(args.db).url });
  await client.connect();
  const started = Date.now();
  await seedWhatsappMessages(client as unknown as WhatsappSeedClient, (label) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${label}`));
  await client.end();
}
