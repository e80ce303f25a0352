import { sql } from 'drizzle-orm';
import { duplicateScore } from '../../../shared/domain/duplicateScore';
import { exactMatchCount, matchReasons, NAME_TRIGRAM_PREFILTER, PROBABLE_DUPLICATE_NAME_SCORE, type DuplicateKeys } from '../../../shared/domain/duplicateMatch';
import { trigrams } from '../../../shared/domain/trigramSimilarity';
import type { DbOrTx } from '../../lib/queryRows';
import type { DuplicateMatch } from './duplicateDetection';
import { leadIdsWithEqualKeys, multiWordNameKeys, storedContacts, storedKeysOf, type StoredContactRow } from '../leads/doors/contactKeys';

/** Name candidates kept per name reading, as findDuplicateCandidates keeps (NAME_CANDIDATES). */
const NAME_CANDIDATES = 50;
const CHUNK = 2000;

/** Trigram sets of the name keys met in one batch, computed once each (the shared cache may drop them). */
export class TrigramCache {
  private readonly sets = new Map<string, ReadonlySet<string>>();
  of(key: string): ReadonlySet<string> {
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = trigrams(key)));
    return set;
  }
}

/**
 * What a name must share with another to be called similar. matchReasons' name score is the mean of
 * the similarity J = s/(a+b−s) and the containment C = s/min(a, b) of the two trigram sets (s
 * shared). For names of sizes a ≤ b, J falls as b grows, so the score is highest at b = a, where
 * J + C ≥ 2 × 0.65 needs s ≥ 0.73·a: a similar pair shares at least 73 % of the smaller name's
 * trigrams. The index looks for 70 %: the slack covers the other nickname readings matchReasons
 * also compares (batchDuplicates.test.ts checks it against a brute-force comparison).
 */
const MIN_CONTAINMENT = 0.7;

/**
 * The agency's name keys (the primary reading, as the name_key column and its trigram index hold
 * them), inverted by trigram with integer ids and typed arrays. A probe walks the lists of its
 * trigrams counting, for every name met, how many it shares ("ScanCount": increments, no set
 * comparisons), which gives the pair's pg_trgm similarity and containment exactly; names sharing
 * less than MIN_CONTAINMENT of the smaller name cannot be similar and are dropped before anything
 * is sorted.
 */
export class NameIndex {
  private readonly gramIds = new Map<string, number>();
  private readonly postings: Int32Array[];
  private readonly sizes: Int32Array;
  private readonly ids: Int32Array;
  private readonly counts: Int32Array;

  constructor(
    names: { id: number; key: string }[],
    private readonly cache: TrigramCache,
  ) {
    const lists: number[][] = [];
    this.sizes = new Int32Array(names.length);
    this.ids = new Int32Array(names.length);
    this.counts = new Int32Array(names.length);
    names.forEach((n, doc) => {
      const set = cache.of(n.key);
      this.sizes[doc] = set.size;
      this.ids[doc] = n.id;
      for (const g of set) {
        let gram = this.gramIds.get(g);
        if (gram === undefined) {
          gram = lists.length;
          this.gramIds.set(g, gram);
          lists.push([]);
        }
        lists[gram]!.push(doc);
      }
    });
    this.postings = lists.map((l) => Int32Array.from(l));
  }

  /** Names of pg_trgm similarity ≥ NAME_TRIGRAM_PREFILTER to `key` that share enough of the smaller one to be similar, most similar first, at most NAME_CANDIDATES. */
  similar(key: string): number[] {
    const set = this.cache.of(key);
    const a = set.size;
    if (a === 0) return [];
    const counts = this.counts;
    const touched: number[] = [];
    for (const g of set) {
      const gram = this.gramIds.get(g);
      if (gram === undefined) continue;
      const list = this.postings[gram]!;
      for (let i = 0; i < list.length; i++) {
        const doc = list[i]!;
        const seen = counts[doc]!;
        counts[doc] = seen + 1;
        if (seen === 0) touched.push(doc);
      }
    }
    const hits: { id: number; sim: number }[] = [];
    for (const doc of touched) {
      const shared = counts[doc]!;
      counts[doc] = 0;
      const b = this.sizes[doc]!;
      if (shared < MIN_CONTAINMENT * Math.min(a, b) - 1e-9) continue;
      const sim = shared / (a + b - shared);
      // pg_trgm compares a float4; the margin keeps its borderline pairs.
      if (sim >= NAME_TRIGRAM_PREFILTER - 1e-6) hits.push({ id: this.ids[doc]!, sim });
    }
    hits.sort((x, y) => y.sim - x.sim || y.id - x.id);
    return hits.slice(0, NAME_CANDIDATES).map((h) => h.id);
  }
}

/** nameKeyScore with cached trigram sets: only to skip pairs matchReasons would turn down. */
function bestNameScore(cache: TrigramCache, a: readonly string[], b: readonly string[]): number {
  let best = 0;
  for (const x of a) {
    for (const y of b) {
      if (!x || !y) continue;
      if (x === y) return 1;
      if (!x.includes(' ') || !y.includes(' ')) continue;
      const tx = cache.of(x);
      const ty = cache.of(y);
      let shared = 0;
      for (const t of tx) if (ty.has(t)) shared++;
      const union = tx.size + ty.size - shared;
      const small = Math.min(tx.size, ty.size);
      best = Math.max(best, ((union ? shared / union : 0) + (small ? shared / small : 0)) / 2);
    }
  }
  return best;
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
  const equal = await leadIdsWithEqualKeys(tx, agencyId, { phones, emails, names });
  // Names of two words or more: nameKeyScore gives one-word names 0 unless equal (found above).
  const named = await multiWordNameKeys(tx, agencyId);
  const cache = new TrigramCache();
  const index = new NameIndex(named, cache);
  const similarOf = new Map<number, number[]>();
  const wanted = new Set(equal);
  for (const c of contacts) {
    const ids = [...new Set(c.keys.names.filter((n) => n.includes(' ')).flatMap((n) => index.similar(n)))];
    similarOf.set(c.key, ids);
    for (const id of ids) wanted.add(id);
  }
  const rows: StoredContactRow[] = [];
  const ids = [...wanted];
  for (let i = 0; i < ids.length; i += CHUNK) rows.push(...(await storedContacts(tx, ids.slice(i, i + CHUNK))));
  const keysById = new Map(rows.map((r) => [r.id, storedKeysOf(r)]));
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
      const shares = c.keys.phones.some((p) => other.phones.includes(p)) || c.keys.emails.some((e) => other.emails.includes(e));
      // matchReasons decides; the cached score only spares it the pairs it would turn down.
      if (!shares && bestNameScore(cache, c.keys.names, other.names) < PROBABLE_DUPLICATE_NAME_SCORE - 1e-9) continue;
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
  /** Awaited after each INSERT of pairs (an import's job yields there to the rest of the server). */
  afterChunk?: () => void | Promise<void>,
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
    await afterChunk?.();
  }
  return counts;
}
