import { defineListFilters } from './listFilters';

/** The filters of Ventas cerradas (GET /lead-fleet/data/closed-sales), in the modal's order: executive, company, the first sale's days. */
export const CLOSED_SALE_FILTERS = defineListFilters([
  { kind: 'catalog', key: 'UserId', label: 'Ejecutivo', source: 'fleetUsers', search: true, permission: 'fleet:filterUser' },
  { kind: 'catalog', key: 'CompanyId', label: 'Empresa', source: 'fleetCompanies', search: true },
  { kind: 'days', start: 'startDate', end: 'endDate', label: 'Fecha de creación' },
]);
