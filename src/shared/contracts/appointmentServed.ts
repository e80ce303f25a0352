/**
 * The server's half of appointmentContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbId, isStorableDate, optDbId, optSearch, storableDate, text, userFilter } from '../schemas/primitives';
import { MSG } from '../messages';
import { pagingQuery } from '../schemas/pagingQuery';
import { APPOINTMENT_TYPES } from '../domain/phases';
import { isDayString } from '../domain/agendaRange';
import { appointmentSchema, appointmentStatusSchema } from '../schemas/leadPayloads';
import {
  agendaAnswer,
  agendaLeadsAnswer,
  appointmentActionAnswer,
  appointmentArrivalAnswer,
  appointmentListAnswer,
  appointmentRecordAnswer,
  appointmentRescheduleAnswer,
  appointmentRowAnswer,
  appointmentTypeOptionsAnswer,
  reminderCreatedAnswer,
  remindersAnswer,
  waitingListAnswer,
} from '../schemas/appointmentResponses';
import { fileAnswer } from '../schemas/wire';
import { dataOrFlat } from './dataOrFlat';
import { idParams } from './leadServed';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './appointmentContracts';

const appointmentType = z.enum(APPOINTMENT_TYPES);

/** An agenda day ('YYYY-MM-DD', or an ISO moment whose day is read). */
export const agendaDay = z.string().max(40).refine((v) => isDayString(v) && isStorableDate(v.slice(0, 10)), 'date');
/** Whose agenda: the agency (default the agencyid header's) and one adviser, or every one with -1 or absent. */
export const agendaScopeQuery = z.object({ UserId: userFilter, AgencyId: optDbId });
const leadAgendaQuery = z.object({ LeadId: dbId, date: agendaDay.optional() });

/** The schemas of appointmentRoutes (appointmentContracts.ts declares the calls). */
export const appointmentCallSchemas = callSchemas({
  list: { query: pagingQuery.extend({ search: optSearch(), filters: optSearch(2000), sortBy: optSearch(200) }), response: { 200: appointmentListAnswer } },
  row: { params: idParams, response: { 200: appointmentRowAnswer } },
  testDrive: { params: idParams, response: { 200: appointmentRowAnswer } },
  confirm: { body: z.object({ data: z.object({ id: dbId, type: appointmentType.optional() }) }), response: { 200: appointmentActionAnswer } },
  close: {
    body: z.object({
      data: z.object({
        id: dbId,
        type: appointmentType.optional(),
        status: z.enum(['SUCCESSFUL', 'NO_SHOW', 'CANCELED']),
        comments: text(2000).optional().nullable(),
      }),
    }),
    response: { 200: appointmentActionAnswer },
  },
  reschedule: { params: z.object({ type: appointmentType, id: dbId }), body: z.object({ data: z.object({ date: z.string().max(40).nullable().optional() }).optional() }), response: { 200: appointmentRescheduleAnswer } },
  waitingList: { query: z.object({ AgencyId: optDbId }), response: { 200: waitingListAnswer } },
  arrival: { body: z.object({ data: z.object({ id: dbId }) }), response: { 200: appointmentArrivalAnswer } },
});

/** appointmentRoutes with their schemas: what the server serves. */
export const appointmentRoutes = attachSchemas(described.appointmentRoutes, appointmentCallSchemas);

/** The schemas of leadAppointmentRoutes (appointmentContracts.ts declares the calls). */
export const leadAppointmentCallSchemas = callSchemas({
  types: { response: { 200: appointmentTypeOptionsAnswer } },
  create: { body: dataOrFlat(appointmentSchema()), response: { 201: appointmentRecordAnswer } },
  setStatus: { params: idParams, body: dataOrFlat(appointmentStatusSchema), response: { 200: appointmentRecordAnswer } },
  reschedule: { params: idParams, body: dataOrFlat(z.object({ date: storableDate.nullish() })), response: { 200: appointmentRecordAnswer } },
  evidence: { params: idParams, response: { 200: fileAnswer } },
});

/** leadAppointmentRoutes with their schemas: what the server serves. */
export const leadAppointmentRoutes = attachSchemas(described.leadAppointmentRoutes, leadAppointmentCallSchemas);

/** The schemas of agendaRoutes (appointmentContracts.ts declares the calls). */
export const agendaCallSchemas = callSchemas({
  day: { query: agendaScopeQuery.extend({ date: agendaDay }), response: { 200: agendaAnswer } },
  week: { query: agendaScopeQuery.extend({ startDate: agendaDay, endDate: agendaDay.optional() }), response: { 200: agendaAnswer } },
  month: { query: agendaScopeQuery.extend({ date: agendaDay }), response: { 200: agendaAnswer } },
  leadDay: { query: leadAgendaQuery, response: { 200: agendaAnswer } },
  leadWeek: { query: leadAgendaQuery, response: { 200: agendaAnswer } },
  leads: { query: agendaScopeQuery.extend({ search: optSearch() }), response: { 200: agendaLeadsAnswer } },
  createReminder: {
    body: z.object({
      data: z.object({
        title: z.string().trim().min(1, MSG.completeAll).max(200),
        description: text(2000).optional().nullable(),
        date: z.string().min(1, MSG.selectDate).max(40).refine(isStorableDate, MSG.invalidDate),
        LeadId: optDbId.nullable(),
      }),
    }),
    response: { 200: reminderCreatedAnswer },
  },
  reminders: { params: z.object({ id: dbId }), query: z.object({ range: z.enum(['day', 'week', 'month']).default('day'), date: optSearch(40) }), response: { 200: remindersAnswer } },
});

/** agendaRoutes with their schemas: what the server serves. */
export const agendaRoutes = attachSchemas(described.agendaRoutes, agendaCallSchemas);
