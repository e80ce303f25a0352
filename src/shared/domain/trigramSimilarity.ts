/**
 * PostgreSQL pg_trgm's trigrams and similarity(), so a name compared in TypeScript and in SQL gets
 * the same number. pg_trgm lowercases the text, splits it into words at every character that is
 * not a letter or a digit, pads each word with two spaces in front and one behind, and takes the
 * distinct three-character substrings: 'word' → '  w', ' wo', 'wor', 'ord', 'rd '.
 * similarity(a, b) = shared trigrams / distinct trigrams of both (0 when neither has any).
 *
 * Differences that do not arise on the normalised ASCII keys (personNameKey): PostgreSQL decides
 * what a letter is by the database's locale and hashes non-ASCII trigrams; here Unicode letters
 * and digits are word characters. PostgreSQL returns a float4 (0.36363637), this a double.
 */
export function trigrams(text: string): ReadonlySet<string> {
  const cached = cache.get(text);
  if (cached) return cached;
  if (cache.size >= CACHE_MAX) cache.clear();
  const result = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = Array.from(`  ${word} `);
    for (let i = 0; i + 3 <= chars.length; i++) result.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  cache.set(text, result);
  return result;
}

/**
 * The sets of the texts last compared (read-only, shared): an import compares each name of a file
 * with dozens of candidates, and building a set costs more than intersecting two.
 */
const cache = new Map<string, ReadonlySet<string>>();
const CACHE_MAX = 50_000;

function sharedCount(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const t of small) if (large.has(t)) shared++;
  return shared;
}

/** pg_trgm's similarity(a, b), 0..1. */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  const shared = sharedCount(ta, tb);
  const union = ta.size + tb.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * Share of the smaller trigram set found in the other (the overlap coefficient), 0..1: how far
 * the shorter name is contained in the longer one. 'guadalupe lopez' in
 * 'guadalupe lopez maria perez' is 1.
 */
export function trigramContainment(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  const smaller = Math.min(ta.size, tb.size);
  return smaller === 0 ? 0 : sharedCount(ta, tb) / smaller;
}
