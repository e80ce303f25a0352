import { MSG } from '../messages';
import type { AppointmentRow } from '../schemas/appointmentResponses';
import { defineListColumns } from './defineListColumns';

/** Citas (GET /leadActivity/data/appointments): its export ('citas'). */
export const APPOINTMENT_COLUMNS = defineListColumns<AppointmentRow>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8 },
  { path: 'name', title: 'Cliente', kind: 'text', width: 30 },
  { path: 'email', title: 'Correo', kind: 'text', width: 30 },
  { path: 'phone', title: 'Teléfono', kind: 'phone' },
  { path: 'Type', title: 'Tipo', kind: 'text', width: 18 },
  { path: 'User', title: 'Asesor', kind: 'text', empty: MSG.noAdviser, width: 26 },
  { path: 'Product', title: 'Modelo', kind: 'text', width: 18 },
  { path: 'date', title: 'Fecha', kind: 'date' },
  { path: 'AppointmentStatus', title: 'Estado', kind: 'label', labels: 'appointmentStatus' },
  { path: 'comments', title: 'Comentarios', kind: 'text', width: 40 },
]);
