import type { LeadPhase } from './phases';

/** Agency lead assignment rules (spec §2 Agencies, §9): 1 Subasta, 2 Usuario Asignado, 3 Aleatorio. */
export const LEAD_RULE_SUBASTA = 1;
export const LEAD_RULE_OWNER = 2;
export const LEAD_RULE_RANDOM = 3;

export interface AssignmentInput {
  ruleId: number;
  /** Rule 2: the agency's owner user, when that user is still active in the agency. */
  ownerId: number | null;
  /** Rule 3: active users of the agency with an assignable role. */
  candidateIds: readonly number[];
}

export interface Assignment {
  phase: Extract<LeadPhase, 'subasta' | '1er-contacto'>;
  userId: number | null;
}

/**
 * Who owns a new lead. A lead with an owner starts in 1er-contacto; without one it goes to subasta.
 * When rule 2 has no usable owner or rule 3 no candidate, the lead falls back to subasta so that
 * it is never lost.
 */
export function assignLead(input: AssignmentInput, random: () => number = Math.random): Assignment {
  if (input.ruleId === LEAD_RULE_OWNER && input.ownerId !== null) return { phase: '1er-contacto', userId: input.ownerId };
  if (input.ruleId === LEAD_RULE_RANDOM && input.candidateIds.length > 0) {
    const i = Math.min(input.candidateIds.length - 1, Math.floor(random() * input.candidateIds.length));
    return { phase: '1er-contacto', userId: input.candidateIds[i]! };
  }
  return { phase: 'subasta', userId: null };
}
