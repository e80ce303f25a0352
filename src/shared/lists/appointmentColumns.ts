import { MSG } from '../messages';
import type { AppointmentRow } from '../schemas/appointmentResponses';
import { defineListColumns } from './defineListColumns';

/** Citas (GET /leadActivity/data/appointments): its sort keys ('type' is the old spelling of 'Type') and its export ('citas'). */
export const APPOINTMENT_COLUMNS = defineListColumns<AppointmentRow>()([
  // The screen opens the lead for the contact details and the comments.
  { path: 'id', title: 'ID', kind: 'number', width: 8, sort: 'id', only: 'export' },
  { path: 'name', title: 'Nombre cliente', exportTitle: 'Cliente', kind: 'text', width: 30, sort: 'name' },
  { path: 'email', title: 'Correo', kind: 'text', width: 30, only: 'export' },
  { path: 'phone', title: 'Teléfono', kind: 'phone', only: 'export' },
  { path: 'Type', title: 'Tipo', kind: 'text', width: 18, sort: 'Type', px: 120 },
  { path: 'User', title: 'Asesor', kind: 'text', empty: MSG.noAdviser, width: 26, sort: 'User' },
  { path: 'Product', title: 'Modelo', kind: 'text', width: 18, sort: 'Product', px: 110 },
  { path: 'date', title: 'Fecha de cita', exportTitle: 'Fecha', kind: 'date', sort: 'date' },
  { path: 'AppointmentStatus', title: 'Estatus', exportTitle: 'Estado', kind: 'label', labels: 'appointmentStatus', sort: 'AppointmentStatus' },
  { path: 'comments', title: 'Comentarios', kind: 'text', width: 40, only: 'export' },
], ['type']);
