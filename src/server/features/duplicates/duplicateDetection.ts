import { sql, type SQL } from 'drizzle-orm';
import { duplicateScore } from '../../../shared/domain/duplicateScore';
import { queryRows, type DbOrTx } from '../../lib/queryRows';

export interface DuplicateMatch {
  /** The other lead of the pair. */
  matchedId: number;
  /** 33.33 per equal field (name, e-mail, phone). */
  score: number;
}

/**
 * Finds the leads of the same agency that look like `leadId` and records each pair in
 * duplicate_pairs (leadId < matchedId). Call it inside the transaction that creates or edits the lead,
 * after its e-mails and phones are written.
 *
 * - name: first + last name, trimmed, case-insensitive; e-mail: any of either lead's e-mails,
 *   case-insensitive; phone: any of either lead's phones, digits only (the last 10).
 * - pairs marked DIFFERENT or MERGED are never reopened; merged-away leads are ignored;
 * - OPEN pairs of this lead that no longer match (after an edit) are removed.
 * Returns the current OPEN matches.
 */
export async function detectDuplicates(tx: DbOrTx, leadId: number): Promise<DuplicateMatch[]> {
  // Each key is looked up through its own index (leads_dup_*_idx, lead_emails_norm_idx,
  // lead_phones_norm_idx), so the cost is the handful of matching rows, not the agency's leads.
  const digits = (v: SQL) => sql`right(regexp_replace(${v}, '[^0-9]', '', 'g'), 10)`;
  const found = await queryRows<{ matchedId: number; agencyId: number; matches: number }>(
    tx,
    sql`WITH me AS (
          SELECT l.id, l.agency_id, lower(btrim(l.first_name) || ' ' || btrim(l.last_name)) AS name
          FROM leads l WHERE l.id = ${leadId} AND l.merged_into_id IS NULL
        ),
        my_emails AS (
          SELECT DISTINCT lower(btrim(v)) AS v FROM (
            SELECT e.value AS v FROM lead_emails e WHERE e.lead_id = ${leadId}
            UNION ALL SELECT l.email FROM leads l WHERE l.id = ${leadId}) x WHERE coalesce(btrim(v), '') <> ''
        ),
        my_phones AS (
          SELECT DISTINCT ${digits(sql`v`)} AS v FROM (
            SELECT p.value AS v FROM lead_phones p WHERE p.lead_id = ${leadId}
            UNION ALL SELECT l.phone FROM leads l WHERE l.id = ${leadId}) x WHERE length(regexp_replace(coalesce(v, ''), '[^0-9]', '', 'g')) >= 7
        ),
        candidates AS (
          SELECT o.id, 1 AS kind FROM leads o, me
            WHERE o.agency_id = me.agency_id AND o.merged_into_id IS NULL AND lower(btrim(o.first_name) || ' ' || btrim(o.last_name)) = me.name
          UNION ALL SELECT o.id, 2 FROM leads o, me
            WHERE o.agency_id = me.agency_id AND o.merged_into_id IS NULL AND lower(btrim(o.email)) IN (SELECT v FROM my_emails)
          UNION ALL SELECT o.id, 2 FROM lead_emails e JOIN leads o ON o.id = e.lead_id, me
            WHERE lower(btrim(e.value)) IN (SELECT v FROM my_emails) AND o.agency_id = me.agency_id AND o.merged_into_id IS NULL
          UNION ALL SELECT o.id, 3 FROM leads o, me
            WHERE o.agency_id = me.agency_id AND o.merged_into_id IS NULL AND ${digits(sql`o.phone`)} IN (SELECT v FROM my_phones)
          UNION ALL SELECT o.id, 3 FROM lead_phones p JOIN leads o ON o.id = p.lead_id, me
            WHERE ${digits(sql`p.value`)} IN (SELECT v FROM my_phones) AND o.agency_id = me.agency_id AND o.merged_into_id IS NULL
        )
        -- Each branch keeps to live leads of the agency by itself: a final join of the candidates with
        -- the agency's leads was planned as a hash of all of them (56,000 rows for the biggest agency).
        SELECT c.id AS "matchedId", me.agency_id AS "agencyId", count(DISTINCT c.kind)::int AS matches
        FROM candidates c, me
        WHERE c.id <> me.id
        GROUP BY c.id, me.agency_id`,
  );
  const matches = found.filter((m) => m.matches > 0).map((m) => ({ ...m, score: duplicateScore(m.matches) }));
  const keep = matches.map((m) => m.matchedId);
  // Pairs of this lead that stopped matching go away (only OPEN ones: decisions stay).
  await tx.execute(
    sql`DELETE FROM duplicate_pairs WHERE status = 'OPEN' AND (lead_id = ${leadId} OR matched_id = ${leadId})
        ${keep.length ? sql`AND least(lead_id, matched_id) + greatest(lead_id, matched_id) - ${leadId} NOT IN (${sql.join(keep.map((k) => sql`${k}`), sql`, `)})` : sql``}`,
  );
  if (matches.length === 0) return [];
  await tx.execute(
    sql`INSERT INTO duplicate_pairs (agency_id, lead_id, matched_id, score, status)
        VALUES ${sql.join(
          matches.map((m) => sql`(${m.agencyId}, ${Math.min(leadId, m.matchedId)}, ${Math.max(leadId, m.matchedId)}, ${m.score}, 'OPEN')`),
          sql`, `,
        )}
        ON CONFLICT (lead_id, matched_id) DO UPDATE SET score = excluded.score WHERE duplicate_pairs.status = 'OPEN'`,
  );
  const open = await queryRows<{ matchedId: number; score: number }>(
    tx,
    sql`SELECT CASE WHEN lead_id = ${leadId} THEN matched_id ELSE lead_id END AS "matchedId", score::float8 AS score
        FROM duplicate_pairs WHERE status = 'OPEN' AND (lead_id = ${leadId} OR matched_id = ${leadId}) ORDER BY score DESC, 1`,
  );
  return open;
}
