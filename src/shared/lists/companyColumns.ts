import type { CompanyRow } from '../schemas/fleetCompanyResponses';
import { defineListColumns } from './defineListColumns';

/** Empresas (GET /company): its screen's columns, its sort keys and its export ('empresas'). */
export const COMPANY_COLUMNS = defineListColumns<CompanyRow>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8, only: 'export' },
  { path: 'name', title: 'Empresa', kind: 'text', width: 36, only: 'export' },
  { path: 'name', title: 'Empresa', kind: 'text', sort: 'businessName', only: 'screen' },
  { path: 'businessName', title: 'Razón social', kind: 'text', width: 36, only: 'export' },
  { path: 'CompanySector.description', title: 'Giro', kind: 'text', sort: 'companySector.description', width: 22, px: 200, drop: 1 },
  { path: 'CompanyType.description', title: 'Tipo', kind: 'text', width: 22, only: 'export' },
  { path: 'CompanySize.description', title: 'Tamaño', kind: 'text', width: 22, only: 'export' },
  { path: 'User.firstAndLastName', title: 'Ejecutivo', kind: 'text', sort: 'user.firstAndLastName', width: 26, px: 200, drop: 2 },
  { path: 'active', title: 'Estado', kind: 'custom', width: 10, only: 'export', value: (r) => (r.active ? 'Activa' : 'Inactiva') },
  { path: 'createdAt', title: 'Fecha de creación', exportTitle: 'Fecha de alta', kind: 'date', sort: 'createdAt' },
]);
