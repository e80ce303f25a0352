/** A candidate duplicate pair as the duplicates list answers it (spec §3 Duplicate pair, plus id and score). */
export interface DuplicatePair {
  id: number;
  lead_id: number;
  lead_name: string;
  lead_email: string | null;
  lead_phone: string | null;
  matched_id: number;
  matched_name: string;
  matched_email: string | null;
  matched_phone: string | null;
  /** Percentage: a third for each of name, e-mail and phone that are equal. */
  score: number;
  /** Why they match (issue 30), phone first: shown beside the percentage. */
  reasons: { kind: string; label: string; score: number }[];
}
