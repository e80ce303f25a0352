import { MSG } from '../../../../shared/messages';
import { FLEET_PHASE_LABELS, type FleetPhase } from '../../../../shared/domain/fleetPhases';
import { FLEET_LEAD_STATUS_LABELS, type FleetLeadStatus } from '../../../../shared/domain/fleetConstants';
import { leadContactsOf } from '../../leads';
import type { Db } from '../../../db/client';
import { col, pick, type ExportColumn, type ExportSpec } from './exportColumns';
import type { ListExport } from './listExport';

type Obj = Record<string, unknown>;

const leadName = col.text('Contacto', 'firstAndLastName', 30);
const id = col.number('ID', 'id', 8);
const adviserName = (path: string, header = 'Asesor'): ExportColumn => col.custom(header, (r) => (pick(r, path) as string | null | undefined) || MSG.noAdviser, 26);
const ACCESSORY_STAGES: Record<string, string> = { NUEVO: 'Nuevo', CONTACTADO: 'Contactado', VENDIDO: 'Vendido' };

/** The leads list's rows carry no contact data; the export adds the e-mail and phone of the page's leads (masked after). */
async function withLeadContacts(db: Db, rows: Obj[]): Promise<Obj[]> {
  const ids = rows.map((r) => r.id).filter((v): v is number => typeof v === 'number');
  const found = await leadContactsOf(db, ids);
  const byId = new Map(found.map((f) => [f.id, f]));
  return rows.map((r) => ({ ...r, email: byId.get(r.id as number)?.email ?? null, phone: byId.get(r.id as number)?.phone ?? null }));
}

const spec = (fileBase: string, sheet: string, columns: ExportColumn[], rowsOf?: ExportSpec['rowsOf']): ExportSpec => ({ fileBase, sheet, columns, rowsOf });

const phaseLeadColumns = (extra: ExportColumn[]): ExportColumn[] => [
  id,
  leadName,
  col.text('Correo', 'email', 30),
  col.phone('Teléfono', 'phone'),
  col.text('Modelo', 'model', 18),
  adviserName('User.firstAndLastName'),
  col.text('Motivo', 'reason', 30),
  ...extra,
  col.date('Fecha de creación', 'createdAt'),
  col.date('Último contacto', 'lastContactAt'),
];

/**
 * Every exportable list, by its route (the list's own call: same path, same filters, same permission).
 * The columns are the screen's, in Spanish, with labels instead of codes. A test checks each path is
 * still a route, so a list moved or renamed without its export fails the build.
 */
