import type { DuplicatePairRow } from '../schemas/duplicateResponses';
import { defineListColumns } from './defineListColumns';

/**
 * Duplicados (GET /leads-duplicados): its screen's columns (each lead of the pair in one cell, where the
 * export writes its fields apart), its one order (the best match, then the newest; the screen cannot
 * pick another) and its export ('duplicados').
 */
export const DUPLICATE_COLUMNS = defineListColumns<DuplicatePairRow>()(
  [
    { path: 'id', title: 'ID', kind: 'number', width: 8, only: 'export' },
    { path: 'lead_id', title: 'Lead', kind: 'number', width: 8, only: 'export' },
    { path: 'lead_name', title: 'Nombre', kind: 'text', width: 28, only: 'export' },
    { path: 'lead_email', title: 'Correo', kind: 'text', width: 28, only: 'export' },
    { path: 'lead_phone', title: 'Teléfono', kind: 'phone', only: 'export' },
    { path: 'lead_name', title: 'Lead 1', kind: 'text', only: 'screen', px: 280 },
    { path: 'matched_id', title: 'Lead coincidente', kind: 'number', width: 10, only: 'export' },
    { path: 'matched_name', title: 'Nombre coincidente', kind: 'text', width: 28, only: 'export' },
    { path: 'matched_email', title: 'Correo coincidente', kind: 'text', width: 28, only: 'export' },
    { path: 'matched_phone', title: 'Teléfono coincidente', kind: 'phone', only: 'export' },
    { path: 'matched_name', title: 'Lead 2', kind: 'text', only: 'screen', px: 280 },
    { path: 'score', title: 'Coincidencia', kind: 'custom', width: 12, px: 120, value: (r) => (typeof r.score === 'number' ? `${r.score}%` : '-') },
    { path: 'reasons', title: 'Motivos', kind: 'custom', only: 'screen', px: 260, drop: 1, value: (r) => r.reasons.map((x) => x.label).join(', ') || '-' },
    { path: 'createdAt', title: 'Fecha', kind: 'date', only: 'export' },
  ],
  ['score', 'createdAt'],
);
