import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../lib/queryRows';

/**
 * How many of `leadIds` (an SQL subquery of ids: an import batch's leads) someone worked on after
 * they were written: contacted, moved on, merged, given an activity, a phase change or another
 * interest, or anything `elsewhere` says (the other features' own signals: an appointment, a floor
 * visit, a sale, a notice, a merge into it — each an EXISTS over the owner's table, given by its
 * door). One statement, as before the features split.
 */
export async function countLeadsWorkedOn(tx: DbOrTx, leadIds: SQL, elsewhere: readonly ((leadId: SQL) => SQL)[]): Promise<number> {
  const id = sql`l.id`;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM leads l
        WHERE l.id IN ${leadIds} AND (
          l.sub_status <> 'ESPERA_CONTACTO' OR l.first_response_time IS NOT NULL OR l.last_contact_at IS NOT NULL
          OR l.merged_into_id IS NOT NULL
          OR EXISTS (SELECT 1 FROM lead_activities a WHERE a.lead_id = l.id)
          OR (SELECT count(*) FROM lead_phase_records r WHERE r.lead_id = l.id) > 1
          OR (SELECT count(*) FROM lead_interests i WHERE i.lead_id = l.id) > 1
          ${sql.join(
            elsewhere.map((signal) => sql`OR ${signal(id)}`),
            sql` `,
          )}
        )`,
  );
  return row?.n ?? 0;
}

/** Deletes `leadIds` (an SQL subquery of ids) and, through the foreign keys, everything of theirs: an import's undo. */
export async function deleteLeads(tx: Tx, leadIds: SQL): Promise<void> {
  await tx.execute(sql`DELETE FROM leads WHERE id IN ${leadIds}`);
}
