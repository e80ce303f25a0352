import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import { NOTIFICATION_TITLES } from './notifyTexts';

/**
 * One notice of `type` about lead `leadId` (or fleet lead `fleetLeadId`) to each user `users` selects (a subquery with an `id`
 * column), at most once per user and `dedupeKey` (a re-run of the job adds nothing). Returns how
 * many were created. sla's job raises its warnings, breaches and returns through it.
 */
export async function notifyUsersOnce(
  tx: DbOrTx,
  notice: {
    type: 'SLA_WARNING' | 'SLA_BREACH' | 'SLA_RETURNED' | 'WHATSAPP_MESSAGE';
    users: SQL;
    /** The retail lead it is about, or (a fleet lead's WhatsApp message) the fleet lead. */
    leadId: number | null;
    fleetLeadId?: number | null;
    description: string;
    dedupeKey: string;
  },
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO notifications (user_id, lead_id, fleet_lead_id, type, title, description, dedupe_key)
        SELECT u.id, ${notice.leadId}::int, ${notice.fleetLeadId ?? null}::int, ${notice.type}, ${NOTIFICATION_TITLES[notice.type]}, ${notice.description}, ${notice.dedupeKey} || ':' || u.id FROM (${notice.users}) u
        ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
  );
  return rows.length;
}
