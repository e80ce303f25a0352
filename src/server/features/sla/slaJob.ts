import { sql, type SQL } from 'drizzle-orm';
import { AGENCY_TIME_ZONE } from '../../../shared/domain/constants';
import { SLA_MSG } from '../../../shared/domain/slaMessages';
import { fill } from '../../../shared/messages';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import { NOTIFICATION_TITLES } from '../notifications';
import { SLA_PHASES } from './slaClock';
import { liveLead } from '../leads';

/** Due clocks handled per run and step; the rest wait a minute (the job runs every minute). */
const BATCH = 500;

const mexicoTime = new Intl.DateTimeFormat('es-MX', {
  timeZone: AGENCY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** '14-05-2025 10:15' in Mexico City. */
function deadlineText(at: Date | string): string {
  const parts = Object.fromEntries(mexicoTime.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

interface DueLead {
  id: number;
  agencyId: number;
  userId: number | null;
  name: string;
  phase: string;
  live: boolean;
  kind: string;
  /** A Date or an ISO text, as each driver answers raw SQL. */
  deadline: Date | string;
  firstMinutes: number | null;
  followMinutes: number | null;
  returnToSubasta: boolean | null;
}

const epochOf = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);
const activePhase = (phase: string) => (SLA_PHASES as readonly string[]).includes(phase);

async function due(tx: DbOrTx, where: SQL, order: SQL): Promise<DueLead[]> {
  return queryRows<DueLead>(
    tx,
    sql`SELECT l.id, l.agency_id AS "agencyId", l.user_id AS "userId", l.first_name || ' ' || l.last_name AS name, l.phase,
          ${liveLead('l')} AS live, l.sla_kind AS kind, l.sla_deadline AS deadline,
          s.first_contact_minutes AS "firstMinutes", s.follow_up_minutes AS "followMinutes", s.return_to_subasta AS "returnToSubasta"
        FROM (SELECT id FROM leads WHERE ${where} ORDER BY ${order} LIMIT ${BATCH} FOR UPDATE SKIP LOCKED) d
        JOIN leads l ON l.id = d.id LEFT JOIN agency_sla s ON s.agency_id = l.agency_id`,
  );
}

async function notify(tx: DbOrTx, type: 'SLA_WARNING' | 'SLA_BREACH' | 'SLA_RETURNED', users: SQL, leadId: number, description: string, key: string): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO notifications (user_id, lead_id, type, title, description, dedupe_key)
        SELECT u.id, ${leadId}, ${type}, ${NOTIFICATION_TITLES[type]}, ${description}, ${key} || ':' || u.id FROM (${users}) u
        ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
  );
  return rows.length;
}

/**
 * The contact SLA's part of the scheduled job (issue 30), run inside the notification job's
 * transaction and advisory lock. Due clocks are found through leads_sla_warning_idx and
 * leads_sla_deadline_idx (a few rows a minute) and moved on, so a run never rescans them:
 * - at 80 % (sla_warning_at): the owner gets SLA_WARNING (bell, and the desktop's native
 *   notification, which shows every new bell notification); stage 1.
 * - at the deadline: a sla_breaches row (who owned it), SLA_BREACH to the agency's active coordinators
 *   and managers; for a first contact of an owned lead in an agency that chose it, the lead goes back to
 *   subasta without owner, with a phase record saying why and SLA_RETURNED to the former owner; stage 2
 *   ('Fuera de tiempo' until a contact).
 * Clocks of leads merged away or out of the working phases just stop. Returns notifications created.
 */
export async function runSlaJob(tx: DbOrTx, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  let created = 0;

  for (const lead of await due(tx, sql`sla_stage = 0 AND sla_warning_at <= ${at}`, sql`sla_warning_at`)) {
    const running = lead.live && activePhase(lead.phase);
    await tx.execute(sql`UPDATE leads SET sla_stage = ${running ? 1 : null} WHERE id = ${lead.id}`);
    if (!running || lead.userId === null) continue;
    const minutes = lead.kind === 'first' ? lead.firstMinutes : lead.followMinutes;
    const text = fill(lead.kind === 'first' ? SLA_MSG.warnOwner : SLA_MSG.warnOwnerFollowUp, {
      lead: lead.name,
      minutes: minutes ?? '-',
      deadline: deadlineText(lead.deadline),
    });
    created += await notify(tx, 'SLA_WARNING', sql`SELECT ${lead.userId}::int AS id`, lead.id, text, `SLA_WARNING:${lead.id}:${epochOf(lead.deadline)}`);
  }

  for (const lead of await due(tx, sql`sla_stage IN (0, 1) AND sla_deadline <= ${at}`, sql`sla_deadline`)) {
    if (!lead.live || !activePhase(lead.phase)) {
      await tx.execute(sql`UPDATE leads SET sla_stage = NULL WHERE id = ${lead.id}`);
      continue;
    }
    const first = lead.kind === 'first';
    const returned = first && lead.returnToSubasta === true && lead.userId !== null && lead.phase === '1er-contacto';
    await tx.execute(
      sql`INSERT INTO sla_breaches (agency_id, lead_id, user_id, kind, deadline, returned_to_subasta)
          VALUES (${lead.agencyId}, ${lead.id}, ${lead.userId}, ${lead.kind}, ${new Date(lead.deadline).toISOString()}::timestamptz, ${returned})
          ON CONFLICT (lead_id, kind, deadline) DO NOTHING`,
    );
    const minutes = first ? lead.firstMinutes : lead.followMinutes;
    const key = `SLA_BREACH:${lead.id}:${epochOf(lead.deadline)}`;
    created += await notify(
      tx,
      'SLA_BREACH',
      sql`SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id JOIN user_agencies ua ON ua.user_id = u.id AND ua.agency_id = ${lead.agencyId}
          WHERE u.active AND r.slug IN ('coordinator', 'manager')`,
      lead.id,
      fill(first ? SLA_MSG.breached : SLA_MSG.breachedFollowUp, { lead: lead.name, minutes: minutes ?? '-' }),
      key,
    );
    if (returned) {
      const why = fill(SLA_MSG.returnedToSubasta, { lead: lead.name });
      await tx.execute(
        sql`UPDATE leads SET user_id = NULL, phase = 'subasta', sub_status = 'ESPERA_CONTACTO', sla_stage = 2, updated_at = ${at} WHERE id = ${lead.id}`,
      );
      await tx.execute(
        sql`INSERT INTO lead_phase_records (lead_id, user_id, old_phase_slug, new_phase_slug, comments) VALUES (${lead.id}, NULL, ${lead.phase}, 'subasta', ${why})`,
      );
      created += await notify(tx, 'SLA_RETURNED', sql`SELECT ${lead.userId}::int AS id`, lead.id, why, `SLA_RETURNED:${lead.id}:${epochOf(lead.deadline)}`);
    } else {
      await tx.execute(sql`UPDATE leads SET sla_stage = 2 WHERE id = ${lead.id}`);
    }
  }
  return created;
}
