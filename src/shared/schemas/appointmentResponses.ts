import { z } from 'zod';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '../domain/phases';
import { dataOf, messageAnswer, pagedOf, wireDateTime, type Wire } from './wire';

/**
 * The answers of the appointment calls (issue 41): the agenda, the Citas list and its actions, the
 * lead panel's appointments and the user's reminders. Contact fields are plain text: the subasta
 * mask writes '-' over them before the serialiser.
 */

/**
 * A text column that holds one of a few values (the table keeps text, every write is one of them):
 * the server hands any text, the answer is checked against the values and the client reads them.
 */
export const wireEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.codec(z.enum(values), z.string(), { decode: (v) => v, encode: (v) => v as T[number] });

const appointmentType = wireEnum(APPOINTMENT_TYPES);
const appointmentStatus = wireEnum(APPOINTMENT_STATUSES);
/** 'Cita' or 'Prueba de manejo' (APPOINTMENT_TYPE_LABELS, computed in SQL). */
const typeLabel = wireEnum(['Cita', 'Prueba de manejo']);

/** An agenda item (spec §3): GET /agenda/day|week|month|lead-day|lead-week. */
export const agendaItemSchema = z.object({
  id: z.number(),
  date: wireDateTime,
  type: typeLabel,
  appointmentType: appointmentType,
  AppointmentStatus: appointmentStatus,
  clientName: z.string(),
  productName: z.string().nullable(),
  agencyName: z.string(),
  userName: z.string().nullable(),
  UserId: z.number().nullable(),
  LeadId: z.number(),
});
export type AgendaItem = Wire<typeof agendaItemSchema>;
export const agendaAnswer = dataOf(z.array(agendaItemSchema));

/** The agenda modal's client search (GET /agenda/leads). */
export const agendaLeadSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phase: z.string(),
  UserId: z.number().nullable(),
});
export type AgendaLead = Wire<typeof agendaLeadSchema>;
export const agendaLeadsAnswer = dataOf(z.array(agendaLeadSchema));

/** A row of GET /leadActivity/data/appointments (spec §3) and of its single-record reads. */
export const appointmentRowSchema = z.object({
  id: z.number(),
  LeadId: z.number(),
  name: z.string(),
  /** The client's given names and surnames, for a name that tells two alike clients apart. */
  firstName: z.string(),
  lastName: z.string(),
  Type: typeLabel,
  type: appointmentType,
  User: z.string().nullable(),
  UserId: z.number().nullable(),
  Product: z.string().nullable(),
  ProductId: z.number().nullable(),
  date: wireDateTime,
  AppointmentStatus: appointmentStatus,
  comments: z.string().nullable(),
  AgencyId: z.number(),
  agencyName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** When the client was seen in the showroom (the arrival loop); null before. */
  arrivedAt: wireDateTime.nullable().optional(),
});
export type AppointmentRow = Wire<typeof appointmentRowSchema>;
export const appointmentListAnswer = pagedOf(appointmentRowSchema);
export const appointmentRowAnswer = dataOf(appointmentRowSchema);

/** Confirm and closing (PATCH /leadActivity/data/appointments, /appointment-closing). */
export const appointmentActionSchema = z.object({ id: z.number(), AppointmentStatus: appointmentStatus, message: z.string() });
export type AppointmentAction = Wire<typeof appointmentActionSchema>;
export const appointmentActionAnswer = dataOf(appointmentActionSchema);
/** Reschedule (PATCH /leadActivity/appointment/:type/:id): the action's answer and the new date. */
export const appointmentRescheduleAnswer = dataOf(appointmentActionSchema.extend({ date: wireDateTime }));
/** 'Llegó' (PATCH /leadActivity/data/appointment-arrival): when, and the sentence the desk reads ('Tiene cita a las 11:00 con …'). */
export const appointmentArrivalSchema = z.object({
  id: z.number(),
  LeadId: z.number(),
  hora: z.string(),
  asesor: z.string().nullable(),
  arrivedAt: wireDateTime,
  /** false: it had already been recorded (nothing new was written). */
  first: z.boolean(),
  message: z.string(),
  cita: z.string(),
});
export type AppointmentArrival = Wire<typeof appointmentArrivalSchema>;
export const appointmentArrivalAnswer = dataOf(appointmentArrivalSchema);

/**
 * A row of the waiting-list board as the TV shows it: short names only (issue 51). The paired
 * display station's answer (GET /api/public/displays/waiting-list) is exactly this: it runs on an
 * unattended PC, so it carries nothing the board does not show.
 */
export const waitingBoardRowSchema = z.object({
  id: z.number(),
  tipo: z.string(),
  hora: z.string(),
  date: wireDateTime,
  /** First name and first surname (more when two clients of the day share them), for the TV board. */
  nombre_corto: z.string(),
  /** The adviser's first name and first surname; '' when the appointment has none. */
  asesor_corto: z.string(),
  /** The arrival loop: when the client arrived and when the adviser started it (null: not yet). */
  arrivedAt: wireDateTime.nullable(),
  startedAt: wireDateTime.nullable(),
});
export const waitingBoardAnswer = dataOf(z.array(waitingBoardRowSchema));

/** The staff's board (GET /leadActivity/data/waiting-list, signed in with appointments:manage): the board's row plus the whole names. */
export const waitingListRowSchema = waitingBoardRowSchema.extend({
  nombre_cliente: z.string(),
  asesor: z.string(),
});
export const waitingListAnswer = dataOf(z.array(waitingListRowSchema));

/** An appointment record as the lead panel's calls return it (the table's row). */
export const appointmentRecordSchema = z.object({
  id: z.number(),
  leadId: z.number(),
  agencyId: z.number(),
  userId: z.number().nullable(),
  productId: z.number().nullable(),
  type: appointmentType,
  date: wireDateTime,
  comments: z.string().nullable(),
  status: appointmentStatus,
  evidenceFileId: z.number().nullable(),
  realizadaHoy: z.boolean(),
  /** The arrival loop: the lead panel offers 'Llegó' on today's open ones not arrived yet. */
  arrivedAt: wireDateTime.nullable().optional(),
  startedAt: wireDateTime.nullable().optional(),
  createdAt: wireDateTime,
  updatedAt: wireDateTime,
});
export type AppointmentRecord = Wire<typeof appointmentRecordSchema>;
export const appointmentRecordAnswer = dataOf(appointmentRecordSchema);

/** The new-appointment dialog's types (GET /lead/TestDriveAppointment/Types). */
export const appointmentTypeOptionsAnswer = dataOf(
  z.array(z.object({ id: z.number(), slug: z.string(), description: z.string(), type: appointmentType })),
);

/** A user's reminder (GET /userReminder/:id). */
export const reminderSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  date: wireDateTime,
  LeadId: z.number().nullable(),
});
export type Reminder = Wire<typeof reminderSchema>;
export const remindersAnswer = dataOf(z.array(reminderSchema));
/** POST /userReminder/: the stored row, its lead as LeadId, and the confirmation. */
export const reminderCreatedAnswer = dataOf(
  reminderSchema.extend({ userId: z.number(), leadId: z.number().nullable(), createdAt: wireDateTime }).merge(messageAnswer),
);
