import { leadDetailsAnswer } from '../../../shared/schemas/leadResponses';
import type { Lead } from './leadAccess';

/** The details' keys as answered: each is its column's key on the lead row (README, 'Add a field'). */
const ANSWER_KEYS = Object.keys(leadDetailsAnswer.shape) as (keyof typeof leadDetailsAnswer.shape & keyof Lead)[];

/** The lead's own details for its detail answer, read from the columns of the same names. */
export function leadDetailsAnswerOf(lead: Lead): Record<(typeof ANSWER_KEYS)[number], unknown> {
  return Object.fromEntries(ANSWER_KEYS.map((k) => [k, lead[k] ?? null])) as Record<(typeof ANSWER_KEYS)[number], unknown>;
}
