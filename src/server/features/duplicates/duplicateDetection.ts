import { sql } from 'drizzle-orm';
import { duplicateScore } from '../../../shared/domain/duplicateScore';
import {
  duplicateKeys,
  exactMatchCount,
  matchReasons,
  NAME_TRIGRAM_PREFILTER,
  type DuplicateContact,
  type DuplicateKeys,
  type DuplicateReason,
} from '../../../shared/domain/duplicateMatch';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import { keysOf, leadContacts, writeDuplicateKeys } from './duplicateKeys';

export interface DuplicateMatch {
  /** The other lead of the pair. */
  matchedId: number;
  /** The spec's percentage: 33.33 per equal field (name, e-mail, phone) after normalisation. */
  score: number;
  /** Why they match ('mismo teléfono', 'nombre parecido 86 %', …), phone first. */
  reasons: DuplicateReason[];
}

let operatorWorks: Promise<boolean> | undefined;

/** Whether the server is a real PostgreSQL (the GIN-indexed `%` works) rather than PGlite (WASM). */
function trigramOperatorWorks(tx: DbOrTx): Promise<boolean> {
  operatorWorks ??= queryRows<{ wasm: boolean }>(tx, sql`SELECT version() ~* '(wasm|emscripten)' AS wasm`).then((rows) => !rows[0]?.wasm);
  return operatorWorks;
}

/** Name candidates looked at per name reading: far more than one agency's real namesakes. */
const NAME_CANDIDATES = 50;

/**
 * THE duplicate matcher (issue 30): the live leads of `agencyId` that look like `contact`, with the
 * reasons and the spec's percentage, best first. Lead create and edit (detectDuplicates), the import
 * and the ADF intake all call this one function.
 *
 * Candidates come from the stored keys, each arm through its own index: equal phone_key /
 * lead_phones.value_key, equal email_key / lead_emails.value_key, and `name_key % k` (trigram GIN,
 * threshold NAME_TRIGRAM_PREFILTER) for each reading of the name; matchReasons() then decides and
 * labels from the candidates' raw data.
 *
 * Must run inside a transaction on PostgreSQL: the threshold is set with set_config(…, true).
 *
 * PGlite (embedded, one agency's data) compares `similarity(name_key, $k) >= 0.29` instead: its
 * pg_trgm answers `%` with no rows and then hangs the next statement in its error handler
 * (reproduced with PGlite 0.5 on a bare table), so the operator is never sent to it.
 */
