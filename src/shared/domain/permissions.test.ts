import { describe, expect, it } from 'vitest';
import { canAccessArea, canAccessPath, type Area } from './areas';
import { homeOf } from './homes';
import { can, type Permission } from './permissions';
import { ROLES, type Role } from './roles';

const ADVISERS: Role[] = ['adviser-digital', 'adviser-floor', 'adviser-hybrid', 'adviser-telefonica'];
const ALL_SALES: Role[] = ['admin', 'manager', 'coordinator', 'bdc', ...ADVISERS, 'hostess', 'sales-admin'];

/** Spec part 1 §6 area access, written out. */
const AREAS: Record<Area, Role[]> = {
  admin: ['admin'],
  product: ['admin', 'product'],
  sells: ALL_SALES,
  support: ['admin', 'support'],
  marketing: ['admin', 'marketing'],
  hr: ['admin', 'hr'],
  fleets: ['admin', 'fleet-manager', 'sales-admin', 'fleet-executive', 'fleet-coordinator'],
  ecommerce: ['admin'],
  profile: [...ROLES],
};

/** Spec part 1 §6 lead actions, written out role by role. */
const RULES: Partial<Record<Permission, Role[]>> = {
  'lead:contact': ['admin', 'manager', 'coordinator', 'bdc', ...ADVISERS],
  'lead:firstContact': ['admin', 'manager', 'coordinator', 'bdc', ...ADVISERS],
  'lead:demographics': ['admin', 'manager', 'coordinator', ...ADVISERS],
  'lead:documentation': ['admin', 'manager', 'coordinator', ...ADVISERS],
  'lead:edit': ['admin', 'manager', 'coordinator', 'bdc', ...ADVISERS],
  'lead:discard': ['admin', 'manager', 'coordinator', 'bdc', ...ADVISERS],
  'lead:appointments': ['admin', 'manager', 'coordinator', 'bdc', ...ADVISERS, 'hostess'],
  'lead:general': ['admin', 'manager', 'coordinator', 'bdc', ...ADVISERS, 'hostess'],
  'lead:reassign': ['admin', 'manager', 'coordinator', 'bdc', 'hostess'],
  'lead:returnToFunnel': ['admin', 'manager', 'coordinator', 'bdc', ...ADVISERS, 'hostess'],
  'lead:closing': ['admin', 'manager', 'coordinator', ...ADVISERS, 'sales-admin'],
  'lead:saleData': ['admin', 'manager', 'coordinator', ...ADVISERS],
  'lead:invoice': ['admin', 'manager', 'coordinator', ...ADVISERS],
  'lead:reportSale': ['admin', 'manager', 'coordinator', ...ADVISERS, 'sales-admin'],
  'lead:newActivity': ['admin', 'manager', 'coordinator', 'bdc', ...ADVISERS],
  'dashboard:filterAdviser': ['admin', 'manager', 'coordinator', 'hostess'],
  'admin:users': ['admin'],
  'admin:agencies': ['admin'],
};

describe('area access', () => {
  for (const [area, roles] of Object.entries(AREAS) as [Area, Role[]][]) {
    it.each(ROLES)(`${area}: %s`, (role) => {
      expect(canAccessArea(role, area)).toBe(roles.includes(role));
    });
  }

  it('judges a path by its area and lets shared paths through', () => {
    expect(canAccessPath('bdc', '/sells/leads/4')).toBe(true);
    expect(canAccessPath('bdc', '/admin/users')).toBe(false);
    expect(canAccessPath('hr', '/lista-espera-citas/1')).toBe(false);
    expect(canAccessPath('hr', '/profile')).toBe(true);
    expect(canAccessPath('hr', '/')).toBe(true);
  });
});

describe('lead actions by role', () => {
  for (const [permission, roles] of Object.entries(RULES) as [Permission, Role[]][]) {
    it.each(ROLES)(`${permission}: %s`, (role) => {
      expect(can(role, permission)).toBe(roles.includes(role));
    });
  }
});

describe('role home pages', () => {
  it.each([
    ['admin', '/admin'],
    ['manager', '/sells'],
    ['coordinator', '/sells'],
    ['bdc', '/sells'],
    ['hostess', '/sells'],
    ['sales-admin', '/sells'],
    ['adviser-digital', '/sells/leads'],
    ['adviser-floor', '/sells/leads'],
    ['adviser-hybrid', '/sells/leads'],
    ['adviser-telefonica', '/sells/leads'],
    ['fleet-executive', '/fleets'],
    ['fleet-coordinator', '/fleets'],
    ['fleet-manager', '/fleets'],
    ['product', '/product'],
    ['support', '/support'],
    ['marketing', '/marketing/support'],
    ['hr', '/hr'],
  ] as [Role, string][])('%s → %s', (role, home) => {
    expect(homeOf(role)).toBe(home);
    expect(canAccessPath(role, home)).toBe(true);
  });
});
