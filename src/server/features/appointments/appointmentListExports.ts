import { adviserColumn, col, exportSpec, idColumn, type ListExport } from '../../lib/listExport/exportColumns';

/**
 * Citas: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route.
 * The columns are the screen's, in Spanish, with labels instead of codes; leadsIo/export/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const APPOINTMENT_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/leadActivity/data/appointments': {
    spec: exportSpec('citas', 'Citas', [
      idColumn,
      col.text('Cliente', 'name', 30),
      col.text('Correo', 'email', 30),
      col.phone('Teléfono', 'phone'),
      col.text('Tipo', 'Type', 18),
      adviserColumn('User'),
      col.text('Modelo', 'Product', 18),
      col.date('Fecha', 'date'),
      col.label('Estado', 'appointmentStatus', 'AppointmentStatus'),
      col.text('Comentarios', 'comments', 40),
    ]),
  },
};
