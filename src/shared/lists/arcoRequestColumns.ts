import { ARCO_STATES, ARCO_TYPES } from '../domain/arcoMessages';
import type { ArcoRequestRow } from '../schemas/arcoRequests';
import { defineListColumns } from './defineListColumns';

/** What the deadline column says: business days left, due today, or overdue; nothing once answered. */
export function arcoClockText(r: Pick<ArcoRequestRow, 'businessDaysLeft'>): string {
  const n = r.businessDaysLeft;
  if (n === null) return '—';
  if (n === 0) return 'Vence hoy';
  if (n < 0) return n === -1 ? 'Vencida hace 1 día hábil' : `Vencida hace ${-n} días hábiles`;
  return n === 1 ? '1 día hábil' : `${n} días hábiles`;
}

/** 'Solicitudes ARCO' (GET /privacy/arco, issue 54): its screen's columns. */
export const ARCO_REQUEST_COLUMNS = defineListColumns<ArcoRequestRow>()([
  { path: 'id', title: 'Folio', kind: 'number', width: 10, px: 80 },
  { path: 'type', title: 'Derecho', kind: 'custom', width: 16, px: 130, value: (r) => ARCO_TYPES[r.type] },
  { path: 'personName', title: 'Persona', kind: 'text', width: 30 },
  { path: 'state', title: 'Estado', kind: 'custom', width: 16, px: 130, value: (r) => ARCO_STATES[r.state] },
  { path: 'receivedOn', title: 'Recibida', kind: 'day', width: 14, px: 120 },
  { path: 'dueOn', title: 'Vence', kind: 'day', width: 14, px: 120 },
  { path: 'businessDaysLeft', title: 'Plazo', kind: 'custom', width: 20, px: 190, value: arcoClockText },
  { path: 'records', title: 'Registros', kind: 'number', width: 10, px: 100 },
  { path: 'handlerName', title: 'Atiende', kind: 'text', width: 24, empty: '—' },
]);
