import { sql } from 'drizzle-orm';
import { dayRange, localDay, localTime } from '../../../shared/domain/agendaRange';
import { arrivalAppointmentText, arrivalNoticeText } from '../../../shared/domain/appointmentArrival';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import { joinLead } from '../leads/doors/listJoin';
import { addLeadHistory } from '../leads/doors/writes';
import { notifyUsers } from '../notifications';

/** An appointment the client arrived for, as the wizard's result and the 'Llegó' answer say it. */
export interface Arrival {
  id: number;
  LeadId: number;
  hora: string;
  asesor: string | null;
  arrivedAt: Date;
  /** false: the arrival was already recorded (a visit registered twice): nothing was written. */
  first: boolean;
  message: string;
}

interface Candidate {
  id: number;
  lead_id: number;
  user_id: number | null;
  date: Date | string;
  arrived_at: Date | string | null;
  status: string;
  cliente: string;
  asesor: string | null;
}

const OPEN = sql`('SCHEDULED', 'CONFIRMED')`;

const candidateColumns = sql`a.id, a.lead_id, a.user_id, a.date, a.arrived_at, a.status,
  l.first_name || ' ' || l.last_name AS cliente, u.first_name || ' ' || u.last_name AS asesor`;

/**
 * Records that the client of `row` is in the showroom: arrived_at once (not a status of its own; a
 * SCHEDULED one becomes CONFIRMED, since the client came, and 'Iniciar cita' still makes it SUCCESSFUL), one history entry on the lead, one
 * notice to its adviser (APPOINTMENT_ARRIVED, keyed by the appointment: never twice). A second
 * arrival answers the first's time and writes nothing.
 */
async function arrive(tx: DbOrTx, row: Candidate, actorId: number, now: Date): Promise<Arrival> {
  const hora = localTime(new Date(row.date));
  const base = { id: row.id, LeadId: row.lead_id, hora, asesor: row.asesor };
  if (row.arrived_at) return { ...base, arrivedAt: new Date(row.arrived_at), first: false, message: arrivalAppointmentText(hora, row.asesor) };
  const [set] = await queryRows<{ arrived_at: Date | string }>(
    tx,
    // A SCHEDULED one is confirmed by the client's coming: 'Iniciar cita' (CONFIRMED only, spec §4) is then at hand.
    sql`UPDATE appointments SET arrived_at = ${now.toISOString()}::timestamptz, status = 'CONFIRMED', updated_at = now()
        WHERE id = ${row.id} AND arrived_at IS NULL AND status IN ${OPEN} RETURNING arrived_at`,
  );
  if (!set) return { ...base, arrivedAt: now, first: false, message: arrivalAppointmentText(hora, row.asesor) };
  await addLeadHistory(tx, [
    {
      leadId: row.lead_id,
      userId: actorId,
      slug: 'llegada-cita',
      description: 'Llegada a cita',
      title: 'Llegó a su cita',
      comments: `Llegó a las ${localTime(now)} a su cita de las ${hora}${row.asesor ? ` con ${row.asesor}` : ''}`,
      date: now,
    },
  ]);
  // Nobody is notified of their own action (notifications README).
  if (row.user_id && row.user_id !== actorId) {
    await notifyUsers(tx, [
      { userId: row.user_id, leadId: row.lead_id, type: 'APPOINTMENT_ARRIVED', description: arrivalNoticeText(row.cliente, hora), dedupeKey: `APPOINTMENT_ARRIVED:${row.id}` },
    ]);
  }
  return { ...base, arrivedAt: new Date(set.arrived_at), first: true, message: arrivalAppointmentText(hora, row.asesor) };
}

/**
 * The floor-visit's arrival: today's (Mexico City) SCHEDULED or CONFIRMED appointment of one of
 * `leadIds` in `agencyId`, the one nearest to now, marked arrived; null when there is none.
 */
export async function arriveLeadsToday(tx: DbOrTx, agencyId: number, leadIds: readonly number[], actorId: number, now = new Date()): Promise<Arrival | null> {
  if (!leadIds.length) return null;
  const { from, to } = dayRange(localDay(now));
  const [row] = await queryRows<Candidate>(
    tx,
    sql`SELECT ${candidateColumns}
        FROM appointments a ${joinLead('l', sql`a.lead_id`)} LEFT JOIN users u ON u.id = a.user_id
        WHERE a.lead_id IN (${sql.join(leadIds.map((id) => sql`${id}`), sql`, `)}) AND a.agency_id = ${agencyId}
          AND a.status IN ${OPEN} AND a.date >= ${from.toISOString()}::timestamptz AND a.date < ${to.toISOString()}::timestamptz
        ORDER BY abs(extract(epoch FROM a.date - ${now.toISOString()}::timestamptz)), a.id
        LIMIT 1 FOR UPDATE OF a`,
  );
  return row ? arrive(tx, row, actorId, now) : null;
}

export type ArrivalRefusal = 'closed' | 'notToday';

/** 'Llegó' on one appointment (already checked for the caller): refused when closed or not today's. */
export async function arriveAppointment(tx: DbOrTx, id: number, actorId: number, now = new Date()): Promise<Arrival | ArrivalRefusal> {
  const [row] = await queryRows<Candidate>(
    tx,
    sql`SELECT ${candidateColumns}
        FROM appointments a ${joinLead('l', sql`a.lead_id`)} LEFT JOIN users u ON u.id = a.user_id
        WHERE a.id = ${id} FOR UPDATE OF a`,
  );
  if (!row || !['SCHEDULED', 'CONFIRMED'].includes(row.status)) return 'closed';
  if (localDay(new Date(row.date)) !== localDay(now)) return 'notToday';
  return arrive(tx, row, actorId, now);
}

