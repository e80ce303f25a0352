import type { ClosedSaleRow } from '../schemas/fleetStageResponses';
import { defineListColumns } from './defineListColumns';

/** Ventas cerradas (GET /lead-fleet/data/closed-sales): its screen's columns and its export ('ventas-cerradas'). */
export const CLOSED_SALE_COLUMNS = defineListColumns<ClosedSaleRow>()([
  { path: 'LeadFleetId', title: 'Lead', kind: 'number', width: 8, only: 'export' },
  { path: 'User.firstAndLastName', title: 'Ejecutivo', kind: 'text', width: 26, only: 'screen' },
  { path: 'companyName', title: 'Empresa', kind: 'text', width: 36 },
  { path: 'User.firstAndLastName', title: 'Ejecutivo', kind: 'text', width: 26, only: 'export' },
  { path: 'units', title: 'Unidades', kind: 'number', px: 110, only: 'screen', drop: 2 },
  { path: 'models', title: 'Modelos', kind: 'text', width: 30, drop: 1 },
  { path: 'units', title: 'Unidades', kind: 'number', only: 'export' },
  { path: 'createdAt', title: 'Fecha de creación', exportTitle: 'Fecha', kind: 'date', px: 160 },
]);