const EXPORTS: Record<string, ListExport> = {
  '/api/lead/new': {
    spec: spec('leads', 'Leads', [
      id,
      leadName,
      col.text('Correo', 'email', 30),
      col.phone('Teléfono', 'phone'),
      col.label('Fase', 'leadPhase', 'phase'),
      col.label('Estado', 'subStatus', 'subStatus'),
      adviserName('adviser'),
      col.text('Origen', 'LeadOrigin.description', 18),
      col.text('Modelo', 'productName', 18),
      col.date('Fecha', 'createdAt'),
      col.date('Último contacto', 'lastContactBasis'),
    ]),
    enrich: withLeadContacts,
  },
  '/api/leads/frozen': { spec: spec('leads-congelados', 'Congelados', phaseLeadColumns([])) },
  '/api/leads/future-sale': { spec: spec('leads-venta-futura', 'Venta futura', phaseLeadColumns([col.date('Fecha de reactivación', 'reactivationDate')])) },
  '/api/leads/search': {
    spec: spec('busqueda-leads', 'Búsqueda', [
      id,
      leadName,
      col.text('Correo', 'email', 30),
      col.phone('Teléfono', 'phone'),
      col.label('Fase', 'leadPhase', 'phase'),
      col.label('Estado', 'subStatus', 'subStatus'),
      col.text('Modelo', 'model', 18),
      adviserName('User.firstAndLastName'),
      col.date('Fecha de creación', 'createdAt'),
      col.date('Último contacto', 'lastContactAt'),
    ]),
  },
  '/api/leadActivity/data/appointments': {
    spec: spec('citas', 'Citas', [
      id,
      col.text('Cliente', 'name', 30),
      col.text('Correo', 'email', 30),
      col.phone('Teléfono', 'phone'),
      col.text('Tipo', 'Type', 18),
      adviserName('User'),
      col.text('Modelo', 'Product', 18),
      col.date('Fecha', 'date'),
      col.label('Estado', 'appointmentStatus', 'AppointmentStatus'),
      col.text('Comentarios', 'comments', 40),
    ]),
  },
  '/api/registro-visitas': {
    spec: spec('visitas-piso', 'Visitas a piso', [
      id,
      col.text('Cliente', 'name', 30),
      col.label('Fase', 'leadPhase', 'phase'),
      col.date('Fecha', 'date'),
      col.text('Modelo', 'model', 18),
      adviserName('adviser'),
      col.label('Cliente nuevo o existente', 'floorVisitOrigin', 'origin'),
      col.label('Tipo', 'floorVisitType', 'type'),
    ]),
  },
  '/api/sale/dashboard': {
    spec: spec('ventas-reportadas', 'Ventas reportadas', [
      id,
      col.text('Cliente', 'Lead.firstAndLastName', 30),
      col.text('Correo', 'Lead.email', 30),
      col.phone('Teléfono', 'Lead.phone'),
      col.text('Modelo', 'Product.name', 18),
      col.text('Versión', 'Product.version', 14),
      col.text('Color', 'Product.color', 14),
      adviserName('User.firstAndLastName'),
      col.label('Etapa', 'saleStage', 'stage'),
      col.text('Factura', 'InvoiceNumber', 16),
      col.money('Precio', 'salePrice'),
      col.label('Forma de pago', 'paymentMethod', 'paymentMethod'),
      col.label('Financiera', 'bank', 'bank'),
      col.label('Condición', 'saleCondition', 'saleCondition'),
      col.date('Fecha', 'createdAt'),
    ]),
  },
  '/api/leads-duplicados': {
    spec: spec('duplicados', 'Duplicados', [
      id,
      col.number('Lead', 'lead_id', 8),
      col.text('Nombre', 'lead_name', 28),
      col.text('Correo', 'lead_email', 28),
      col.phone('Teléfono', 'lead_phone'),
      col.number('Lead coincidente', 'matched_id', 10),
      col.text('Nombre coincidente', 'matched_name', 28),
      col.text('Correo coincidente', 'matched_email', 28),
      col.phone('Teléfono coincidente', 'matched_phone'),
      col.custom('Coincidencia', (r) => (typeof r.score === 'number' ? `${r.score}%` : '-'), 12),
      col.date('Fecha', 'createdAt'),
    ]),
  },
  '/api/company': {
    spec: spec('empresas', 'Empresas', [
      id,
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
    spec: spec('leads-flotilla', 'Leads de flotilla', [
      id,
      col.text('Contacto', 'contactName', 30),
      col.text('Empresa', 'companyName', 36),
      col.text('Correo', 'email', 30),
      col.phone('Teléfono', 'phone'),
      col.custom('Fase', (r) => FLEET_PHASE_LABELS[r.phase as FleetPhase] ?? String(r.phase ?? '-'), 16),
      col.custom('Estado', (r) => FLEET_LEAD_STATUS_LABELS[r.status as FleetLeadStatus] ?? String(r.status ?? '-'), 10),
      col.text('Ejecutivo', 'user', 26),
      col.number('Unidades', 'totalQuantity'),
      col.date('Última actividad', 'lastActivityDate'),
      col.date('Fecha de creación', 'createdAt'),
    ]),
  },
  '/api/lead-fleet-prospect': {
    spec: spec('prospectos', 'Prospectos', [
      id,
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
    spec: spec('ventas-cerradas', 'Ventas cerradas', [
      col.number('Lead', 'LeadFleetId', 8),
      col.text('Empresa', 'companyName', 36),
      col.text('Ejecutivo', 'User.firstAndLastName', 26),
      col.text('Modelos', 'models', 30),
      col.number('Unidades', 'units'),
      col.date('Fecha', 'createdAt'),
    ]),
  },
  '/api/bolsa-trabajo/': {
    spec: spec('vacantes', 'Vacantes', [
      id,
      col.text('Puesto', 'title', 36),
      col.text('Ubicación', 'location', 22),
      col.text('Área', 'area', 18),
      col.text('Sueldo', 'salary', 30),
      col.date('Fecha de publicación', 'createdAt'),
    ]),
  },
  '/api/lead-accesorios/': {
    spec: spec('leads-accesorios', 'Leads de accesorios', [
      id,
      col.text('Nombre', 'name', 30),
      col.text('Correo', 'email', 30),
      col.phone('Teléfono', 'phone'),
      col.text('Accesorio', 'Item.name', 30),
      col.text('Código', 'Item.modelAccessory', 16),
      col.text('Origen', 'origin', 18),
      col.custom('Etapa', (r) => ACCESSORY_STAGES[String(r.stage)] ?? String(r.stage ?? '-'), 12),
      col.date('Fecha', 'createdAt'),
    ]),
  },
  '/api/product/': {
    spec: spec('productos', 'Productos', [
      id,
      col.text('Nombre', 'name', 24),
      col.text('Línea', 'model', 16),
      col.text('Versión', 'version', 16),
      col.text('Transmisión', 'transmission', 14),
      col.number('Modelo (año)', 'year'),
      col.money('Precio desde', 'price'),
      col.custom('Estado', (r) => (r.active ? 'Activo' : 'Inactivo'), 10),
      col.date('Fecha de alta', 'createdAt'),
    ]),
  },
  '/ecommerce-api/ecommerce': {
    spec: spec('productos-ecommerce', 'Accesorios', [
      id,
      col.text('Nombre', 'name', 30),
      col.text('Código', 'modelAccessory', 16),
      col.text('Tipo', 'ItemAccesoryType.name', 18),
      col.money('Precio', 'price'),
      col.custom('Modelos compatibles', (r) => (Array.isArray(r.Products) ? (r.Products as Obj[]).map((p) => String(p.name)).join(', ') : '-'), 40),
      col.date('Fecha de alta', 'createdAt'),
    ]),
  },
};

/** Lists served at two spellings (with and without the trailing slash) export at both. */
export const LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  ...EXPORTS,
  '/api/bolsa-trabajo': EXPORTS['/api/bolsa-trabajo/']!,
  '/api/product': EXPORTS['/api/product/']!,
};
