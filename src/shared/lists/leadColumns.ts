import { MSG } from '../messages';
import type { LeadListRow, ListedLead } from '../schemas/leadResponses';
import { defineListColumns } from './defineListColumns';

/** The leads list's row, with the contact the export adds to each page (leads/leadListExports.ts). */
export type LeadListExportRow = LeadListRow & { email: string | null; phone: string | null };

/** Leads (GET /lead/new): its sort keys ('<key>:<asc|desc>') and its export ('leads'). */
export const LEAD_COLUMNS = defineListColumns<LeadListExportRow>()([
  { path: 'id', title: 'ID', kind: 'number', sort: 'id', width: 8 },
  { path: 'firstAndLastName', title: 'Contacto', kind: 'text', sort: 'contact', width: 30 },
  { path: 'email', title: 'Correo', kind: 'text', width: 30 },
  { path: 'phone', title: 'Teléfono', kind: 'phone' },
  { path: 'phase', title: 'Fase', kind: 'label', labels: 'leadPhase', sort: 'phase' },
  { path: 'subStatus', title: 'Estado', kind: 'label', labels: 'subStatus', sort: 'subStatus' },
  { path: 'adviser', title: 'Asesor', kind: 'text', empty: MSG.noAdviser, sort: 'adviser', width: 26 },
  { path: 'LeadOrigin.description', title: 'Origen', kind: 'text', width: 18 },
  { path: 'productName', title: 'Modelo', kind: 'text', width: 18 },
  { path: 'createdAt', title: 'Fecha', kind: 'date', sort: 'createdAt' },
  { path: 'lastContactBasis', title: 'Último contacto', kind: 'date', sort: 'lastContact' },
]);

const phaseLeadHead = [
  { path: 'id', title: 'ID', kind: 'number', width: 8 },
  { path: 'firstAndLastName', title: 'Contacto', kind: 'text', width: 30 },
  { path: 'email', title: 'Correo', kind: 'text', width: 30 },
  { path: 'phone', title: 'Teléfono', kind: 'phone' },
  { path: 'model', title: 'Modelo', kind: 'text', width: 18 },
  { path: 'User.firstAndLastName', title: 'Asesor', kind: 'text', empty: MSG.noAdviser, width: 26 },
  { path: 'reason', title: 'Motivo', kind: 'text', width: 30 },
] as const;
const phaseLeadTail = [
  { path: 'createdAt', title: 'Fecha de creación', kind: 'date' },
  { path: 'lastContactAt', title: 'Último contacto', kind: 'date' },
] as const;

/** Congelados (GET /leads/frozen): its order (the latest change first, no column shows it) and its export ('leads-congelados'). */
export const FROZEN_LEAD_COLUMNS = defineListColumns<ListedLead>()([...phaseLeadHead, ...phaseLeadTail], ['updatedAt']);

/** Venta futura (GET /leads/future-sale): its order (the nearest reactivation first; the screen cannot pick another) and its export ('leads-venta-futura'). */
export const FUTURE_SALE_LEAD_COLUMNS = defineListColumns<ListedLead>()(
  [...phaseLeadHead, { path: 'reactivationDate', title: 'Fecha de reactivación', kind: 'date' }, ...phaseLeadTail],
  ['reactivationDate'],
);

/** Búsqueda (GET /leads/search): its order (the newest first; the screen cannot pick another) and its export ('busqueda-leads'). */
export const LEAD_SEARCH_COLUMNS = defineListColumns<ListedLead>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8 },
  { path: 'firstAndLastName', title: 'Contacto', kind: 'text', width: 30 },
  { path: 'email', title: 'Correo', kind: 'text', width: 30 },
  { path: 'phone', title: 'Teléfono', kind: 'phone' },
  { path: 'phase', title: 'Fase', kind: 'label', labels: 'leadPhase' },
  { path: 'subStatus', title: 'Estado', kind: 'label', labels: 'subStatus' },
  { path: 'model', title: 'Modelo', kind: 'text', width: 18 },
  { path: 'User.firstAndLastName', title: 'Asesor', kind: 'text', empty: MSG.noAdviser, width: 26 },
  { path: 'createdAt', title: 'Fecha de creación', kind: 'date' },
  { path: 'lastContactAt', title: 'Último contacto', kind: 'date' },
], ['createdAt']);
