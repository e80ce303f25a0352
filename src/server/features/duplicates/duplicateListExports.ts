import { col, exportSpec, idColumn, type ListExport } from '../../lib/listExport/exportColumns';

/**
 * Duplicate pairs: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route.
 * The columns are the screen's, in Spanish, with labels instead of codes; leadsIo/export/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const DUPLICATE_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/leads-duplicados': {
    spec: exportSpec('duplicados', 'Duplicados', [
      idColumn,
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
};
