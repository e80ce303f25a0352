import { FLEET_ROLES, ROLES, SALES_ROLES, type Role } from './roles';

export const AREAS = ['admin', 'product', 'sells', 'support', 'marketing', 'hr', 'fleets', 'ecommerce', 'profile'] as const;
export type Area = (typeof AREAS)[number];

/** Area access (spec part 1 §6). 'ecommerce' follows the root guard group (admin only). */
export const AREA_ACCESS: Record<Area, readonly Role[]> = {
  admin: ['admin'],
  product: ['admin', 'product'],
  sells: ['admin', ...SALES_ROLES],
  support: ['admin', 'support'],
  marketing: ['admin', 'marketing'],
  hr: ['admin', 'hr'],
  fleets: ['admin', 'sales-admin', ...FLEET_ROLES],
  ecommerce: ['admin'],
  profile: ROLES,
};

export function canAccessArea(role: Role, area: Area): boolean {
  return AREA_ACCESS[area].includes(role);
}

/** The area a path belongs to, by its first segment; undefined for shared paths ('/', '/login', '/profile'). */
export function areaOfPath(pathname: string): Area | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  switch (first) {
    case 'sells':
    case 'leads':
    case 'lista-espera-citas':
      return 'sells';
    case 'admin':
      return 'admin';
    case 'product':
      return 'product';
    case 'support':
      return 'support';
    case 'marketing':
      return 'marketing';
    case 'hr':
      return 'hr';
    case 'fleets':
      return 'fleets';
    case 'ecommerce':
      return 'ecommerce';
    case 'profile':
      return 'profile';
    default:
      return undefined;
  }
}

export function canAccessPath(role: Role, pathname: string): boolean {
  const area = areaOfPath(pathname);
  return area === undefined || canAccessArea(role, area);
}
