import { sql, type SQL } from 'drizzle-orm';
import { AGENCY_TIME_ZONE } from '../../../shared/domain/constants';
import { SLA_MSG } from '../../../shared/domain/slaMessages';
import { fill } from '../../../shared/messages';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import { notifyUsersOnce } from '../notifications';
import { SLA_PHASES } from './slaClock';
import { setLeadSlaColumns } from '../leads';
import { dueSlaLeads, returnLeadToSubasta } from '../leads/doors/stats';

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

/** The due leads (leads' dueSlaLeads, locked) with their agency's SLA settings, in one statement. */
async function due(tx: DbOrTx, which: 'warning' | 'deadline', at: SQL): Promise<DueLead[]> {
  return queryRows<DueLead>(
    tx,
    sql`SELECT d.*, s.first_contact_minutes AS "firstMinutes", s.follow_up_minutes AS "followMinutes", s.return_to_subasta AS "returnToSubasta"
        FROM (${dueSlaLeads(which, at, BATCH)}) d LEFT JOIN agency_sla s ON s.agency_id = d."agencyId"`,
  );
}

function notify(tx: DbOrTx, type: 'SLA_WARNING' | 'SLA_BREACH' | 'SLA_RETURNED', users: SQL, leadId: number, description: string, key: string): Promise<number> {
  return notifyUsersOnce(tx, { type, users, leadId, description, dedupeKey: key });
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

  for (const lead of await due(tx, 'warning', at)) {
    const running = lead.live && activePhase(lead.phase);
    await setLeadSlaColumns(tx, lead.id, { slaStage: running ? 1 : null });
    if (!running || lead.userId === null) continue;
    const minutes = lead.kind === 'first' ? lead.firstMinutes : lead.followMinutes;
    const text = fill(lead.kind === 'first' ? SLA_MSG.warnOwner : SLA_MSG.warnOwnerFollowUp, {
      lead: lead.name,
      minutes: minutes ?? '-',
      deadline: deadlineText(lead.deadline),
    });
    created += await notify(tx, 'SLA_WARNING', sql`SELECT ${lead.userId}::int AS id`, lead.id, text, `SLA_WARNING:${lead.id}:${epochOf(lead.deadline)}`);
  }

  for (const lead of await due(tx, 'deadline', at)) {
    if (!lead.live || !activePhase(lead.phase)) {
      await setLeadSlaColumns(tx, lead.id, { slaStage: null });
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
      await returnLeadToSubasta(tx, lead, why, now);
      created += await notify(tx, 'SLA_RETURNED', sql`SELECT ${lead.userId}::int AS id`, lead.id, why, `SLA_RETURNED:${lead.id}:${epochOf(lead.deadline)}`);
    } else {
      await setLeadSlaColumns(tx, lead.id, { slaStage: 2 });
    }
  }
  return created;
}
