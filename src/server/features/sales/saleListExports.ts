import { adviserColumn, col, exportSpec, idColumn, type ListExport } from '../../lib/listExport/exportColumns';

/**
 * Reported sales: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route.
 * The columns are the screen's, in Spanish, with labels instead of codes; leadsIo/export/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const SALE_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/sale/dashboard': {
    spec: exportSpec('ventas-reportadas', 'Ventas reportadas', [
      idColumn,
      col.text('Cliente', 'Lead.firstAndLastName', 30),
      col.text('Correo', 'Lead.email', 30),
      col.phone('Teléfono', 'Lead.phone'),
      col.text('Modelo', 'Product.name', 18),
      col.text('Versión', 'Product.version', 14),
      col.text('Color', 'Product.color', 14),
      adviserColumn('User.firstAndLastName'),
      col.label('Etapa', 'saleStage', 'stage'),
      col.text('Factura', 'InvoiceNumber', 16),
      col.money('Precio', 'salePrice'),
      col.label('Forma de pago', 'paymentMethod', 'paymentMethod'),
      col.label('Financiera', 'bank', 'bank'),
      col.label('Condición', 'saleCondition', 'saleCondition'),
      col.date('Fecha', 'createdAt'),
    ]),
  },
};
