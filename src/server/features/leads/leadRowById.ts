import { sql, type SQL } from 'drizzle-orm';
import { liveLead } from './leadScope';

/**
 * The lead a row of another feature points at, as a fragment of that feature's statement (issue 41):
 * `CROSS JOIN LATERAL ${leadRowById(sql`d.lead_id`)} a` gives it the lead's columns under `a`. Each
 * lookup goes by the primary key on its own (OFFSET 0 keeps the planner from merge-joining a few
 * rows with the whole leads table when its statistics are older than the newest leads); `live` skips
 * a merged-away secondary.
 */
export function leadRowById(id: SQL, { live = false }: { live?: boolean } = {}): SQL {
  return sql`(SELECT * FROM leads WHERE id = ${id}${live ? sql` AND ${liveLead('leads')}` : sql``} OFFSET 0)`;
}

/**
 * Whether the lead `id` (an SQL expression) exists and is live: a filter that fetches nothing. The
 * OFFSET 0 keeps it a per-row probe of the primary key: a plain EXISTS became a semi-join that, with
 * statistics older than the newest pairs, merge-joined the agency's few open pairs with all of leads
 * (the duplicates page 640 ms at 1,000,000 leads instead of 5; found by bench:api).
 */
export function liveLeadExists(id: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM leads WHERE id = ${id} AND ${liveLead('leads')} OFFSET 0)`;
}
