/**
 * The word pairs of a name key ('garcia hernandez jose' → 'garcia hernandez', 'garcia jose',
 * 'hernandez jose'), as the SQL function name_key_pairs() indexes them (migration 0022): a key's
 * words are sorted and distinct (personNameKey), so each pair is written in that order once.
 */
export function nameKeyPairs(key: string): string[] {
  const words = key.split(' ').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) for (let j = i + 1; j < words.length; j++) out.push(`${words[i]} ${words[j]}`);
  return out;
}

/** At most this many pair keys a query asks the index for (a long name with many near spellings). */
export const MAX_QUERY_PAIRS = 400;

/**
 * The pairs a similar name may share with `key`: every pair of two of its words, each word taken
 * as written or as one of its near spellings (`spellings.get(word)`), ordered as the index writes
 * them. Two words spelt alike give no pair.
 */
export function queryPairs(key: string, spellings: ReadonlyMap<string, readonly string[]>): string[] {
  const words = key.split(' ').filter(Boolean);
  // The name's own pairs first: a cap on a long name's spellings never drops one of them.
  const out = new Set<string>(nameKeyPairs(key));
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) {
      for (const a of [words[i]!, ...(spellings.get(words[i]!) ?? [])]) {
        for (const b of [words[j]!, ...(spellings.get(words[j]!) ?? [])]) {
          if (a === b) continue;
          if (out.size >= MAX_QUERY_PAIRS) return [...out];
          out.add(a < b ? `${a} ${b}` : `${b} ${a}`);
        }
      }
    }
  }
  return [...out];
}
