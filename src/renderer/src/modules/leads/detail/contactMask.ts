import { ADVISER_ROLES, type Role } from '../../../../../shared/domain/roles';
import type { LeadPhase } from '../../../../../shared/domain/phases';

const MASKED_ROLES: readonly Role[] = ['coordinator', 'bdc', ...ADVISER_ROLES];

/** Contact data is a dash while the lead is in subasta and the viewer is coordinator, bdc or an adviser (spec §2). */
export function masksContact(role: Role, phase: LeadPhase): boolean {
  return phase === 'subasta' && MASKED_ROLES.includes(role);
}
