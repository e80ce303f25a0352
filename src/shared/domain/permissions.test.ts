import { describe, expect, it } from 'vitest';
import { canAccessArea, canAccessPath, type Area } from './areas';
import { homeOf } from './homes';
import { PERMISSIONS, can, type Permission } from './permissions';
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

const CORE: Role[] = ['admin', 'manager', 'coordinator', 'bdc', ...ADVISERS];
const FLEET_LEADERS: Role[] = ['admin', 'fleet-manager', 'fleet-coordinator'];

/**
 * Every permission, written out role by role from the spec (part 1 §2 menu and screens, §6; part 2 §6)
 * and, where the spec is silent, the decisions in each feature's README. Deliberately not imported
 * from PERMISSIONS: a change there must be matched here on purpose.
 */
const RULES: Record<Permission, Role[]> = {
  // Leads / Prospectos and its 'Create lead' button: all sales roles incl. sales-admin (part 1 §2 menu).
  'lead:view': ALL_SALES,
  'lead:create': ALL_SALES,
  // Issue 29: 'Importar' on the leads list.
  'lead:import': ['admin', 'manager', 'coordinator'],
  // Part 1 §6 lead actions.
  'lead:contact': CORE,
  'lead:firstContact': CORE,
  'lead:followUp': CORE,
  'lead:demographics': ['admin', 'manager', 'coordinator', ...ADVISERS],
  'lead:documentation': ['admin', 'manager', 'coordinator', ...ADVISERS],
  // Quote and reserve are follow-up panels.
  'lead:quote': CORE,
  'lead:reserve': CORE,
  'lead:edit': CORE,
  'lead:discard': CORE,
  'lead:appointments': [...CORE, 'hostess'],
  'lead:general': [...CORE, 'hostess'],
  'lead:reassign': ['admin', 'manager', 'coordinator', 'bdc', 'hostess'],
  'lead:returnToFunnel': [...CORE, 'hostess'],
  'lead:closing': ['admin', 'manager', 'coordinator', ...ADVISERS, 'sales-admin'],
  'lead:saleData': ['admin', 'manager', 'coordinator', ...ADVISERS],
  'lead:invoice': ['admin', 'manager', 'coordinator', ...ADVISERS],
  'lead:reportSale': ['admin', 'manager', 'coordinator', ...ADVISERS, 'sales-admin'],
  'lead:newActivity': CORE,
  'dashboard:filterAdviser': ['admin', 'manager', 'coordinator', 'hostess'],
  // Part 1 §2 Ventas submenu.
  'agenda:view': [...CORE, 'hostess'],
  'appointments:manage': ['admin', 'manager', 'hostess', 'coordinator'],
  'floorVisits:manage': ['admin', 'manager', 'hostess', 'coordinator'],
  'appointments:arrival': ['admin', 'manager', 'hostess', 'coordinator'],
  'duplicates:manage': ['admin', 'manager', 'coordinator'],
  'accessories:view': ['admin', 'manager'],
  'sales:view': ALL_SALES,
  // A decision of ours (the feature README's Decisions): 'Reportar entrega' stays with admin, manager, coordinator and sales-admin.
  'sales:confirmDelivery': ['admin', 'manager', 'coordinator', 'sales-admin'],
  // Part 1 §2 Reported sales: the 'Reportar venta (simulación)' panel is admin only.
  'sales:simulateReport': ['admin'],
  // Part 2 §6 (fleet 'coordinator and manager' read as the fleet ones; sales-admin consults only).
  'fleet:view': ['admin', 'fleet-manager', 'sales-admin', 'fleet-executive', 'fleet-coordinator'],
  'fleet:work': [...FLEET_LEADERS, 'fleet-executive'],
  'fleet:companyToggle': FLEET_LEADERS,
  'fleet:companyDelete': FLEET_LEADERS,
  'fleet:freeSector': FLEET_LEADERS,
  'fleet:chooseExecutive': FLEET_LEADERS,
  'fleet:filterUser': [...FLEET_LEADERS, 'sales-admin'],
  'fleet:reassign': FLEET_LEADERS,
  'fleet:leadDelete': FLEET_LEADERS,
  'fleet:import': FLEET_LEADERS,
  'fleet:chooseAdvisor': FLEET_LEADERS,
  // Part 2 §6 areas: HR admin and hr; e-commerce admin only; product area admin and product.
  'hr:vacancies': ['admin', 'hr'],
  'ecommerce:manage': ['admin'],
  'product:manage': ['admin', 'product'],
  // A decision of ours (features/admin/README.md): users and agencies are administered by admin only; lead origins likewise (spec silent).
  'admin:users': ['admin'],
  'admin:agencies': ['admin'],
  'agency:sla': ['admin', 'manager'],
  'leadOrigin:manage': ['admin'],
  // Issue 43: sharing a saved list view with the agency — coordinators and managers, retail and fleet.
  'views:share': ['admin', 'manager', 'coordinator', 'fleet-manager', 'fleet-coordinator'],
  // Issue 54 (features/privacy/README.md): the notice, purposes and access log are the admin's; a consent is recorded by whoever works the lead.
  'privacy:manage': ['admin'],
  'privacy:consent': CORE,
  // The agency's data officer (features/privacy/README.md): admin, manager and coordinator answer ARCO requests.
  'privacy:arco': ['admin', 'manager', 'coordinator'],
  // Issue 53 (features/whatsapp/README.md): the roles that answer leads, retail and fleet; never hostess.
  'whatsapp:converse': [...CORE, 'sales-admin', 'fleet-manager', 'fleet-coordinator', 'fleet-executive'],
  'whatsapp:inbox': [...CORE, 'fleet-manager', 'fleet-coordinator', 'fleet-executive'],
  'whatsapp:assign': ['admin', 'manager', 'coordinator', 'bdc', 'fleet-manager', 'fleet-coordinator'],
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

describe('permissions by role', () => {
  it('the matrix lists every permission there is, and no other', () => {
    expect(Object.keys(RULES).sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

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
