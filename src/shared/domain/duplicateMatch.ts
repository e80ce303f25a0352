import { reasonLabel, type DuplicateReasonKind } from './duplicateMessages';
import { normalizeEmail } from './normalizeEmail';
import { personNameKeys } from './normalizePersonName';
import { normalizePhoneMx } from './normalizePhoneMx';
import { trigramContainment, trigramSimilarity } from './trigramSimilarity';

/**
 * Duplicate leads as a Mexican dealership has them (issue 30): equal after normalisation
 * (normalizePhoneMx, normalizeEmail, personNameKey) or a similar name (pg_trgm trigrams), each
 * with the reason shown beside the spec's thirds percentage (duplicateScore.ts, unchanged).
 *
 * The SQL side keeps the normalised forms in columns written with duplicateKeys() whenever a lead,
 * lead_phones or lead_emails row is written: phone_key and email_key (btree, equality) and name_key
 * (the primary personNameKey; btree for equality, GIN over its word pairs). Candidates of a lead
 * are the same agency's live leads with an equal phone_key, email_key or name_key, or sharing two
 * name words spelt alike (NAME_WORD_SPELLING, findDuplicateCandidates); matchReasons() then decides
 * and labels.
 */

/**
 * A name score from this on marks two leads as a probable duplicate ('nombre parecido N %').
 * Checked on real-shaped pairs (duplicateMatch.test.ts): 'José Hernández' / 'Jose Hernandes' 0.82,
 * 'Lupita López' / 'María Guadalupe López Pérez' 0.80, 'Juan López' / 'Juan Carlos López Hernández'
 * 0.70 are in; siblings 'Juan López Pérez' / 'María López Pérez' 0.59, namesakes
 * 'Juan López Pérez' / 'Juan López Hernández' 0.56 and 'Sergio Vargas' / 'Sergio Vázquez' 0.55
 * are out. Known limit, as with any trigram measure: names one letter apart that are different
 * people ('Fernando' / 'Fernanda García', 0.83) come out similar; the reviewer decides.
 */
export const PROBABLE_DUPLICATE_NAME_SCORE = 0.65;

/**
 * The pg_trgm similarity a candidate query needs to find every pair matchReasons calls similar:
 * the name score is (similarity + containment) / 2 and containment is at most 1, so a score of
 * 0.65 needs similarity ≥ 2 × 0.65 − 1 = 0.30; 0.29 leaves room for PostgreSQL's float4.
 * Use it as `SET LOCAL pg_trgm.similarity_threshold = 0.29` with `name_key % $1` (GIN-indexed).
 */
export const NAME_TRIGRAM_PREFILTER = 0.29;

/**
 * How alike (pg_trgm similarity of the two words) a stored name's word must be to a word of a new
 * name to count as its spelling when looking for similar names (findDuplicateCandidates):
 * 'hernandes' / 'hernandez' 0.67, 'lopes' / 'lopez' 0.50, 'gonzales' / 'gonzalez' 0.64,
 * 'marai' / 'maria' 0.33 are spellings; 'jose' / 'joze' (0.25) is not.
 */
export const NAME_WORD_SPELLING = 0.3;

/** Near spellings of one word looked at, most alike first. */
export const NAME_SPELLINGS = 5;

/** What matchReasons compares of a lead: its name and every e-mail and phone it has. */
export interface DuplicateContact {
  name?: string | null;
  emails?: readonly (string | null | undefined)[];
  phones?: readonly (string | null | undefined)[];
}

/** The normalised forms of a lead, computed once; also what the server stores for the SQL side. */
export interface DuplicateKeys {
  /** 10-digit national numbers (normalizePhoneMx). */
  phones: string[];
  /** normalizeEmail forms. */
  emails: string[];
  /** personNameKeys: the primary key first (the name_key column), then other nickname readings. */
  names: string[];
}

