import type { DuplicatePairRow } from '../schemas/duplicateResponses';
import { defineListColumns } from './defineListColumns';

/**
 * Duplicados (GET /leads-duplicados): its one order (the best match, then the newest; the screen cannot
 * pick another) and its export ('duplicados').
 */
export const DUPLICATE_COLUMNS = defineListColumns<DuplicatePairRow>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8 },
  { path: 'lead_id', title: 'Lead', kind: 'number', width: 8 },
  { path: 'lead_name', title: 'Nombre', kind: 'text', width: 28 },
  { path: 'lead_email', title: 'Correo', kind: 'text', width: 28 },
  { path: 'lead_phone', title: 'Teléfono', kind: 'phone' },
  { path: 'matched_id', title: 'Lead coincidente', kind: 'number', width: 10 },
  { path: 'matched_name', title: 'Nombre coincidente', kind: 'text', width: 28 },
  { path: 'matched_email', title: 'Correo coincidente', kind: 'text', width: 28 },
  { path: 'matched_phone', title: 'Teléfono coincidente', kind: 'phone' },
  { path: 'score', title: 'Coincidencia', kind: 'custom', width: 12, value: (r) => (typeof r.score === 'number' ? `${r.score}%` : '-') },
  { path: 'createdAt', title: 'Fecha', kind: 'date' },
], ['score', 'createdAt']);
