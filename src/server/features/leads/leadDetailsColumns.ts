import { leadDetailsAnswer } from '../../../shared/schemas/leadResponses';
import type { Lead } from './leadAccess';

type AnswerKey = keyof typeof leadDetailsAnswer.shape & keyof Lead;
/** The details' keys as answered: each is its column's key on the lead row (README, 'Add a field'). */
const ANSWER_KEYS = Object.keys(leadDetailsAnswer.shape) as AnswerKey[];

/** The lead's own details for its detail answer, read from the columns of the same names. */
export function leadDetailsAnswerOf(lead: Lead): { [K in AnswerKey]: Lead[K] } {
  return Object.fromEntries(ANSWER_KEYS.map((k) => [k, lead[k] ?? null])) as { [K in AnswerKey]: Lead[K] };
}
