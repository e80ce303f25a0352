import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../lib/queryRows';

/** A phase change of the lead as another feature's answer shows it (raw row: the driver's date). */
export interface LeadPhaseHistoryRow {
  id: number;
  createdAt: Date | string;
  comments: string | null;
  OldPhaseSlug: string | null;
  NewPhaseSlug: string;
}

/** An activity of the lead with its type and channel, as another feature's answer shows it. */
export interface LeadActivityHistoryRow {
  id: number;
  date: Date | string | null;
  title: string | null;
  comments: string | null;
  status: string;
  createdAt: Date | string;
  LeadActivityType: { slug: string; description: string };
  LeadActivityChannelType: { slug: string; description: string } | null;
}

/**
 * The lead's phase changes, newest first (the sale detail's Funnel tab). `T` is the caller's
 * contract type of the same columns (the rows are read raw, as queryRows does).
 */
export async function leadPhaseHistory<T = LeadPhaseHistoryRow>(db: DbOrTx, leadId: number): Promise<T[]> {
  return queryRows<T>(
    db,
    sql`SELECT r.id, r.created_at AS "createdAt", r.comments, r.old_phase_slug AS "OldPhaseSlug", r.new_phase_slug AS "NewPhaseSlug"
          FROM lead_phase_records r WHERE r.lead_id = ${leadId} ORDER BY r.created_at DESC, r.id DESC`,
  );
}

/** The lead's activities with their type and channel, newest first (the sale detail's Historial tab). */
export async function leadActivityHistory<T = LeadActivityHistoryRow>(db: DbOrTx, leadId: number): Promise<T[]> {
  return queryRows<T>(
    db,
    sql`SELECT a.id, a.date, a.title, a.comments, a.status, a.created_at AS "createdAt",
            json_build_object('slug', t.slug, 'description', t.description) AS "LeadActivityType",
            CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('slug', c.slug, 'description', c.description) END AS "LeadActivityChannelType"
          FROM lead_activities a JOIN lead_activity_types t ON t.id = a.type_id
          LEFT JOIN lead_activity_channel_types c ON c.id = a.channel_type_id
          WHERE a.lead_id = ${leadId} ORDER BY a.created_at DESC, a.id DESC`,
  );
}
