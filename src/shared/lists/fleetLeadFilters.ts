import { FLEET_QUANTITY_BUCKETS } from '../domain/fleetConstants';
import { FLEET_LEAD_COLUMNS } from './fleetLeadColumns';
import { defineListFilters } from './listFilters';

/**
 * The filters of Leads de flotilla (GET /lead-fleet's `filters`, spec part 2 §3 lead filters), in the
 * modal's order: models, dealers, executive, company, creation days, the columns' (last activity,
 * expected purchase, budget, probability), quantity bucket, status, and the frozen leads (CONGELADO is
 * not a tab, so it is chosen here).
 */
export const FLEET_LEAD_FILTERS = defineListFilters([
  { kind: 'catalog', key: 'Products', label: 'Modelos', id: 'products', source: 'fleetProducts', multiple: true, search: true, placeholder: 'Todos' },
  { kind: 'catalog', key: 'Stores', label: 'Dealers', id: 'stores', source: 'fleetAgencies', multiple: true, search: true, placeholder: 'Todos' },
  { kind: 'catalog', key: 'UserId', label: 'Ejecutivo', id: 'user', source: 'fleetUsers', search: true, placeholder: 'Todos', permission: 'fleet:filterUser' },
  { kind: 'catalog', key: 'CompanyId', label: 'Empresa', id: 'company', source: 'fleetCompanies', search: true, placeholder: 'Todas' },
  { kind: 'days', start: 'startDate', end: 'endDate', label: 'Fecha de creación', id: 'created' },
  { kind: 'columns', list: FLEET_LEAD_COLUMNS },
  { kind: 'choice', key: 'quantity', label: 'Cantidad de unidades', options: FLEET_QUANTITY_BUCKETS, placeholder: 'Todas' },
  { kind: 'enum', key: 'subStatus', label: 'Estatus', id: 'status', labels: 'fleetLeadStatus', placeholder: 'Todos' },
  { kind: 'check', key: 'phase', label: 'Ver solo leads congelados', tab: { on: 'CONGELADO', off: 'TODO' } },
]);
