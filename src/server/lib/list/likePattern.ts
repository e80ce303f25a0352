/** `text` with LIKE's own wildcards (and its escape character) escaped: '%' or '_' typed in a search box match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The search box's LIKE pattern: '%term%', lower-cased (compared with a lower-cased expression, or by ILIKE), wildcards escaped. */
export function likePattern(term: string): string {
  return `%${escapeLike(term.toLowerCase())}%`;
}

/** An ILIKE pattern: '%text%' as typed (ILIKE folds the case itself), wildcards escaped. */
export function ilikePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
