import { MSG } from '../messages';
import type { FloorVisitRow } from '../schemas/floorVisitResponses';
import { defineListColumns } from './defineListColumns';

/** Visitas a piso (GET /registro-visitas): its export ('visitas-piso'). */
export const FLOOR_VISIT_COLUMNS = defineListColumns<FloorVisitRow>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8 },
  { path: 'name', title: 'Cliente', kind: 'text', width: 30 },
  { path: 'phase', title: 'Fase', kind: 'label', labels: 'leadPhase' },
  { path: 'date', title: 'Fecha', kind: 'date' },
  { path: 'model', title: 'Modelo', kind: 'text', width: 18 },
  { path: 'adviser', title: 'Asesor', kind: 'text', empty: MSG.noAdviser, width: 26 },
  { path: 'origin', title: 'Cliente nuevo o existente', kind: 'label', labels: 'floorVisitOrigin' },
  { path: 'type', title: 'Tipo', kind: 'label', labels: 'floorVisitType' },
]);
