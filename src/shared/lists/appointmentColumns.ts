import { MSG } from '../messages';
import type { AppointmentRow } from '../schemas/appointmentResponses';
import { defineListColumns } from './defineListColumns';

/** Citas (GET /leadActivity/data/appointments): its sort keys ('type' is the old spelling of 'Type') and its export ('citas'). */
export const APPOINTMENT_COLUMNS = defineListColumns<AppointmentRow>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8, sort: 'id' },
  { path: 'name', title: 'Cliente', kind: 'text', width: 30, sort: 'name' },
  { path: 'email', title: 'Correo', kind: 'text', width: 30 },
  { path: 'phone', title: 'Teléfono', kind: 'phone' },
  { path: 'Type', title: 'Tipo', kind: 'text', width: 18, sort: 'Type' },
  { path: 'User', title: 'Asesor', kind: 'text', empty: MSG.noAdviser, width: 26, sort: 'User' },
  { path: 'Product', title: 'Modelo', kind: 'text', width: 18, sort: 'Product' },
  { path: 'date', title: 'Fecha', kind: 'date', sort: 'date' },
  { path: 'AppointmentStatus', title: 'Estado', kind: 'label', labels: 'appointmentStatus', sort: 'AppointmentStatus' },
  { path: 'comments', title: 'Comentarios', kind: 'text', width: 40 },
], ['type']);
