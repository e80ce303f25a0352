import { sql } from 'drizzle-orm';
import { duplicateScore } from '../../../shared/domain/duplicateScore';
import { exactMatchCount, matchReasons, NAME_TRIGRAM_PREFILTER, type DuplicateKeys } from '../../../shared/domain/duplicateMatch';
import { trigrams } from '../../../shared/domain/trigramSimilarity';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import type { DuplicateMatch } from './duplicateDetection';
import { keysOf, leadContacts, type LeadContactRow } from './duplicateKeys';

/** Name candidates kept per name reading, as findDuplicateCandidates keeps (NAME_CANDIDATES). */
const NAME_CANDIDATES = 50;
const CHUNK = 2000;

/**
 * Prefix-filtered trigram index (set-similarity join): with the trigrams of every name ordered
 * rarest first, two names of Jaccard similarity ≥ t share a trigram within their first
 * |x| − ⌈t·|x|⌉ + 1; only those prefixes are indexed and probed, so a probe touches a few short
 * posting lists. Then the exact pg_trgm similarity decides, as `name_key % $k` does in SQL.
 */
class NameIndex {
  private readonly freq = new Map<string, number>();
  private readonly postings = new Map<string, number[]>();
  private readonly grams = new Map<number, Set<string>>();

  constructor(names: { id: number; key: string }[]) {
    const sets = names.map((n) => ({ id: n.id, set: trigrams(n.key) }));
    for (const s of sets) for (const g of s.set) this.freq.set(g, (this.freq.get(g) ?? 0) + 1);
    for (const s of sets) {
      this.grams.set(s.id, s.set);
      for (const g of this.prefix(s.set)) {
        let list = this.postings.get(g);
        if (!list) this.postings.set(g, (list = []));
        list.push(s.id);
      }
    }
  }

