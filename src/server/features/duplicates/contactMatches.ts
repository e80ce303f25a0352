import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import { liveLeadExists } from '../leads';

/**
 * The leads the matcher paired with `leadId` on the same phone or the same e-mail (open pairs,
 * either side), best score first: a walk-in typed as new whose contact is a known client's (the
 * floor visit's arrival looks for that client's appointment). A name alone is not enough. A blocked
 * client (a cancellation, issue 54) is never the one a walk-in arrives as.
 */
export async function contactMatchesOf(tx: DbOrTx, leadId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT CASE WHEN p.lead_id = ${leadId} THEN p.matched_id ELSE p.lead_id END AS id
        FROM duplicate_pairs p
        WHERE (p.lead_id = ${leadId} OR p.matched_id = ${leadId}) AND p.status = 'OPEN'
          AND ${liveLeadExists(sql`CASE WHEN p.lead_id = ${leadId} THEN p.matched_id ELSE p.lead_id END`)}
          AND (p.reasons @> '[{"kind":"mismo-telefono"}]'::jsonb OR p.reasons @> '[{"kind":"mismo-correo"}]'::jsonb)
        ORDER BY p.score DESC, p.id`,
  );
  return rows.map((r) => r.id);
}
