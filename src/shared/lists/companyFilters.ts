import { defineListFilters } from './listFilters';

/** The filters of Empresas (GET /company, spec part 2 §3), in the modal's order: executive, line of business, status. */
export const COMPANY_FILTERS = defineListFilters([
  { kind: 'catalog', key: 'user', label: 'Ejecutivo', source: 'companyUsers', search: true, placeholder: 'Todos', permission: 'fleet:filterUser' },
  { kind: 'catalog', key: 'lineOfBusiness', label: 'Giro', id: 'sector', source: 'companySectors', search: true, placeholder: 'Todos' },
  { kind: 'enum', key: 'status', label: 'Estatus', labels: 'companyStatus', placeholder: 'Todos' },
]);
