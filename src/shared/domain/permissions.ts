import { ADVISER_ROLES, SALES_ROLES, type Role } from './roles';

const CORE = ['admin', 'manager', 'coordinator', 'bdc', ...ADVISER_ROLES] as const satisfies readonly Role[];
const ALL_SALES = ['admin', ...SALES_ROLES] as const satisfies readonly Role[];
const FLOOR_STAFF = ['admin', 'manager', 'hostess', 'coordinator'] as const satisfies readonly Role[];
/** Fleet area (spec part 2 §6): everyone in it, and those above the executive (a decision of ours, features/fleet/README.md: the part-2 'coordinator and manager' are the fleet ones). */
const FLEET_ALL = ['admin', 'sales-admin', 'fleet-manager', 'fleet-coordinator', 'fleet-executive'] as const satisfies readonly Role[];
const FLEET_LEADERS = ['admin', 'fleet-manager', 'fleet-coordinator'] as const satisfies readonly Role[];
/** Who writes in the fleet area: everyone in it but sales-admin (read-only). */
const FLEET_WORKERS = [...FLEET_LEADERS, 'fleet-executive'] as const satisfies readonly Role[];

/**
 * What each role may do (spec part 1 §6, plus, where the spec is silent, the decisions in each feature's README).
 * One source: the menu, the screens' panels and the API's checks all read this table.
 */
export const PERMISSIONS = {
  'lead:view': ALL_SALES,
  'lead:create': ALL_SALES,
  /** Importing leads from a spreadsheet or an ADF file (issue 29). */
  'lead:import': ['admin', 'manager', 'coordinator'],
  'lead:contact': CORE,
  'lead:firstContact': CORE,
  'lead:followUp': CORE,
  'lead:demographics': CORE.filter((r) => r !== 'bdc'),
  'lead:documentation': CORE.filter((r) => r !== 'bdc'),
  'lead:quote': CORE,
  'lead:reserve': CORE,
  'lead:edit': CORE,
  'lead:discard': CORE,
  'lead:appointments': [...CORE, 'hostess'],
  'lead:general': [...CORE, 'hostess'],
  'lead:reassign': ['admin', 'manager', 'coordinator', 'bdc', 'hostess'],
  'lead:returnToFunnel': [...CORE, 'hostess'],
  'lead:closing': ['admin', 'manager', 'coordinator', ...ADVISER_ROLES, 'sales-admin'],
  'lead:saleData': ['admin', 'manager', 'coordinator', ...ADVISER_ROLES],
  'lead:invoice': ['admin', 'manager', 'coordinator', ...ADVISER_ROLES],
  'lead:reportSale': ['admin', 'manager', 'coordinator', ...ADVISER_ROLES, 'sales-admin'],
  'lead:newActivity': CORE,
  'dashboard:filterAdviser': ['admin', 'manager', 'coordinator', 'hostess'],
  'agenda:view': ['admin', 'manager', 'coordinator', 'bdc', ...ADVISER_ROLES, 'hostess'],
  'appointments:manage': FLOOR_STAFF,
  'floorVisits:manage': FLOOR_STAFF,
  /** 'Llegó' (the arrival loop): the showroom's staff who see the client come in, as Citas and the floor-visit registry. */
  'appointments:arrival': FLOOR_STAFF,
  'duplicates:manage': ['admin', 'manager', 'coordinator'],
  'accessories:view': ['admin', 'manager'],
  'sales:view': ALL_SALES,
  'sales:confirmDelivery': ['admin', 'manager', 'coordinator', 'sales-admin'],
  'sales:simulateReport': ['admin'],
  // Fleet area (spec part 2 §6). fleet-executive works what is assigned to them and may not toggle
  // companies, choose the executive, filter by user, reassign or choose the advisor at conversion.
  // sales-admin consults the fleet area of its agencies (lists, details, history) and writes nothing
  // (the feature README's Decisions): its part-2 role is consultation, like the closed-sales list.
  'fleet:view': FLEET_ALL,
  'fleet:work': FLEET_WORKERS,
  'fleet:companyToggle': FLEET_LEADERS,
  'fleet:companyDelete': FLEET_LEADERS,
  'fleet:freeSector': FLEET_LEADERS,
  'fleet:chooseExecutive': FLEET_LEADERS,
  'fleet:filterUser': ['admin', 'sales-admin', 'fleet-manager', 'fleet-coordinator'],
  'fleet:reassign': FLEET_LEADERS,
  'fleet:leadDelete': FLEET_LEADERS,
  /** Importing companies with their contacts, fleet leads and prospects from a spreadsheet (issue 29). */
  'fleet:import': FLEET_LEADERS,
  'fleet:chooseAdvisor': FLEET_LEADERS,
  'hr:vacancies': ['admin', 'hr'],
  'ecommerce:manage': ['admin'],
  'admin:users': ['admin'],
  'admin:agencies': ['admin'],
  // Contact SLA of an agency (issue 30): targets, return to subasta, closure days.
  'agency:sla': ['admin', 'manager'],
  // Catalogue upkeep (spec silent): the product team keeps products, admin the lead origins.
  'product:manage': ['admin', 'product'],
  'leadOrigin:manage': ['admin'],
  /** Sharing a saved list view with the agency (issue 43): the coordinators and managers, retail and fleet. */
  'views:share': ['admin', 'manager', 'coordinator', 'fleet-manager', 'fleet-coordinator'],
  /** The agency's privacy notice and purposes, and the access log 'Bitácora de acceso' (issue 54): admin only. */
  'privacy:manage': ['admin'],
  /** Recording a person's consent or opposition on the lead (issue 54): whoever edits the lead. */
  'privacy:consent': CORE,
  /**
   * 'Solicitudes ARCO' (issue 54): the agency's data officer. Admin, manager and coordinator — the
   * agency's direction, who already see its whole retail book — register a request, search the
   * person's records and answer it (features/privacy/README.md, Decisions).
   */
  'privacy:arco': ['admin', 'manager', 'coordinator'],
  // WhatsApp channel (issue 53; features/whatsapp/README.md). Advisers and fleet executives reach only their own
  // leads' conversations through the record-access rule; hostess is not a role that answers leads.
  'whatsapp:converse': [...CORE, 'sales-admin', 'fleet-manager', 'fleet-coordinator', 'fleet-executive'],
  /** The 'Conversaciones' inbox: the roles that answer leads (advisers and fleet executives see their own). */
  'whatsapp:inbox': [...CORE, 'fleet-manager', 'fleet-coordinator', 'fleet-executive'],
  /** Assigning a conversation to an adviser from the inbox. */
  'whatsapp:assign': ['admin', 'manager', 'coordinator', 'bdc', 'fleet-manager', 'fleet-coordinator'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Roles whose users may receive leads when reassigned by hand. */
export const ASSIGNABLE_ROLES = ['bdc', 'coordinator', ...ADVISER_ROLES] as const satisfies readonly Role[];
/** Agency-level lead assignment (rule 2's owner) may also pick managers and hostesses. */
export const AGENCY_OWNER_ROLES = [...ASSIGNABLE_ROLES, 'manager', 'hostess'] as const satisfies readonly Role[];