export interface DuplicateReason {
  kind: DuplicateReasonKind;
  /** 'mismo teléfono', 'mismo correo', 'mismo nombre', 'nombre parecido 86 %'. */
  label: string;
  /** 1 for an equal field; the name score (0..1) for 'nombre-parecido'. */
  score: number;
}

function distinct(values: Iterable<string | null>): string[] {
  const out = new Set<string>();
  for (const v of values) if (v) out.add(v);
  return [...out];
}

export function duplicateKeys(contact: DuplicateContact): DuplicateKeys {
  return {
    phones: distinct((contact.phones ?? []).map(normalizePhoneMx)),
    emails: distinct((contact.emails ?? []).map(normalizeEmail)),
    names: personNameKeys(contact.name).filter(Boolean),
  };
}

const wordCount = (key: string): number => (key ? key.split(' ').length : 0);

/**
 * How alike two name keys are, 0..1: 1 when equal, else the mean of pg_trgm's similarity (shared
 * trigrams over all) and the containment (shared over the shorter name's). The mean lets a short
 * name wholly inside a long one score high — 'guadalupe lopez' (Lupita López) in
 * 'guadalupe lopez maria perez' has similarity 0.59 and containment 1, so 0.80 (79 %) — while two long
 * names that differ in a word stay low. Names of one word score 0 unless equal: 'Juan' alone says
 * nothing.
 */
export function nameKeyScore(a: string, b: string): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  if (wordCount(a) < 2 || wordCount(b) < 2) return 0;
  return (trigramSimilarity(a, b) + trigramContainment(a, b)) / 2;
}

/** The best nameKeyScore over both names' readings (ambiguous nicknames). */
function bestNameScore(a: readonly string[], b: readonly string[]): number {
  let best = 0;
  for (const x of a) for (const y of b) best = Math.max(best, nameKeyScore(x, y));
  return best;
}

/** Any value of one list in the other. */
const shares = (a: readonly string[], b: readonly string[]): boolean => a.some((v) => b.includes(v));

/**
 * Why two leads look like the same person, phone first, then e-mail, then name; [] when nothing
 * matches (not a probable duplicate). Equal after normalisation counts as 'mismo …'; a name scoring
 * at least PROBABLE_DUPLICATE_NAME_SCORE is 'nombre parecido N %' (N rounded down, at most 99).
 * Accepts DuplicateKeys already computed (the server's stored columns) or raw contacts.
 */
export function matchReasons(a: DuplicateContact | DuplicateKeys, b: DuplicateContact | DuplicateKeys): DuplicateReason[] {
  const ka = 'names' in a ? a : duplicateKeys(a);
  const kb = 'names' in b ? b : duplicateKeys(b);
  const reasons: DuplicateReason[] = [];
  if (shares(ka.phones, kb.phones)) reasons.push({ kind: 'mismo-telefono', label: reasonLabel('mismo-telefono'), score: 1 });
  if (shares(ka.emails, kb.emails)) reasons.push({ kind: 'mismo-correo', label: reasonLabel('mismo-correo'), score: 1 });
  if (shares(ka.names, kb.names)) {
    reasons.push({ kind: 'mismo-nombre', label: reasonLabel('mismo-nombre'), score: 1 });
    return reasons;
  }
  const name = bestNameScore(ka.names, kb.names);
  if (name >= PROBABLE_DUPLICATE_NAME_SCORE) {
    const percent = Math.min(99, Math.floor(name * 100));
    reasons.push({ kind: 'nombre-parecido', label: reasonLabel('nombre-parecido', percent), score: name });
  }
  return reasons;
}

/**
 * How many of name, e-mail and phone are equal (after normalisation): the count the spec's
 * percentage takes, duplicateScore(exactMatchCount(reasons)) → 33.33, 66.67, 100. A similar name
 * is not an equal one and adds nothing to it.
 */
export function exactMatchCount(reasons: readonly DuplicateReason[]): number {
  return new Set(reasons.filter((r) => r.kind !== 'nombre-parecido').map((r) => r.kind)).size;
}
