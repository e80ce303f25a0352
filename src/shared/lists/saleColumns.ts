import { MSG } from '../messages';
import type { SaleRow } from '../schemas/saleResponses';
import { defineListColumns } from './defineListColumns';

/** Ventas reportadas (GET /sale/dashboard): its export ('ventas-reportadas'). */
export const SALE_COLUMNS = defineListColumns<SaleRow>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8 },
  { path: 'Lead.firstAndLastName', title: 'Cliente', kind: 'text', width: 30 },
  { path: 'Lead.email', title: 'Correo', kind: 'text', width: 30 },
  { path: 'Lead.phone', title: 'Teléfono', kind: 'phone' },
  { path: 'Product.name', title: 'Modelo', kind: 'text', width: 18 },
  { path: 'Product.version', title: 'Versión', kind: 'text', width: 14 },
  { path: 'Product.color', title: 'Color', kind: 'text', width: 14 },
  { path: 'User.firstAndLastName', title: 'Asesor', kind: 'text', empty: MSG.noAdviser, width: 26 },
  { path: 'stage', title: 'Etapa', kind: 'label', labels: 'saleStage' },
  { path: 'InvoiceNumber', title: 'Factura', kind: 'text', width: 16 },
  { path: 'salePrice', title: 'Precio', kind: 'money' },
  { path: 'paymentMethod', title: 'Forma de pago', kind: 'label', labels: 'paymentMethod' },
  { path: 'bank', title: 'Financiera', kind: 'label', labels: 'bank' },
  { path: 'saleCondition', title: 'Condición', kind: 'label', labels: 'saleCondition' },
  { path: 'createdAt', title: 'Fecha', kind: 'date' },
]);
