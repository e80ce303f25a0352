import { sql, type SQL } from 'drizzle-orm';
import { duplicateScore } from '../../../shared/domain/duplicateScore';
import {
  duplicateKeys,
  exactMatchCount,
  matchReasons,
  NAME_WORD_SPELLING,
  NAME_SPELLINGS,
  type DuplicateContact,
  type DuplicateKeys,
  type DuplicateReason,
} from '../../../shared/domain/duplicateMatch';
import { queryPairs } from '../../../shared/domain/nameKeyPairs';
import { queryRows, textArray, type DbOrTx } from '../../lib/queryRows';
import { nameWordsInsert, writeDuplicateKeys } from './duplicateKeys';
import { isLiveLead, leadsSharingContactKeys, storedKeysOf } from '../leads/doors/contactKeys';

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
 * Near spellings of each of `words` among the words of stored names (person_name_words), at most
 * NAME_SPELLINGS each, most alike first: 'hernandes' → 'hernandez', 'fernandez'.
 */
async function spellingsOf(tx: DbOrTx, words: readonly string[], operator: boolean): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (words.length === 0) return out;
  // `%` is pg_trgm.similarity_threshold, which the pool sets to NAME_WORD_SPELLING on each connection
  // (db/client.ts); the explicit bound keeps the rule if a session ever runs with another threshold.
  const alike = operator ? sql`d.word % q.w AND similarity(d.word, q.w) >= ${NAME_WORD_SPELLING}` : sql`similarity(d.word, q.w) >= ${NAME_WORD_SPELLING}`;
  const rows = await queryRows<{ word: string; spelling: string }>(
    tx,
    sql`SELECT q.w AS word, v.word AS spelling FROM unnest(${textArray(words)}) AS q(w)
        CROSS JOIN LATERAL (SELECT d.word FROM person_name_words d WHERE ${alike} AND d.word <> q.w
                            ORDER BY similarity(d.word, q.w) DESC, d.word LIMIT ${NAME_SPELLINGS}) v`,
  );
  for (const r of rows) out.set(r.word, [...(out.get(r.word) ?? []), r.spelling]);
  return out;
}

/**
 * THE duplicate matcher (issue 30): the live leads of `agencyId` that look like `contact`, with the
 * reasons and the spec's percentage, best first. Lead create and edit (detectDuplicates) call this;
 * the import and the ADF intake call findDuplicatesOfMany (batchDuplicates.ts), which compares a
 * whole file with the agency's names in memory; matchReasons decides and labels in both.
 *
 * Candidates come from the stored keys, each arm through its own index: equal phone_key /
 * lead_phones.value_key, equal email_key / lead_emails.value_key, equal name_key, and similar names
 * through their word pairs (issue 27): a name of two words or more asks
 * leads_live_agency_name_pairs_idx for the leads sharing two of its words, each as written or as a
 * near spelling (NAME_WORD_SPELLING) of a word some stored name has, the NAME_CANDIDATES most
 * similar of them per reading. Matching names share two words spelt alike: 'José Hernández' and
 * 'Jose Hernandes', 'Lupita López' in 'María Guadalupe López Pérez', 'Juan López' in 'Juan Carlos
 * López Hernández', 'José Hernández' written 'Hernández José'. What a trigram search over the whole
 * name would also offer and this does not: a two-word name whose short word is misspelt ('Ama
 * Hernández' for 'Ana Hernández'; matchReasons calls them 72 % alike); the price of the trigram
 * search was rechecking every Hernández of the agency on each new lead (53 ms at 54,000 leads).
 *
 * PGlite (embedded, one agency's data) compares `similarity(word, $w) >= NAME_WORD_SPELLING` over
 * the word list instead: its pg_trgm answers `%` with no rows and then hangs the next statement in
 * its error handler (reproduced with PGlite 0.5 on a bare table), so the operator is never sent to it.
 */
