import { LEAD_COLUMNS } from './leadColumns';
import { defineListFilters } from './listFilters';

/**
 * The filters of Leads (GET /lead/new's `filters`, spec part 1 §2), in the modal's order: origin, sub
 * status (Activo, Inactivo, En espera de contacto), start and end day apart, vehicle, out of time,
 * user (-1: every one), then the columns' filters, each titled as its column. The ids are the form
 * fields' names the modal always had ('LeadOriginId', 'startDate'); the columns' are 'lead-filter-…'.
 */
export const LEAD_FILTERS = defineListFilters([
  { kind: 'catalog', key: 'LeadOriginId', label: 'Origen', source: 'leadOrigins', loadingPlaceholder: true },
  { kind: 'enum', key: 'subStatus', label: 'Sub estatus', labels: 'subStatus', codes: ['ACTIVO', 'INACTIVO', 'ESPERA_CONTACTO'] },
  { kind: 'days', start: 'StartDate', end: 'EndDate', label: 'Fecha inicio', id: 'startDate', endLabel: 'Fecha fin', endId: 'endDate' },
  { kind: 'catalog', key: 'ProductId', label: 'Vehículo', source: 'leadProducts', search: true, loadingPlaceholder: true },
  { kind: 'check', key: 'outOfTime', label: 'Fuera de tiempo' },
  { kind: 'catalog', key: 'UserId', label: 'Usuario', source: 'leadAdvisers', search: true, everyone: -1, loadingPlaceholder: true },
  { kind: 'columns', list: LEAD_COLUMNS, idPrefix: 'lead-filter' },
]);
