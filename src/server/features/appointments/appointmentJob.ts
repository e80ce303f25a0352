import { sql } from 'drizzle-orm';
import { AGENCY_TIME_ZONE } from '../../../shared/domain/constants';
import { localTime } from '../../../shared/domain/agendaRange';
import { waitingNoticeText } from '../../../shared/domain/appointmentArrival';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import { joinLead } from '../leads/doors/listJoin';
import { addLeadHistory } from '../leads/doors/writes';
import { notifyUsers } from '../notifications';

/**
 * How far back the jobs look. An appointment older than this is left as it is: the job keeps
 * today's lists and rates true, it does not rewrite an archive of CONFIRMED appointments from
 * before the loop existed (nor does a restarted server after a week off).
 */
const LOOKBACK = sql`interval '7 days'`;
/** An arrived client is the coordinators' concern for this long; then it is history, not an alert. */
const WAITING_LOOKBACK = sql`interval '12 hours'`;

const hour = (column: ReturnType<typeof sql>) => sql`to_char(${column} AT TIME ZONE ${AGENCY_TIME_ZONE}, 'HH24:MI')`;

/**
 * NO_SHOW for every CONFIRMED appointment not arrived (nor started: a started one is SUCCESSFUL)
 * `agencies.no_show_after_minutes` (default 60) after its hour, with one history entry each. Pure
 * instants: an appointment at 23:30 Mexico City is due at 00:30 of the next local day and still
 * counts in its own day's lists. The status guard makes concurrent runs mark it once.
 */
export async function markDueNoShows(tx: DbOrTx, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const marked = await queryRows<{ id: number; lead_id: number; hora: string }>(
    tx,
    sql`UPDATE appointments a SET status = 'NO_SHOW', updated_at = ${at}
        FROM agencies ag
        WHERE ag.id = a.agency_id AND a.status = 'CONFIRMED' AND a.arrived_at IS NULL
          AND a.date > ${at} - ${LOOKBACK} AND a.date <= ${at} - make_interval(mins => ag.no_show_after_minutes)
        RETURNING a.id, a.lead_id, ${hour(sql`a.date`)} AS hora`,
  );
  await addLeadHistory(
    tx,
    marked.map((m) => ({
      leadId: m.lead_id,
      userId: null,
      slug: 'no-asistio-cita',
      description: 'No asistió a cita',
      title: 'No asistió a su cita',
      comments: `La cita de las ${m.hora} se marcó como no asistida: no llegó ni se inició a tiempo`,
      date: now,
    })),
  );
  return marked.length;
}

/**
 * APPOINTMENT_WAITING to the agency's active coordinators for each arrived client whose adviser has
 * not started the appointment `agencies.arrival_alert_minutes` (default 10) after the arrival;
 * keyed by appointment and coordinator, so each is told once. Returns the notices created.
 */
export async function alertLongWaits(tx: DbOrTx, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: number; lead_id: number; coordinator: number; cliente: string; asesor: string | null; arrived_at: string | Date }>(
    tx,
    sql`SELECT a.id, a.lead_id, c.id AS coordinator, l.first_name || ' ' || l.last_name AS cliente,
          u.first_name || ' ' || u.last_name AS asesor, a.arrived_at
        FROM appointments a
        JOIN agencies ag ON ag.id = a.agency_id
        ${joinLead('l', sql`a.lead_id`)}
        LEFT JOIN users u ON u.id = a.user_id
        JOIN user_agencies ua ON ua.agency_id = a.agency_id
        JOIN users c ON c.id = ua.user_id AND c.active
        JOIN roles r ON r.id = c.role_id AND r.slug = 'coordinator'
        WHERE a.arrived_at IS NOT NULL AND a.status IN ('SCHEDULED', 'CONFIRMED')
          AND a.arrived_at > ${at} - ${WAITING_LOOKBACK}
          AND a.arrived_at <= ${at} - make_interval(mins => ag.arrival_alert_minutes)`,
  );
  return notifyUsers(
    tx,
    rows.map((r) => ({
      userId: r.coordinator,
      leadId: r.lead_id,
      type: 'APPOINTMENT_WAITING' as const,
      description: waitingNoticeText(r.cliente, localTime(new Date(r.arrived_at)), r.asesor),
      dedupeKey: `APPOINTMENT_WAITING:${r.id}:${r.coordinator}`,
    })),
  );
}

/** The arrival loop's step of the notification job's tick (registered in featureWiring.ts). */
export async function runAppointmentJob(tx: DbOrTx, now: Date): Promise<number> {
  await markDueNoShows(tx, now);
  return alertLongWaits(tx, now);
}
