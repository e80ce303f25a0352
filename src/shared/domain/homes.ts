import { FLEET_ROLES, isAdviser, type Role } from './roles';

/**
 * Role home pages (spec part 1 §2 table). The spec sends "any other" role to '/', which is the
 * resolver itself and would leave product, support, marketing and hr users on nothing; they go to
 * their own area's landing instead (README, Decisions).
 */
export function homeOf(role: Role): string {
  if (role === 'admin') return '/admin';
  if (['manager', 'coordinator', 'bdc', 'hostess', 'sales-admin'].includes(role)) return '/sells';
  if (isAdviser(role)) return '/sells/leads';
  if ((FLEET_ROLES as readonly Role[]).includes(role)) return '/fleets';
  if (role === 'product') return '/product';
  if (role === 'support') return '/support';
  if (role === 'marketing') return '/marketing/support';
  if (role === 'hr') return '/hr';
  return '/';
}