export async function findDuplicateCandidates(
  tx: DbOrTx,
  agencyId: number,
  contact: DuplicateContact | DuplicateKeys,
  excludeId?: number,
  /** A person's ARCO request: their blocked leads too (the agency still holds them); every other caller leaves them out. */
  options: { withBlocked?: boolean } = {},
): Promise<DuplicateMatch[]> {
  const keys = 'names' in contact ? contact : duplicateKeys(contact);
  const names = keys.names.filter(Boolean);
  const several = names.filter((n) => n.includes(' '));
  const spellings = several.length ? await spellingsOf(tx, [...new Set(several.flatMap((n) => n.split(' ')))], await trigramOperatorWorks(tx)) : new Map<string, string[]>();
  const candidates = await leadsSharingContactKeys(
    tx,
    agencyId,
    { phones: keys.phones, emails: keys.emails, names, namePairs: several.map((name) => ({ name, pairs: queryPairs(name, spellings) })), nameCandidates: NAME_CANDIDATES },
    excludeId,
    options,
  );
  const matches: DuplicateMatch[] = [];
  for (const candidate of candidates) {
    const reasons = matchReasons(keys, storedKeysOf(candidate));
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
  const matches = (await isLiveLead(tx, leadId)) ? await findDuplicateCandidates(tx, me.row.agencyId, me.keys, leadId) : [];
  const keep = matches.map((m) => m.matchedId);
  // Pairs of this lead that stopped matching go away (only OPEN ones: decisions stay).
  await tx.execute(
    sql`DELETE FROM duplicate_pairs WHERE status = 'OPEN' AND (lead_id = ${leadId} OR matched_id = ${leadId})
        ${keep.length ? sql`AND least(lead_id, matched_id) + greatest(lead_id, matched_id) - ${leadId} NOT IN (${sql.join(keep.map((k) => sql`${k}`), sql`, `)})` : sql``}`,
  );
  await savePairs(tx, me.row.agencyId, leadId, matches);
  return queryRows<{ matchedId: number; score: number }>(
    tx,
    sql`SELECT CASE WHEN lead_id = ${leadId} THEN matched_id ELSE lead_id END AS "matchedId", score::float8 AS score
        FROM duplicate_pairs WHERE status = 'OPEN' AND (lead_id = ${leadId} OR matched_id = ${leadId}) ORDER BY score DESC, 1`,
  );
}

/** Records `matches` of `leadId` as OPEN pairs (lead_id < matched_id); a decided pair is not reopened. */
function pairsInsert(agencyId: number, leadId: number | SQL, matches: readonly DuplicateMatch[]): SQL | null {
  if (matches.length === 0) return null;
  return sql`INSERT INTO duplicate_pairs (agency_id, lead_id, matched_id, score, reasons, status)
        VALUES ${sql.join(
          matches.map(
            (m) =>
              sql`(${agencyId}, LEAST(${leadId}::int, ${m.matchedId}::int), GREATEST(${leadId}::int, ${m.matchedId}::int), ${m.score}, ${JSON.stringify(m.reasons)}::jsonb, 'OPEN')`,
          ),
          sql`, `,
        )}
        ON CONFLICT (lead_id, matched_id) DO UPDATE SET score = excluded.score, reasons = excluded.reasons WHERE duplicate_pairs.status = 'OPEN'`;
}

async function savePairs(tx: DbOrTx, agencyId: number, leadId: number, matches: readonly DuplicateMatch[]): Promise<void> {
  const insert = pairsInsert(agencyId, leadId, matches);
  if (insert) await tx.execute(insert);
}

/**
 * The pairs of a lead being created, `matches` found before its statement (findDuplicateCandidates on
 * its keys: leadCreate looks them up beside its other reads, so the creation only writes), and its
 * name's words for the next lead's near spellings: INSERTs of the lead's creation statement.
 */
export function duplicatesOfNewLeadInserts(agencyId: number, leadId: SQL, keys: DuplicateKeys, matches: readonly DuplicateMatch[]): SQL[] {
  return [nameWordsInsert([keys.names[0] ?? '']), pairsInsert(agencyId, leadId, matches)].filter((w): w is SQL => w !== null);
}
