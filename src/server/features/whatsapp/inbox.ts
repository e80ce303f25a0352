import { sql, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/domain/permissions';
import { isAdviser } from '../../../shared/domain/roles';
import type { WhatsappInboxFilter } from '../../../shared/schemas/whatsapp';
import type { Caller } from '../../identity/auth';
import { boundedTotalOf, countBound } from '../../lib/list/boundedTotal';
import { likePattern } from '../../lib/list/likePattern';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import { leftJoinFleetLead } from '../fleet';
import { liveLead, masksSubastaContacts } from '../leads';
import { joinLead } from '../leads/doors/listJoin';

interface InboxSqlRow {
  conversation_id: number;
  lead_id: number | null;
  fleet_lead_id: number | null;
  agency_id: number;
  contact_name: string;
  wa_id: string;
  lead_phase: string | null;
  last_message_text: string | null;
  last_message_at: Date | string | null;
  last_direction: 'in' | 'out' | null;
  unread: number;
  unanswered_since: Date | string | null;
  sla_due_at: Date | string | null;
  assigned_user_id: number | null;
  assigned_user_name: string | null;
}

/**
 * GET /whatsapp/inbox ('Conversaciones'): the caller's agencies' conversations of the leads they
 * may work — retail ones under the lead rule (advisers their own and subasta's unowned), fleet ones
 * under the fleet rule (executives their own) — unanswered first, then the most recent, paged in SQL
 * (whatsapp_conversations_inbox_idx). The number is a dash for a masked role on a subasta lead.
 */
/** The inbox's order, unanswered first: whatsapp_conversations_inbox_order_idx is this order. */
const INBOX_ORDER = sql`(c.unanswered_since IS NULL), c.last_message_at DESC NULLS LAST, c.id DESC NULLS LAST`;

export async function inboxPage(
  db: DbOrTx,
  caller: Caller,
  q: { page: number; limit: number; filter: WhatsappInboxFilter; search?: string | undefined; agencyId?: number | undefined },
) {
  const agencyIds = (q.agencyId ? caller.agencyIds.filter((id) => id === q.agencyId) : caller.agencyIds).concat(0);
  const retail = can(caller.role, 'lead:view')
    ? sql`l.id IS NOT NULL AND ${liveLead('l')}${isAdviser(caller.role) ? sql` AND (l.user_id = ${caller.id} OR (l.phase = 'subasta' AND l.user_id IS NULL))` : sql``}`
    : sql`false`;
  const fleet = can(caller.role, 'fleet:view') ? sql`f.id IS NOT NULL AND f.blocked_at IS NULL${caller.role === 'fleet-executive' ? sql` AND f.user_id = ${caller.id}` : sql``}` : sql`false`;
  // One agency (the screen's): an equality, so the page walks whatsapp_conversations_inbox_order_idx in order.
  const agencyWhere = agencyIds.length === 2 ? sql`c.agency_id = ${agencyIds[0]!}` : sql`c.agency_id IN (${sql.join(agencyIds.map((id) => sql`${id}`), sql`, `)})`;
  // A conversation blocked by a cancellation (issue 54) leaves the inbox; the lead's and fleet lead's own block too.
  const where: SQL[] = [agencyWhere, sql`c.blocked_at IS NULL`, sql`((${retail}) OR (${fleet}))`];
  if (q.filter === 'unanswered') where.push(sql`c.unanswered_since IS NOT NULL`);
  if (q.filter === 'mine') where.push(sql`coalesce(c.assigned_user_id, l.user_id, f.user_id) = ${caller.id}`);
  const term = q.search?.trim();
  if (term) {
    const p = likePattern(term);
    const digits = term.replace(/\D/g, '');
    where.push(
      sql`(coalesce(l.first_name || ' ' || l.last_name, f.contact_name, c.profile_name, '') ILIKE ${p}${digits.length >= 4 ? sql` OR c.wa_id LIKE ${`%${digits}%`}` : sql``})`,
    );
  }
  const from = sql`FROM whatsapp_conversations c LEFT ${joinLead('l', sql`c.lead_id`)} ${leftJoinFleetLead('f', sql`c.fleet_lead_id`)} WHERE ${sql.join(where, sql` AND `)}`;
  const offset = (q.page - 1) * q.limit;
  const bound = countBound(q);
  const [rows, totals] = await Promise.all([
    queryRows<InboxSqlRow>(
      db,
      sql`SELECT c.id AS conversation_id, c.lead_id, c.fleet_lead_id, c.agency_id, c.wa_id, l.phase AS lead_phase,
                 coalesce(l.first_name || ' ' || l.last_name, f.contact_name, c.profile_name, '+' || c.wa_id) AS contact_name,
                 c.last_message_text, c.last_message_at, c.last_direction, c.unread, c.unanswered_since,
                 CASE WHEN c.unanswered_since IS NOT NULL THEN coalesce(l.sla_deadline, l.first_contact_deadline) END AS sla_due_at,
                 coalesce(c.assigned_user_id, l.user_id, f.user_id) AS assigned_user_id, (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = coalesce(c.assigned_user_id, l.user_id, f.user_id)) AS assigned_user_name
          ${from}
          ORDER BY ${INBOX_ORDER}
          LIMIT ${q.limit} OFFSET ${offset}`,
    ),
    // Stops at the lists' cap (lib/list/boundedTotal.ts): an agency's thousands of conversations were
    // each probed for its lead to print a number no one reads past the first pages (~15 ms of 18). In
    // the page's order, so it walks the page's index (a LIMIT alone made the planner scan the table).
    queryRows<{ total: number | string }>(db, bound === undefined ? sql`SELECT count(*) AS total ${from}` : sql`SELECT count(*) AS total FROM (SELECT 1 ${from} ORDER BY ${INBOX_ORDER} LIMIT ${bound + 1}) bounded`),
  ]);
  const { total, totalCapped } = boundedTotalOf(Number(totals[0]?.total ?? 0), bound);
  const masked = masksSubastaContacts(caller.role);
  const date = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
  return {
    data: rows.map((r) => ({
      conversationId: r.conversation_id,
      leadId: r.lead_id,
      fleetLeadId: r.fleet_lead_id,
      agencyId: r.agency_id,
      contactName: r.contact_name,
      phone: masked && r.lead_phase === 'subasta' ? '-' : `+${r.wa_id}`,
      lastMessageText: r.last_message_text,
      lastMessageAt: date(r.last_message_at),
      lastDirection: r.last_direction,
      unread: Number(r.unread),
      waitingSince: date(r.unanswered_since),
      slaDueAt: date(r.sla_due_at),
      assignedUserId: r.assigned_user_id,
      assignedUserName: r.assigned_user_name,
    })),
    total,
    pages: Math.max(1, Math.ceil(total / q.limit)),
    page: q.page,
    limit: q.limit,
    ...(totalCapped ? { totalCapped } : {}),
  };
}