  private prefix(set: Set<string>): string[] {
    const ordered = [...set].sort((a, b) => (this.freq.get(a) ?? 0) - (this.freq.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
    return ordered.slice(0, set.size - Math.ceil(NAME_TRIGRAM_PREFILTER * set.size) + 1);
  }

  /** Ids whose name has pg_trgm similarity ≥ NAME_TRIGRAM_PREFILTER with `key`, most similar first, at most NAME_CANDIDATES. */
  similar(key: string): number[] {
    const set = trigrams(key);
    if (set.size === 0) return [];
    const seen = new Set<number>();
    const hits: { id: number; sim: number }[] = [];
    for (const g of this.prefix(set)) {
      for (const id of this.postings.get(g) ?? []) {
        if (seen.has(id)) continue;
        seen.add(id);
        const other = this.grams.get(id)!;
        let shared = 0;
        for (const t of set) if (other.has(t)) shared++;
        const sim = shared / (set.size + other.size - shared);
        // pg_trgm compares a float4; the margin keeps its borderline pairs.
        if (sim >= NAME_TRIGRAM_PREFILTER - 1e-6) hits.push({ id, sim });
      }
    }
    hits.sort((a, b) => b.sim - a.sim || b.id - a.id);
    return hits.slice(0, NAME_CANDIDATES).map((h) => h.id);
  }
}

const jsonList = (values: Iterable<string>) => JSON.stringify([...new Set(values)]);

/**
 * findDuplicateCandidates for many contacts at once (an import's rows, an ADF document): the same
 * candidates — the agency's live leads with an equal phone or e-mail key (primary or listed), an
 * equal name key, or a name of pg_trgm similarity ≥ 0.29 to one of the contact's name readings —
 * decided and labelled by the same matchReasons, scored by the same duplicateScore, best first.
 * Equal keys come from three indexed SQL look-ups for the whole set; similar names from one read
 * of the agency's name keys and an in-memory trigram index (PGlite cannot run pg_trgm's `%`, and
 * 10,000 indexed probes one by one would take minutes). `exclude(key, id)` leaves a pair out (a
 * lead against itself).
 */
export async function findDuplicatesOfMany(
  tx: DbOrTx,
  agencyId: number,
  contacts: { key: number; keys: DuplicateKeys }[],
  exclude: (key: number, id: number) => boolean = () => false,
): Promise<Map<number, DuplicateMatch[]>> {
  const out = new Map<number, DuplicateMatch[]>();
  if (contacts.length === 0) return out;
  const phones = jsonList(contacts.flatMap((c) => c.keys.phones));
  const emails = jsonList(contacts.flatMap((c) => c.keys.emails));
  const names = jsonList(contacts.flatMap((c) => c.keys.names));
  const live = sql`o.agency_id = ${agencyId} AND o.merged_into_id IS NULL`;
  const equal = await queryRows<{ id: number }>(
    tx,
    sql`WITH p AS (SELECT jsonb_array_elements_text(${phones}::jsonb) AS v),
             e AS (SELECT jsonb_array_elements_text(${emails}::jsonb) AS v),
             n AS (SELECT jsonb_array_elements_text(${names}::jsonb) AS v)
        SELECT o.id FROM leads o JOIN p ON o.phone_key = p.v WHERE ${live}
        UNION SELECT o.id FROM lead_phones lp JOIN p ON lp.value_key = p.v JOIN leads o ON o.id = lp.lead_id WHERE ${live}
        UNION SELECT o.id FROM leads o JOIN e ON o.email_key = e.v WHERE ${live}
        UNION SELECT o.id FROM lead_emails le JOIN e ON le.value_key = e.v JOIN leads o ON o.id = le.lead_id WHERE ${live}
        UNION SELECT o.id FROM leads o JOIN n ON o.name_key = n.v WHERE ${live}`,
  );
  // Names of two words or more: nameKeyScore gives one-word names 0 unless equal (found above).
  const named = await queryRows<{ id: number; key: string }>(tx, sql`SELECT o.id, o.name_key AS key FROM leads o WHERE ${live} AND o.name_key LIKE '% %'`);
  const index = new NameIndex(named);
  const similarOf = new Map<number, number[]>();
  const wanted = new Set(equal.map((r) => r.id));
  for (const c of contacts) {
    const ids = [...new Set(c.keys.names.filter((n) => n.includes(' ')).flatMap((n) => index.similar(n)))];
    similarOf.set(c.key, ids);
    for (const id of ids) wanted.add(id);
  }
  const rows: LeadContactRow[] = [];
  const ids = [...wanted];
  for (let i = 0; i < ids.length; i += CHUNK) rows.push(...(await leadContacts(tx, ids.slice(i, i + CHUNK))));
  const keysById = new Map(rows.map((r) => [r.id, keysOf(r)]));
  // Equal keys → candidate ids, over every reading and every listed phone and e-mail.
  const byValue = new Map<string, number[]>();
  const put = (k: string, id: number) => {
    let list = byValue.get(k);
    if (!list) byValue.set(k, (list = []));
    list.push(id);
  };
  for (const [id, k] of keysById) {
    for (const p of k.phones) put(`p:${p}`, id);
    for (const e of k.emails) put(`e:${e}`, id);
    for (const n of k.names) put(`n:${n}`, id);
  }
  for (const c of contacts) {
    const candidates = new Set<number>(similarOf.get(c.key));
    for (const p of c.keys.phones) for (const id of byValue.get(`p:${p}`) ?? []) candidates.add(id);
    for (const e of c.keys.emails) for (const id of byValue.get(`e:${e}`) ?? []) candidates.add(id);
    for (const n of c.keys.names) for (const id of byValue.get(`n:${n}`) ?? []) candidates.add(id);
    const matches: DuplicateMatch[] = [];
    for (const id of candidates) {
      if (exclude(c.key, id)) continue;
      const other = keysById.get(id);
      if (!other) continue;
      const reasons = matchReasons(c.keys, other);
      if (reasons.length) matches.push({ matchedId: id, reasons, score: duplicateScore(exactMatchCount(reasons)) });
    }
    if (matches.length === 0) continue;
    const best = (m: DuplicateMatch) => m.reasons.reduce((s, r) => s + r.score, 0);
    out.set(
      c.key,
      matches.sort((a, b) => b.score - a.score || best(b) - best(a) || a.matchedId - b.matchedId),
    );
  }
  return out;
}

/**
 * Records the duplicate pairs of leads just written (an import batch, an ADF document) as
 * detectDuplicates records one lead's: their keys were written (writeDuplicateKeys), pairs go to
 * duplicate_pairs (lead_id < matched_id) OPEN with their score and reasons; decided pairs are not
 * reopened. Multi-row inserts. Returns the number of pairs of each new lead.
 */
export async function recordDuplicatesOfMany(
  tx: DbOrTx,
  agencyId: number,
  leads: { id: number; keys: DuplicateKeys }[],
): Promise<Map<number, number>> {
  const found = await findDuplicatesOfMany(
    tx,
    agencyId,
    leads.map((l) => ({ key: l.id, keys: l.keys })),
    (key, id) => key === id,
  );
  const pairs = new Map<string, { a: number; b: number; score: number; reasons: string }>();
  const counts = new Map<number, number>();
  for (const [leadId, matches] of found) {
    counts.set(leadId, matches.length);
    for (const m of matches) {
      const a = Math.min(leadId, m.matchedId);
      const b = Math.max(leadId, m.matchedId);
      pairs.set(`${a}:${b}`, { a, b, score: m.score, reasons: JSON.stringify(m.reasons) });
    }
  }
  const list = [...pairs.values()];
  for (let i = 0; i < list.length; i += 1000) {
    const chunk = list.slice(i, i + 1000);
    await tx.execute(
      sql`INSERT INTO duplicate_pairs (agency_id, lead_id, matched_id, score, reasons, status)
          VALUES ${sql.join(
            chunk.map((p) => sql`(${agencyId}, ${p.a}, ${p.b}, ${p.score}, ${p.reasons}::jsonb, 'OPEN')`),
            sql`, `,
          )}
          ON CONFLICT (lead_id, matched_id) DO NOTHING`,
    );
  }
  return counts;
}
