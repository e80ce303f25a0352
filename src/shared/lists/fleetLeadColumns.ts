import { FLEET_PHASE_LABELS, type FleetPhase } from '../domain/fleetPhases';
import { FLEET_LEAD_STATUS_LABELS, type FleetLeadStatus } from '../domain/fleetConstants';
import type { FleetLeadRow } from '../schemas/fleetLeadResponses';
import { defineListColumns } from './defineListColumns';

/** Leads de flotilla (GET /lead-fleet): its screen's columns, its sort keys and its export ('leads-flotilla'). */
export const FLEET_LEAD_COLUMNS = defineListColumns<FleetLeadRow>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8, only: 'export' },
  { path: 'contactName', title: 'Nombre y correo', kind: 'text', sort: 'contactName', px: 230, only: 'screen' },
  { path: 'contactName', title: 'Contacto', kind: 'text', width: 30, only: 'export' },
  { path: 'companyName', title: 'Empresa', kind: 'text', sort: 'companyName', width: 36, px: 200 },
  { path: 'email', title: 'Correo', kind: 'text', width: 30, only: 'export' },
  { path: 'phone', title: 'Teléfono', kind: 'phone', only: 'export' },
  { path: 'phase', title: 'Fase', kind: 'custom', sort: 'phase', width: 16, px: 120, value: (r) => FLEET_PHASE_LABELS[r.phase as FleetPhase] ?? String(r.phase ?? '-') },
  { path: 'status', title: 'Estado', kind: 'custom', width: 10, only: 'export', value: (r) => FLEET_LEAD_STATUS_LABELS[r.status as FleetLeadStatus] ?? String(r.status ?? '-') },
  { path: 'user', title: 'Ejecutivo', kind: 'text', sort: 'user', width: 26, px: 160, drop: 2 },
  { path: 'totalQuantity', title: 'Unidades', kind: 'number', only: 'export' },
  { path: 'expectedPurchaseDate', title: 'Fecha estimada de compra', kind: 'day', only: 'export', filter: 'days' },
  { path: 'budget', title: 'Presupuesto', kind: 'money', centavos: true, px: 130, drop: 1, filter: 'range' },
  { path: 'closeProbability', title: 'Probabilidad de cierre', exportTitle: 'Probabilidad de cierre (%)', kind: 'number', only: 'export', filter: 'range' },
  { path: 'lastActivityDate', title: 'Fecha de última actividad', exportTitle: 'Última actividad', kind: 'date', sort: 'lastActivityDate', px: 170, filter: 'days' },
  { path: 'createdAt', title: 'Fecha de creación', kind: 'date', only: 'export' },
]);
