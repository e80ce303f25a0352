import { col, exportSpec, idColumn, type ListExport } from '../../lib/listExport/exportColumns';

type Obj = Record<string, unknown>;

const ACCESSORY_STAGES: Record<string, string> = { NUEVO: 'Nuevo', CONTACTADO: 'Contactado', VENDIDO: 'Vendido' };

/**
 * Accessory leads and the e-commerce items: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route.
 * The columns are the screen's, in Spanish, with labels instead of codes; leadsIo/export/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const ECOMMERCE_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/lead-accesorios/': {
    spec: exportSpec('leads-accesorios', 'Leads de accesorios', [
      idColumn,
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
  '/ecommerce-api/ecommerce': {
    spec: exportSpec('productos-ecommerce', 'Accesorios', [
      idColumn,
      col.text('Nombre', 'name', 30),
      col.text('Código', 'modelAccessory', 16),
      col.text('Tipo', 'ItemAccesoryType.name', 18),
      col.money('Precio', 'price'),
      col.custom('Modelos compatibles', (r) => (Array.isArray(r.Products) ? (r.Products as Obj[]).map((p) => String(p.name)).join(', ') : '-'), 40),
      col.date('Fecha de alta', 'createdAt'),
    ]),
  },
};
