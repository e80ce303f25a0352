import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/queryRows';
import { liveLead } from './leadScope';

/**
 * The leads whose SLA clock is due at `at` (sla's job, issue 30), as a subquery the job joins its
 * agency settings to in its one statement: 'warning' — at 80 % (sla_stage 0, sla_warning_at passed,
 * through leads_sla_warning_idx); 'deadline' — past the deadline (sla_stage 0 or 1, through
 * leads_sla_deadline_idx). At most `limit`, oldest first, locked for the job's transaction (SKIP
 * LOCKED: a concurrent run takes the others). Columns: id, "agencyId", "userId", name, phase, live,
 * kind, deadline.
 */
export function dueSlaLeads(due: 'warning' | 'deadline', at: SQL, limit: number): SQL {
  const where = due === 'warning' ? sql`sla_stage = 0 AND sla_warning_at <= ${at}` : sql`sla_stage IN (0, 1) AND sla_deadline <= ${at}`;
  const order = due === 'warning' ? sql`sla_warning_at` : sql`sla_deadline`;
  return sql`SELECT l.id, l.agency_id AS "agencyId", l.user_id AS "userId", l.first_name || ' ' || l.last_name AS name, l.phase,
          ${liveLead('l')} AS live, l.sla_kind AS kind, l.sla_deadline AS deadline
        FROM (SELECT id FROM leads WHERE ${where} ORDER BY ${order} LIMIT ${limit} FOR UPDATE SKIP LOCKED) d
        JOIN leads l ON l.id = d.id`;
}

/**
 * A first contact missed in an agency that chose it (sla's job): the lead goes back to subasta
 * without owner, waiting for contact, its clock 'Fuera de tiempo' (stage 2), with a phase record
 * saying why. In the job's transaction; the lead is locked by dueSlaLeads.
 */
export async function returnLeadToSubasta(tx: DbOrTx, lead: { id: number; phase: string }, why: string, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(sql`UPDATE leads SET user_id = NULL, phase = 'subasta', sub_status = 'ESPERA_CONTACTO', sla_stage = 2, updated_at = ${at} WHERE id = ${lead.id}`);
  await tx.execute(
    sql`INSERT INTO lead_phase_records (lead_id, user_id, old_phase_slug, new_phase_slug, comments) VALUES (${lead.id}, NULL, ${lead.phase}, 'subasta', ${why})`,
  );
}
