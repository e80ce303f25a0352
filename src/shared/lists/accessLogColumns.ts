import { ACCESS_ACTIONS, type AccessAction } from '../domain/privacyMessages';
import type { AccessLogRow } from '../schemas/privacy';
import { defineListColumns } from './defineListColumns';

/** 'Bitácora de acceso' (GET /privacy/access-log, issue 54): its screen's columns and its export ('bitacora-de-acceso'). */
export const ACCESS_LOG_COLUMNS = defineListColumns<AccessLogRow>()([
  { path: 'at', title: 'Fecha', kind: 'date', width: 20, px: 170 },
  { path: 'userName', title: 'Usuario', kind: 'text', width: 28, empty: 'Sistema' },
  { path: 'action', title: 'Acción', kind: 'custom', width: 30, value: (r) => ACCESS_ACTIONS[r.action as AccessAction] ?? r.action },
  { path: 'target', title: 'Qué', kind: 'text', width: 36 },
  { path: 'leadId', title: 'Lead', kind: 'number', width: 10, px: 90 },
  { path: 'person', title: 'Persona', kind: 'text', width: 28 },
  { path: 'rows', title: 'Filas', kind: 'number', width: 10, px: 90 },
], ['at']);
