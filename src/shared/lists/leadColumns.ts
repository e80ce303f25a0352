import { MSG } from '../messages';
import { WHATSAPP_UNREAD_TEXTS } from '../domain/whatsappUnreadTexts';
import type { LeadListRow, ListedLead } from '../schemas/leadResponses';
import { defineListColumns } from './defineListColumns';

/**
 * The leads list's row, with the contact the export adds to each page (leads/leadListExports.ts);
 * optional, since the screen's rows lack it (those columns are the export's only).
 */
export type LeadListExportRow = LeadListRow & { email?: string | null; phone?: string | null };

/** Leads (GET /lead/new): its sort keys ('<key>:<asc|desc>') and its export ('leads'). */
export const LEAD_COLUMNS = defineListColumns<LeadListExportRow>()([
  // The screen shows the ID beside the contact's name, and the contact details on the lead.
  { path: 'id', title: 'ID', kind: 'number', sort: 'id', width: 8, only: 'export' },
  { path: 'firstAndLastName', title: 'Contacto', kind: 'text', sort: 'contact', width: 30, px: 230 },
  { path: 'email', title: 'Correo', kind: 'text', width: 30, only: 'export' },
  { path: 'phone', title: 'Teléfono', kind: 'phone', only: 'export' },
  { path: 'phase', title: 'Fase', kind: 'label', labels: 'leadPhase', sort: 'phase' },
  { path: 'subStatus', title: 'Estado', kind: 'label', labels: 'subStatus', sort: 'subStatus' },
  { path: 'adviser', title: 'Asesor', kind: 'text', empty: MSG.noAdviser, sort: 'adviser', width: 26 },
  { path: 'LeadOrigin.description', title: 'Origen', kind: 'text', width: 18, only: 'export' },
  { path: 'productName', title: 'Modelo', kind: 'text', width: 18, only: 'export' },
  { path: 'createdAt', title: 'Fecha', kind: 'date', sort: 'createdAt' },
  { path: 'expectedPurchaseDate', title: 'Fecha estimada de compra', kind: 'day', only: 'export', filter: 'days' },
  // The screen's running business-hours timer (second on the screen, last in the export).
  { path: 'lastContactBasis', title: 'Última actividad', exportTitle: 'Último contacto', kind: 'date', sort: 'lastContact' },
  // Unread inbound WhatsApp messages (issue 53): a column of the lead row (leads.whatsapp_unread), read for the page's rows only.
  { path: 'whatsappUnread', title: WHATSAPP_UNREAD_TEXTS.unreadColumn, kind: 'custom', value: (r) => (r.whatsappUnread ? WHATSAPP_UNREAD_TEXTS.unreadMarker : ''), px: 100, only: 'screen' },
]);

// The screens show the ID beside the contact's name, and the contact details on the lead.
const phaseLeadHead = [
  { path: 'id', title: 'ID', kind: 'number', width: 8, only: 'export' },
  { path: 'firstAndLastName', title: 'Contacto', kind: 'text', width: 30 },
  { path: 'email', title: 'Correo', kind: 'text', width: 30, only: 'export' },
  { path: 'phone', title: 'Teléfono', kind: 'phone', only: 'export' },
  { path: 'model', title: 'Vehículo', exportTitle: 'Modelo', kind: 'text', width: 18, drop: 1 },
  { path: 'User.firstAndLastName', title: 'Asesor', kind: 'text', empty: MSG.noAdviser, width: 26 },
] as const;
const phaseLeadReason = { path: 'reason', title: 'Motivo', kind: 'text', width: 30, drop: 2 } as const;
const phaseLeadTail = [
  { path: 'createdAt', title: 'Fecha', exportTitle: 'Fecha de creación', kind: 'date' },
  { path: 'lastContactAt', title: 'Último contacto', kind: 'date', only: 'export' },
] as const;

/** Congelados (GET /leads/frozen): its order (the latest change first, no column shows it) and its export ('leads-congelados'). */
export const FROZEN_LEAD_COLUMNS = defineListColumns<ListedLead>()([...phaseLeadHead, phaseLeadReason, ...phaseLeadTail], ['updatedAt']);

/** Venta futura (GET /leads/future-sale): its order (the nearest reactivation first; the screen cannot pick another) and its export ('leads-venta-futura'); the screen shows the reactivation date instead of the reason. */
export const FUTURE_SALE_LEAD_COLUMNS = defineListColumns<ListedLead>()(
  [...phaseLeadHead, { ...phaseLeadReason, only: 'export' }, { path: 'reactivationDate', title: 'Fecha de reactivación', kind: 'date' }, ...phaseLeadTail],
  ['reactivationDate'],
);

/** Búsqueda (GET /leads/search): its order (the newest first; the screen cannot pick another) and its export ('busqueda-leads'). */
export const LEAD_SEARCH_COLUMNS = defineListColumns<ListedLead>()([
  // The screen shows the e-mail (or phone) under the name and the phase in its title.
  { path: 'id', title: 'ID', kind: 'number', width: 8, only: 'export' },
  { path: 'firstAndLastName', title: 'Contacto', kind: 'text', width: 30 },
  { path: 'email', title: 'Correo', kind: 'text', width: 30, only: 'export' },
  { path: 'phone', title: 'Teléfono', kind: 'phone', only: 'export' },
  { path: 'phase', title: 'Fase', kind: 'label', labels: 'leadPhase', only: 'export' },
  { path: 'subStatus', title: 'Estado', kind: 'label', labels: 'subStatus' },
  { path: 'model', title: 'Modelo', kind: 'text', width: 18, only: 'export' },
  { path: 'User.firstAndLastName', title: 'Asesor', kind: 'text', empty: MSG.noAdviser, width: 26 },
  { path: 'createdAt', title: 'Fecha', exportTitle: 'Fecha de creación', kind: 'date' },
  { path: 'lastContactAt', title: 'Ult. Contacto', exportTitle: 'Último contacto', kind: 'date' },
], ['createdAt']);
