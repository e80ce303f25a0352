import type { Permission } from './permissions';

/**
 * What can be imported (issue 29) and who may: kept apart from the import's zod schemas so the lists'
 * 'Importar' button does not bring zod onto their first view.
 */
export const IMPORT_KINDS = ['leads', 'companies', 'fleetLeads', 'prospects'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Who may import each kind: retail leads the sales leaders, the fleet area its leaders. */
export const IMPORT_PERMISSION: Record<ImportKind, Permission> = {
  leads: 'lead:import',
  companies: 'fleet:import',
  fleetLeads: 'fleet:import',
  prospects: 'fleet:import',
};

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  leads: 'leads',
  companies: 'empresas y contactos',
  fleetLeads: 'leads de flotilla',
  prospects: 'prospectos',
};
