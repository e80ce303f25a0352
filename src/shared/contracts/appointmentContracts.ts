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
import { idParams } from './leadContracts';
import { route } from './routeContract';

const appointmentType = z.enum(APPOINTMENT_TYPES);

/** An agenda day ('YYYY-MM-DD', or an ISO moment whose day is read). */
export const agendaDay = z.string().max(40).refine((v) => isDayString(v) && isStorableDate(v.slice(0, 10)), 'date');
/** Whose agenda: the agency (default the agencyid header's) and one adviser, or every one with -1 or absent. */
export const agendaScopeQuery = z.object({ UserId: userFilter, AgencyId: optDbId });
const leadAgendaQuery = z.object({ LeadId: dbId, date: agendaDay.optional() });

/** The Citas screen, the waiting list and the arrival loop (features/appointments). */
export const appointmentRoutes = {
  /** `filters` is the JSON of appointmentListFilters (schemas/appointmentList.ts). */
  list: route({
    method: 'GET',
    path: '/leadActivity/data/appointments',
    access: { permission: 'agenda:view' },
    query: pagingQuery.extend({ search: optSearch(), filters: optSearch(2000), sortBy: optSearch(200) }),
    response: { 200: appointmentListAnswer },
  }),
  row: route({ method: 'GET', path: '/leadActivity/data/appointments/:id', access: { permission: 'agenda:view' }, params: idParams, response: { 200: appointmentRowAnswer } }),
  testDrive: route({ method: 'GET', path: '/leadActivity/data/test-drive/:id', access: { permission: 'agenda:view' }, params: idParams, response: { 200: appointmentRowAnswer } }),
  /** Confirms a SCHEDULED appointment (appointmentForAction checks the same permission with the record). */
  confirm: route({
    method: 'PATCH',
    path: '/leadActivity/data/appointments',
    access: { permission: 'appointments:manage' },
    body: z.object({ data: z.object({ id: dbId, type: appointmentType.optional() }) }),
    response: { 200: appointmentActionAnswer },
  }),
  close: route({
    method: 'PATCH',
    path: '/leadActivity/data/appointment-closing',
    access: { permission: 'appointments:manage' },
    body: z.object({
      data: z.object({
        id: dbId,
        type: appointmentType.optional(),
        status: z.enum(['SUCCESSFUL', 'NO_SHOW', 'CANCELED']),
        comments: text(2000).optional().nullable(),
      }),
    }),
    response: { 200: appointmentActionAnswer },
  }),
  reschedule: route({
    method: 'PATCH',
    path: '/leadActivity/appointment/:type/:id',
    access: { permission: 'appointments:manage' },
    params: z.object({ type: appointmentType, id: dbId }),
    body: z.object({ data: z.object({ date: z.string().max(40).nullable().optional() }).optional() }),
    response: { 200: appointmentRescheduleAnswer },
  }),
  /** The showroom board: today's open appointments; AgencyId names the board's agency (one of the caller's). */
  waitingList: route({
    method: 'GET',
    path: '/leadActivity/data/waiting-list',
    access: { permission: 'appointments:manage' },
    query: z.object({ AgencyId: optDbId }),
    response: { 200: waitingListAnswer },
  }),
  /** 'Llegó': the client of today's appointment is in the showroom. */
  arrival: route({
    method: 'PATCH',
    path: '/leadActivity/data/appointment-arrival',
    access: { permission: 'appointments:arrival' },
    body: z.object({ data: z.object({ id: dbId }) }),
    response: { 200: appointmentArrivalAnswer },
  }),
};

/** Appointments from the lead panel: POST and Types are spec §7; confirm/cancel, reschedule and evidence are ours. */
export const leadAppointmentRoutes = {
  types: route({ method: 'GET', path: '/lead/TestDriveAppointment/Types', access: { permission: 'lead:view' }, response: { 200: appointmentTypeOptionsAnswer } }),
  create: route({ method: 'POST', path: '/lead/TestDriveAppointment', access: { permission: 'lead:appointments' }, body: dataOrFlat(appointmentSchema()), response: { 201: appointmentRecordAnswer } }),
  setStatus: route({
    method: 'PATCH',
    path: '/lead/TestDriveAppointment/:id',
    access: { permission: 'lead:appointments' },
    params: idParams,
    body: dataOrFlat(appointmentStatusSchema),
    response: { 200: appointmentRecordAnswer },
  }),
  reschedule: route({
    method: 'PATCH',
    path: '/lead/TestDriveAppointment/:id/reschedule',
    access: { permission: 'lead:appointments' },
    params: idParams,
    body: dataOrFlat(z.object({ date: storableDate.nullish() })),
    response: { 200: appointmentRecordAnswer },
  }),
  evidence: route({ method: 'GET', path: '/lead/TestDriveAppointment/:id/evidence', access: { permission: 'lead:view' }, params: idParams, response: { 200: fileAnswer } }),
};

/** The agenda (spec §3) and the caller's reminders. */
export const agendaRoutes = {
  day: route({ method: 'GET', path: '/agenda/day', access: { permission: 'agenda:view' }, query: agendaScopeQuery.extend({ date: agendaDay }), response: { 200: agendaAnswer } }),
  week: route({
    method: 'GET',
    path: '/agenda/week',
    access: { permission: 'agenda:view' },
    query: agendaScopeQuery.extend({ startDate: agendaDay, endDate: agendaDay.optional() }),
    response: { 200: agendaAnswer },
  }),
  /** The whole month grid: Monday of the first week to Sunday of the last. */
  month: route({ method: 'GET', path: '/agenda/month', access: { permission: 'agenda:view' }, query: agendaScopeQuery.extend({ date: agendaDay }), response: { 200: agendaAnswer } }),
  leadDay: route({ method: 'GET', path: '/agenda/lead-day', access: { permission: 'agenda:view' }, query: leadAgendaQuery, response: { 200: agendaAnswer } }),
  leadWeek: route({ method: 'GET', path: '/agenda/lead-week', access: { permission: 'agenda:view' }, query: leadAgendaQuery, response: { 200: agendaAnswer } }),
  /** Client search of the agenda's appointment modal. */
  leads: route({ method: 'GET', path: '/agenda/leads', access: { permission: 'agenda:view' }, query: agendaScopeQuery.extend({ search: optSearch() }), response: { 200: agendaLeadsAnswer } }),
  /** The caller's own notes: any signed-in user. */
  createReminder: route({
    method: 'POST',
    path: '/userReminder/',
    access: { signedIn: true },
    body: z.object({
      data: z.object({
        title: z.string().trim().min(1, MSG.completeAll).max(200),
        description: text(2000).optional().nullable(),
        date: z.string().min(1, MSG.selectDate).max(40).refine(isStorableDate, MSG.invalidDate),
        LeadId: optDbId.nullable(),
      }),
    }),
    response: { 200: reminderCreatedAnswer },
  }),
  reminders: route({
    method: 'GET',
    path: '/userReminder/:id',
    access: { signedIn: true },
    params: z.object({ id: dbId }),
    query: z.object({ range: z.enum(['day', 'week', 'month']).default('day'), date: optSearch(40) }),
    response: { 200: remindersAnswer },
  }),
};
