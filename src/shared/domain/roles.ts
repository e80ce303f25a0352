/** Every role slug the product knows (spec part 1 §1, plus adviser-telefonica named once). */
export const ROLES = [
  'admin',
  'manager',
  'coordinator',
  'bdc',
  'adviser-digital',
  'adviser-floor',
  'adviser-hybrid',
  'adviser-telefonica',
  'hostess',
  'sales-admin',
  'product',
  'support',
  'marketing',
  'hr',
  'fleet-executive',
  'fleet-coordinator',
  'fleet-manager',
] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  manager: 'Gerente',
  coordinator: 'Coordinador',
  bdc: 'BDC',
  'adviser-digital': 'Asesor Digital',
  'adviser-floor': 'Asesor de Piso',
  'adviser-hybrid': 'Asesor Híbrido',
  'adviser-telefonica': 'Asesor Telefónico',
  hostess: 'Hostess',
  'sales-admin': 'Administración de Ventas',
  product: 'Producto',
  support: 'Atención al Cliente',
  marketing: 'Marketing',
  hr: 'Recursos Humanos',
  'fleet-executive': 'Ejecutivo de Flotillas',
  'fleet-coordinator': 'Coordinador de Flotillas',
  'fleet-manager': 'Gerente de Flotillas',
};

/** "The three advisers" of the spec, plus the phone adviser (a decision of ours: features/leads/README.md). */
export const ADVISER_ROLES = ['adviser-digital', 'adviser-floor', 'adviser-hybrid', 'adviser-telefonica'] as const satisfies readonly Role[];

/** Every sales role: what the old generic role 'sells' stands for. */
export const SALES_ROLES = [
  'manager',
  'coordinator',
  'bdc',
  ...ADVISER_ROLES,
  'hostess',
  'sales-admin',
] as const satisfies readonly Role[];

export const FLEET_ROLES = ['fleet-executive', 'fleet-coordinator', 'fleet-manager'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isAdviser(role: Role): boolean {
  return (ADVISER_ROLES as readonly Role[]).includes(role);
}

/** The session's permissions list: 'shared' first, then the role (the second entry is the main role). */
export function permissionsOf(role: Role): [string, Role] {
  return ['shared', role];
}
