import { col, exportSpec, idColumn, type ListExport } from '../../lib/listExport/exportColumns';

const EXPORTS: Record<string, ListExport> = {
  '/api/bolsa-trabajo/': {
    spec: exportSpec('vacantes', 'Vacantes', [
      idColumn,
      col.text('Puesto', 'title', 36),
      col.text('Ubicación', 'location', 22),
      col.text('Área', 'area', 18),
      col.text('Sueldo', 'salary', 30),
      col.date('Fecha de publicación', 'createdAt'),
    ]),
  },
};

/**
 * Vacancies: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route.
 * The columns are the screen's, in Spanish, with labels instead of codes; leadsIo/export/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const VACANCY_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  ...EXPORTS,
  // Served with and without the trailing slash: exported at both.
  '/api/bolsa-trabajo': EXPORTS['/api/bolsa-trabajo/']!,
};
