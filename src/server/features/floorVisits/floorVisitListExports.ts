import { adviserColumn, col, exportSpec, idColumn, type ListExport } from '../../lib/listExport/exportColumns';

/**
 * Floor visits: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route.
 * The columns are the screen's, in Spanish, with labels instead of codes; leadsIo/export/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const FLOOR_VISIT_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/registro-visitas': {
    spec: exportSpec('visitas-piso', 'Visitas a piso', [
      idColumn,
      col.text('Cliente', 'name', 30),
      col.label('Fase', 'leadPhase', 'phase'),
      col.date('Fecha', 'date'),
      col.text('Modelo', 'model', 18),
      adviserColumn('adviser'),
      col.label('Cliente nuevo o existente', 'floorVisitOrigin', 'origin'),
      col.label('Tipo', 'floorVisitType', 'type'),
    ]),
  },
};