export async function findDuplicateCandidates(
  tx: DbOrTx,
  agencyId: number,
  contact: DuplicateContact | DuplicateKeys,
  excludeId?: number,
): Promise<DuplicateMatch[]> {
  const keys = 'names' in contact ? contact : duplicateKeys(contact);
  const arms = [];
  const list = (values: string[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
  const live = sql`o.agency_id = ${agencyId} AND o.merged_into_id IS NULL`;
  if (keys.phones.length) {
    arms.push(sql`SELECT o.id FROM leads o WHERE ${live} AND o.phone_key = ANY(${list(keys.phones)})`);
    arms.push(sql`SELECT o.id FROM lead_phones p JOIN leads o ON o.id = p.lead_id WHERE p.value_key = ANY(${list(keys.phones)}) AND ${live}`);
  }
  if (keys.emails.length) {
    arms.push(sql`SELECT o.id FROM leads o WHERE ${live} AND o.email_key = ANY(${list(keys.emails)})`);
    arms.push(sql`SELECT o.id FROM lead_emails e JOIN leads o ON o.id = e.lead_id WHERE e.value_key = ANY(${list(keys.emails)}) AND ${live}`);
  }
  const names = keys.names.filter(Boolean);
  if (names.length) {
    const operator = await trigramOperatorWorks(tx);
    if (operator) await tx.execute(sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(NAME_TRIGRAM_PREFILTER)}, true)`);
    for (const name of names) {
      const similar = operator ? sql`o.name_key % ${name}` : sql`similarity(o.name_key, ${name}) >= ${NAME_TRIGRAM_PREFILTER}`;
      arms.push(
        sql`(SELECT o.id FROM leads o WHERE ${live} AND ${similar} ORDER BY similarity(o.name_key, ${name}) DESC, o.id DESC LIMIT ${NAME_CANDIDATES})`,
      );
    }
  }
  if (arms.length === 0) return [];
  const found = await queryRows<{ id: number }>(
    tx,
    sql`SELECT DISTINCT id FROM (${sql.join(arms, sql` UNION ALL `)}) c ${excludeId !== undefined ? sql`WHERE id <> ${excludeId}` : sql``}`,
  );
  const candidates = await leadContacts(
    tx,
    found.map((f) => f.id),
  );
  const matches: DuplicateMatch[] = [];
  for (const candidate of candidates) {
    const reasons = matchReasons(keys, keysOf(candidate));
    if (reasons.length) matches.push({ matchedId: candidate.id, reasons, score: duplicateScore(exactMatchCount(reasons)) });
  }
  const best = (m: DuplicateMatch) => m.reasons.reduce((s, r) => s + r.score, 0);
  return matches.sort((a, b) => b.score - a.score || best(b) - best(a) || a.matchedId - b.matchedId);
}

/**
 * Refreshes the stored keys of `leadId`, finds its duplicates (findDuplicateCandidates) and records
 * each pair in duplicate_pairs (leadId < matchedId) with its score and reasons. Call it inside the
 * transaction that creates or edits the lead, after its e-mails and phones are written.
 * - pairs marked DIFFERENT or MERGED are never reopened; merged-away leads are ignored;
 * - OPEN pairs of this lead that no longer match (after an edit) are removed.
 * Returns the current OPEN matches.
 */
export async function detectDuplicates(tx: DbOrTx, leadId: number): Promise<{ matchedId: number; score: number }[]> {
  const me = (await writeDuplicateKeys(tx, [leadId])).get(leadId);
  if (!me) return [];
  const [live] = await queryRows<{ live: boolean }>(tx, sql`SELECT merged_into_id IS NULL AS live FROM leads WHERE id = ${leadId}`);
  const matches = live?.live ? await findDuplicateCandidates(tx, me.row.agencyId, me.keys, leadId) : [];
  const keep = matches.map((m) => m.matchedId);
  // Pairs of this lead that stopped matching go away (only OPEN ones: decisions stay).
  await tx.execute(
    sql`DELETE FROM duplicate_pairs WHERE status = 'OPEN' AND (lead_id = ${leadId} OR matched_id = ${leadId})
        ${keep.length ? sql`AND least(lead_id, matched_id) + greatest(lead_id, matched_id) - ${leadId} NOT IN (${sql.join(keep.map((k) => sql`${k}`), sql`, `)})` : sql``}`,
  );
  if (matches.length === 0) return [];
  await tx.execute(
    sql`INSERT INTO duplicate_pairs (agency_id, lead_id, matched_id, score, reasons, status)
        VALUES ${sql.join(
          matches.map(
            (m) =>
              sql`(${me.row.agencyId}, ${Math.min(leadId, m.matchedId)}, ${Math.max(leadId, m.matchedId)}, ${m.score}, ${JSON.stringify(m.reasons)}::jsonb, 'OPEN')`,
          ),
          sql`, `,
        )}
        ON CONFLICT (lead_id, matched_id) DO UPDATE SET score = excluded.score, reasons = excluded.reasons WHERE duplicate_pairs.status = 'OPEN'`,
  );
  return queryRows<{ matchedId: number; score: number }>(
    tx,
    sql`SELECT CASE WHEN lead_id = ${leadId} THEN matched_id ELSE lead_id END AS "matchedId", score::float8 AS score
        FROM duplicate_pairs WHERE status = 'OPEN' AND (lead_id = ${leadId} OR matched_id = ${leadId}) ORDER BY score DESC, 1`,
  );
}
