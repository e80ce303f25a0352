import { MSG } from '../messages';
import type { SaleRow } from '../schemas/saleResponses';
import { defineListColumns } from './defineListColumns';

/** Ventas reportadas (GET /sale/dashboard): its export ('ventas-reportadas'). */
export const SALE_COLUMNS = defineListColumns<SaleRow>()([
  // The screen shows the model and version as one 'Producto', and the sale's details on the sale.
  { path: 'id', title: 'ID', kind: 'number', width: 8, drop: 2 },
  { path: 'Lead.firstAndLastName', title: 'Cliente', kind: 'text', width: 30 },
  { path: 'Lead.email', title: 'Correo', kind: 'text', width: 30, only: 'export' },
  { path: 'Lead.phone', title: 'Teléfono', kind: 'phone', only: 'export' },
  { path: 'Product.name', title: 'Modelo', kind: 'text', width: 18, only: 'export' },
  { path: 'Product.version', title: 'Versión', kind: 'text', width: 14, only: 'export' },
  { path: 'Product.color', title: 'Color', kind: 'text', width: 14, only: 'export' },
  { path: 'Product.model', title: 'Producto', kind: 'custom', value: (s) => (s.Product ? `${s.Product.model} ${s.Product.version}` : '-'), only: 'screen', drop: 1 },
  { path: 'User.firstAndLastName', title: 'Asesor', kind: 'text', empty: MSG.noAdviser, width: 26 },
  { path: 'stage', title: 'Etapa', kind: 'label', labels: 'saleStage' },
  { path: 'InvoiceNumber', title: 'Factura', kind: 'text', width: 16, only: 'export' },
  { path: 'salePrice', title: 'Precio', kind: 'money', only: 'export' },
  { path: 'paymentMethod', title: 'Forma de pago', kind: 'label', labels: 'paymentMethod', only: 'export' },
  { path: 'bank', title: 'Financiera', kind: 'label', labels: 'bank', only: 'export' },
  { path: 'saleCondition', title: 'Condición', kind: 'label', labels: 'saleCondition', only: 'export' },
  { path: 'createdAt', title: 'Fecha', kind: 'date' },
]);
