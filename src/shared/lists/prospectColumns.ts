import type { Prospect } from '../schemas/fleetProspectResponses';
import { defineListColumns } from './defineListColumns';

/** Prospectos (GET /lead-fleet-prospect): its screen's columns, its sort keys and its export ('prospectos'). */
export const PROSPECT_COLUMNS = defineListColumns<Prospect>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8, only: 'export' },
  { path: 'firstAndLastName', title: 'Nombre y correo', exportTitle: 'Nombre', kind: 'text', sort: 'name', width: 30, px: 280 },
  { path: 'email', title: 'Correo', kind: 'text', width: 30, only: 'export' },
  { path: 'phone', title: 'Teléfono', kind: 'phone', only: 'export' },
  { path: 'companyName', title: 'Compañía', exportTitle: 'Empresa', kind: 'text', sort: 'companyName', width: 36, px: 230, drop: 1 },
  { path: 'position', title: 'Puesto', kind: 'text', width: 24, only: 'export' },
  { path: 'Product.name', title: 'Interés', exportTitle: 'Vehículo', kind: 'text', sort: 'product', width: 18, px: 240, drop: 2 },
  { path: 'quantity', title: 'Unidades', kind: 'number', only: 'export' },
  { path: 'active', title: 'Estado', kind: 'custom', width: 12, only: 'export', value: (r) => (r.convertedToLeadAt ? 'Convertido' : r.active ? 'Activo' : 'Inactivo') },
  { path: 'createdAt', title: 'Fecha y hora', exportTitle: 'Fecha', kind: 'date', sort: 'createdAt' },
]);
