import { MSG } from '../messages';
import type { FloorVisitRow } from '../schemas/floorVisitResponses';
import { defineListColumns } from './defineListColumns';

/**
 * Visitas a piso (GET /registro-visitas): its screen's columns (titles of their own where the export's
 * header differs), its sort keys (the lead's id too, no column shows it) and its export ('visitas-piso').
 */
export const FLOOR_VISIT_COLUMNS = defineListColumns<FloorVisitRow>()(
  [
    { path: 'id', title: 'ID', kind: 'number', width: 8, sort: 'id', only: 'export' },
    { path: 'name', title: 'Nombre', exportTitle: 'Cliente', kind: 'text', width: 30, sort: 'name' },
    { path: 'phase', title: 'Fase', kind: 'label', labels: 'leadPhase', sort: 'phase', only: 'export' },
    { path: 'date', title: 'Fecha', kind: 'date', sort: 'date' },
    { path: 'model', title: 'Modelo de interés', exportTitle: 'Modelo', kind: 'text', width: 18, sort: 'model', drop: 3 },
    { path: 'adviser', title: 'Asesor', kind: 'text', empty: MSG.noAdviser, width: 26, sort: 'adviser' },
    { path: 'origin', title: 'Origen', exportTitle: 'Cliente nuevo o existente', kind: 'label', labels: 'floorVisitOrigin', sort: 'origin', drop: 1 },
    { path: 'type', title: 'Tipo de visita', exportTitle: 'Tipo', kind: 'label', labels: 'floorVisitType', sort: 'type', drop: 2 },
  ],
  ['LeadId'],
);
