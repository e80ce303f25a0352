import { z } from 'zod';
import type { Wire } from './wire';

/** Why two leads match (issue 30), phone first: shown beside the percentage. */
export const matchReasonSchema = z.object({ kind: z.string(), label: z.string(), score: z.number() });

/** A candidate duplicate pair as the duplicates list answers it (spec §3 Duplicate pair, plus id and score). */
export const duplicatePairSchema = z.object({
  id: z.number(),
  lead_id: z.number(),
  lead_name: z.string(),
  // Contact values: plain text (a mask may send '-').
  lead_email: z.string().nullable(),
  lead_phone: z.string().nullable(),
  matched_id: z.number(),
  matched_name: z.string(),
  matched_email: z.string().nullable(),
  matched_phone: z.string().nullable(),
  /** Percentage: a third for each of name, e-mail and phone that are equal. */
  score: z.number(),
  reasons: z.array(matchReasonSchema),
});
export type DuplicatePair = Wire<typeof duplicatePairSchema>;
