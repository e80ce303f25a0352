import type { AccessoryLead } from '../schemas/ecommerceResponses';
import { defineListColumns } from './defineListColumns';

const ACCESSORY_STAGES: Record<string, string> = { NUEVO: 'Nuevo', CONTACTADO: 'Contactado', VENDIDO: 'Vendido' };

/**
 * Leads de accesorios (GET /lead-accesorios/): its screen's columns, its sort keys and its export
 * ('leads-accesorios'). The screen shows the e-mail under the name and the last change; the export
 * writes the e-mail, the code, the origin, the stage and the creation. The list also sorts by e-mail
 * and creation, columns only the export writes.
 */
export const ACCESSORY_LEAD_COLUMNS = defineListColumns<AccessoryLead>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8, only: 'export' },
  { path: 'name', title: 'Nombre y correo', exportTitle: 'Nombre', kind: 'text', sort: 'name', width: 30 },
  { path: 'email', title: 'Correo', kind: 'text', sort: 'email', width: 30, only: 'export' },
  { path: 'phone', title: 'Teléfono', kind: 'phone', sort: 'phone' },
  { path: 'Item.name', title: 'Artículo', exportTitle: 'Accesorio', kind: 'text', sort: 'item', width: 30 },
  { path: 'Item.modelAccessory', title: 'Código', kind: 'text', width: 16, only: 'export' },
  { path: 'origin', title: 'Origen', kind: 'text', width: 18, only: 'export' },
  { path: 'stage', title: 'Etapa', kind: 'custom', width: 12, only: 'export', value: (r) => ACCESSORY_STAGES[String(r.stage)] ?? String(r.stage ?? '-') },
  { path: 'updatedAt', title: 'Última modificación', kind: 'date', sort: 'updatedAt', only: 'screen' },
  { path: 'createdAt', title: 'Fecha', kind: 'date', sort: 'createdAt', only: 'export' },
]);
