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
  // Folio, right, person, state and deadline fit a 1024 px window with the menu open (634 px): the
  // screen lays the table out fixed (a long name is cut, its full text on hover) and leaves out the
  // others as the list narrows: records and the day received first, then the handler, then the due day.
  { path: 'id', title: 'Folio', kind: 'number', width: 10, px: 64 },
  { path: 'type', title: 'Derecho', kind: 'custom', width: 16, px: 120, value: (r) => ARCO_TYPES[r.type] },
  { path: 'personName', title: 'Persona', kind: 'text', width: 30, px: 160 },
  { path: 'state', title: 'Estado', kind: 'custom', width: 16, px: 120, value: (r) => ARCO_STATES[r.state] },
  { path: 'receivedOn', title: 'Recibida', kind: 'day', width: 14, px: 110, drop: 1 },
  { path: 'dueOn', title: 'Vence', kind: 'day', width: 14, px: 110, drop: 3 },
  { path: 'businessDaysLeft', title: 'Plazo', kind: 'custom', width: 20, px: 170, value: arcoClockText },
  { path: 'records', title: 'Registros', kind: 'number', width: 10, px: 100, drop: 1 },
  { path: 'handlerName', title: 'Atiende', kind: 'text', width: 24, px: 180, empty: '—', drop: 2 },
]);
