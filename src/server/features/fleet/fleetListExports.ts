import { FLEET_PHASE_LABELS, type FleetPhase } from '../../../shared/domain/fleetPhases';
import { FLEET_LEAD_STATUS_LABELS, type FleetLeadStatus } from '../../../shared/domain/fleetConstants';
import { col, exportSpec, idColumn, type ListExport } from '../../lib/listExport/exportColumns';

/**
 * The fleet lists (companies, fleet leads, prospects, closed sales): each list's export (GET <list>?format=xlsx|csv), keyed by the list's route.
 * The columns are the screen's, in Spanish, with labels instead of codes; leadsIo/export/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const FLEET_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/company': {
    spec: exportSpec('empresas', 'Empresas', [
      idColumn,
      col.text('Empresa', 'name', 36),
      col.text('Razón social', 'businessName', 36),
      col.text('Giro', 'CompanySector.description', 22),
      col.text('Tipo', 'CompanyType.description', 22),
      col.text('Tamaño', 'CompanySize.description', 22),
      col.text('Ejecutivo', 'User.firstAndLastName', 26),
      col.custom('Estado', (r) => (r.active ? 'Activa' : 'Inactiva'), 10),
      col.date('Fecha de alta', 'createdAt'),
    ]),
  },
  '/api/lead-fleet': {
    spec: exportSpec('leads-flotilla', 'Leads de flotilla', [
      idColumn,
      col.text('Contacto', 'contactName', 30),
      col.text('Empresa', 'companyName', 36),
      col.text('Correo', 'email', 30),
      col.phone('Teléfono', 'phone'),
      col.custom('Fase', (r) => FLEET_PHASE_LABELS[r.phase as FleetPhase] ?? String(r.phase ?? '-'), 16),
      col.custom('Estado', (r) => FLEET_LEAD_STATUS_LABELS[r.status as FleetLeadStatus] ?? String(r.status ?? '-'), 10),
      col.text('Ejecutivo', 'user', 26),
      col.number('Unidades', 'totalQuantity'),
      col.day('Fecha estimada de compra', 'expectedPurchaseDate'),
      col.date('Última actividad', 'lastActivityDate'),
      col.date('Fecha de creación', 'createdAt'),
    ]),
  },
  '/api/lead-fleet-prospect': {
    spec: exportSpec('prospectos', 'Prospectos', [
      idColumn,
      col.text('Nombre', 'firstAndLastName', 30),
      col.text('Correo', 'email', 30),
      col.phone('Teléfono', 'phone'),
      col.text('Empresa', 'companyName', 36),
      col.text('Puesto', 'position', 24),
      col.text('Vehículo', 'Product.name', 18),
      col.number('Unidades', 'quantity'),
      col.custom('Estado', (r) => (r.convertedToLeadAt ? 'Convertido' : r.active ? 'Activo' : 'Inactivo'), 12),
      col.date('Fecha', 'createdAt'),
    ]),
  },
  '/api/lead-fleet/data/closed-sales': {
    spec: exportSpec('ventas-cerradas', 'Ventas cerradas', [
      col.number('Lead', 'LeadFleetId', 8),
      col.text('Empresa', 'companyName', 36),
      col.text('Ejecutivo', 'User.firstAndLastName', 26),
      col.text('Modelos', 'models', 30),
      col.number('Unidades', 'units'),
      col.date('Fecha', 'createdAt'),
    ]),
  },
};
