/** Each of name, e-mail and phone equal is worth a third of the match (spec §2 Duplicate leads). */
export const DUPLICATE_FIELD_WEIGHT = 100 / 3;

/** The match percentage for `matches` equal fields (0..3), to two decimals: 33.33, 66.67, 100. */
export function duplicateScore(matches: number): number {
  const n = Math.max(0, Math.min(3, Math.trunc(matches)));
  return Math.round(n * DUPLICATE_FIELD_WEIGHT * 100) / 100;
}

/** 'Coincidencia del lead: N%' shows a whole-ish number: 33.33 → '33.33', 100 → '100'. */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(2);
}
