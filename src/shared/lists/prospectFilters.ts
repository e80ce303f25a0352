import { TEXT_MAX } from '../schemas/primitives';
import { defineListFilters } from './listFilters';

/** The filters of Prospectos (GET /lead-fleet-prospect), in the modal's order: model of interest, company, registration days. */
export const PROSPECT_FILTERS = defineListFilters([
  { kind: 'catalog', key: 'ProductId', label: 'Modelo de interés', id: 'model', source: 'prospectProducts', search: true, placeholder: 'Todos los modelos' },
  { kind: 'text', key: 'company', label: 'Compañía', max: TEXT_MAX.name, placeholder: 'Nombre de la compañía' },
  { kind: 'days', start: 'startDate', end: 'endDate', label: 'Fecha de registro', id: 'from', endId: 'to', placeholders: ['Desde', 'Hasta'] },
]);
