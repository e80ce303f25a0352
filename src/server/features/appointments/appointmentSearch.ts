import { sql } from 'drizzle-orm';
import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '../../../shared/domain/phases';
import { AGENCY_TIME_ZONE } from '../../../shared/domain/constants';
import { formatDateTime } from '../../../shared/domain/dates';
import { isAdviser } from '../../../shared/domain/roles';
import type { SearchHit } from '../../../shared/schemas/searchResponses';
import type { Caller } from '../../identity/auth';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import { joinLead } from '../leads/doors/listJoin';


/**
 * The appointments of the leads the palette found (issue 43), newest first, under findAppointment's
 * rule: of the caller's agencies, an adviser's only when the appointment or its lead is theirs.
 * `leadIds` are already the caller's visible leads; `appointmentId` ('#1234') finds one by its number.
 */
export async function searchAppointments(db: DbOrTx, caller: Caller, leadIds: number[], appointmentId: number | undefined, limit: number): Promise<SearchHit[]> {
  if (!leadIds.length && appointmentId === undefined) return [];
  const agencies = sql.join(
    (caller.agencyIds.length ? caller.agencyIds : [0]).map((id) => sql`${id}`),
    sql`, `,
  );
  const which = sql.join(
    [
      leadIds.length
        ? sql`a.lead_id IN (${sql.join(
            leadIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : undefined,
      appointmentId !== undefined ? sql`a.id = ${appointmentId}` : undefined,
    ].filter((x) => x !== undefined),
    sql` OR `,
  );
  const rows = await queryRows<{ id: number; leadId: number; title: string; status: string; date: string; adviser: string | null; agency: string | null }>(
    db,
    sql`SELECT a.id, a.lead_id AS "leadId", l.first_name || ' ' || l.last_name AS title, a.status, a.date,
        CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS adviser, g.name AS agency
      FROM appointments a ${joinLead('l', sql`a.lead_id`)} LEFT JOIN users u ON u.id = a.user_id LEFT JOIN agencies g ON g.id = a.agency_id
      WHERE (${which}) AND a.agency_id IN (${agencies})
        ${isAdviser(caller.role) ? sql`AND (a.user_id = ${caller.id} OR l.user_id = ${caller.id})` : sql``}
      ORDER BY a.date DESC, a.id DESC LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    kind: 'appointment',
    id: r.id,
    title: `Cita: ${r.title}`,
    // The one date-time format of every list ('06-12-2026 10:30:00', Mexico City), not Intl's '18 dic 2026, 03:30 p.m.'.
    phase: `${formatDateTime(r.date, AGENCY_TIME_ZONE)} · ${APPOINTMENT_STATUS_LABELS[r.status as AppointmentStatus] ?? r.status}`,
    adviser: r.adviser,
    agency: r.agency,
    href: `/sells/leads/${r.leadId}`,
  }));
}
