import { sql } from 'drizzle-orm';
import { duplicateScore } from '../../../shared/domain/duplicateScore';
import { detectDuplicates } from '../duplicates/duplicateDetection';
import { queryRows, type DbOrTx } from '../../lib/queryRows';

/**
 * THE duplicate rule of leads that come in (imports, ADF): the one the create-lead call uses
 * (features/duplicates detectDuplicates, on the normalised keys of issue 30).
 */
export function recordDuplicates(tx: DbOrTx, leadId: number): ReturnType<typeof detectDuplicates> {
  return detectDuplicates(tx, leadId);
}

export interface ProbableDuplicate {
  leadId: number;
  name: string;
  score: number;
}

/** For a preview (nothing written): the best existing lead of the agency each candidate matches, by the same rule. */
export async function probableDuplicates(
  db: DbOrTx,
  agencyId: number,
  candidates: { key: number; name: string; email: string; phone10: string }[],
): Promise<Map<number, ProbableDuplicate>> {
  const out = new Map<number, ProbableDuplicate>();
  if (candidates.length === 0) return out;
  const json = JSON.stringify(candidates.map((c) => ({ k: c.key, n: c.name.trim().toLowerCase(), e: c.email.trim().toLowerCase(), p: c.phone10 })));
  const rows = await queryRows<{ key: number; leadId: number; name: string; matches: number }>(
    db,
    sql`WITH c AS (SELECT * FROM jsonb_to_recordset(${json}::jsonb) AS x(k int, n text, e text, p text)),
        hits AS (
          SELECT c.k, o.id, 1 AS kind FROM c JOIN leads o ON o.agency_id = ${agencyId} AND o.merged_into_id IS NULL
            AND lower(btrim(o.first_name) || ' ' || btrim(o.last_name)) = c.n
          UNION ALL SELECT c.k, o.id, 2 FROM c JOIN leads o ON o.agency_id = ${agencyId} AND o.merged_into_id IS NULL
            AND c.e <> '' AND lower(btrim(o.email)) = c.e
          UNION ALL SELECT c.k, o.id, 3 FROM c JOIN leads o ON o.agency_id = ${agencyId} AND o.merged_into_id IS NULL
            AND c.p <> '' AND right(regexp_replace(o.phone, '[^0-9]', '', 'g'), 10) = c.p
        )
        SELECT h.k AS key, h.id AS "leadId", l.first_name || ' ' || l.last_name AS name, count(DISTINCT h.kind)::int AS matches
        FROM hits h JOIN leads l ON l.id = h.id
        GROUP BY h.k, h.id, l.first_name, l.last_name
        ORDER BY h.k, matches DESC, h.id`,
  );
  for (const r of rows) {
    if (out.has(r.key)) continue;
    out.set(r.key, { leadId: r.leadId, name: r.name, score: duplicateScore(r.matches) });
  }
  return out;
}
