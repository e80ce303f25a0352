import type { AccessoryItem, AccessoryLead } from '../schemas/ecommerceResponses';
import { defineListColumns } from './defineListColumns';

const ACCESSORY_STAGES: Record<string, string> = { NUEVO: 'Nuevo', CONTACTADO: 'Contactado', VENDIDO: 'Vendido' };

/** Leads de accesorios (GET /lead-accesorios/): its export ('leads-accesorios'). */
export const ACCESSORY_LEAD_COLUMNS = defineListColumns<AccessoryLead>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8 },
  { path: 'name', title: 'Nombre', kind: 'text', width: 30 },
  { path: 'email', title: 'Correo', kind: 'text', width: 30 },
  { path: 'phone', title: 'Teléfono', kind: 'phone' },
  { path: 'Item.name', title: 'Accesorio', kind: 'text', width: 30 },
  { path: 'Item.modelAccessory', title: 'Código', kind: 'text', width: 16 },
  { path: 'origin', title: 'Origen', kind: 'text', width: 18 },
  { path: 'stage', title: 'Etapa', kind: 'custom', width: 12, value: (r) => ACCESSORY_STAGES[String(r.stage)] ?? String(r.stage ?? '-') },
  { path: 'createdAt', title: 'Fecha', kind: 'date' },
]);

/** Accesorios (GET /ecommerce-api/ecommerce): its export ('productos-ecommerce'). */
export const ECOMMERCE_ITEM_COLUMNS = defineListColumns<AccessoryItem>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8 },
  { path: 'name', title: 'Nombre', kind: 'text', width: 30 },
  { path: 'modelAccessory', title: 'Código', kind: 'text', width: 16 },
  { path: 'ItemAccesoryType.name', title: 'Tipo', kind: 'text', width: 18 },
  { path: 'price', title: 'Precio', kind: 'money' },
  { path: 'Products', title: 'Modelos compatibles', kind: 'custom', width: 40, value: (r) => (Array.isArray(r.Products) ? r.Products.map((p) => String(p.name)).join(', ') : '-') },
  { path: 'createdAt', title: 'Fecha de alta', kind: 'date' },
]);
