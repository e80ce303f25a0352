import type { appointmentCallSchemas, leadAppointmentCallSchemas, agendaCallSchemas } from './appointmentServed';
import { describeCalls } from './routeContract';

/** The Citas screen, the waiting list and the arrival loop (features/appointments). */
export const appointmentRoutes = describeCalls<typeof appointmentCallSchemas>()({
  /** `filters` is the JSON of appointmentListFilters (schemas/appointmentList.ts). */
  list: { method: 'GET', path: '/leadActivity/data/appointments', access: { permission: 'agenda:view' } },
  row: { method: 'GET', path: '/leadActivity/data/appointments/:id', access: { permission: 'agenda:view' } },
  testDrive: { method: 'GET', path: '/leadActivity/data/test-drive/:id', access: { permission: 'agenda:view' } },
  /** Confirms a SCHEDULED appointment (appointmentForAction checks the same permission with the record). */
  confirm: { method: 'PATCH', path: '/leadActivity/data/appointments', access: { permission: 'appointments:manage' } },
  close: { method: 'PATCH', path: '/leadActivity/data/appointment-closing', access: { permission: 'appointments:manage' } },
  reschedule: { method: 'PATCH', path: '/leadActivity/appointment/:type/:id', access: { permission: 'appointments:manage' } },
  /** The showroom board: today's open appointments; AgencyId names the board's agency (one of the caller's). */
  waitingList: { method: 'GET', path: '/leadActivity/data/waiting-list', access: { permission: 'appointments:manage' } },
  /** 'Llegó': the client of today's appointment is in the showroom. */
  arrival: { method: 'PATCH', path: '/leadActivity/data/appointment-arrival', access: { permission: 'appointments:arrival' } },
});

/** Appointments from the lead panel: POST and Types are spec §7; confirm/cancel, reschedule and evidence are ours. */
export const leadAppointmentRoutes = describeCalls<typeof leadAppointmentCallSchemas>()({
  types: { method: 'GET', path: '/lead/TestDriveAppointment/Types', access: { permission: 'lead:view' } },
  create: { method: 'POST', path: '/lead/TestDriveAppointment', access: { permission: 'lead:appointments' } },
  setStatus: { method: 'PATCH', path: '/lead/TestDriveAppointment/:id', access: { permission: 'lead:appointments' } },
  reschedule: { method: 'PATCH', path: '/lead/TestDriveAppointment/:id/reschedule', access: { permission: 'lead:appointments' } },
  evidence: { method: 'GET', path: '/lead/TestDriveAppointment/:id/evidence', access: { permission: 'lead:view' } },
});

/** The agenda (spec §3) and the caller's reminders. */
export const agendaRoutes = describeCalls<typeof agendaCallSchemas>()({
  day: { method: 'GET', path: '/agenda/day', access: { permission: 'agenda:view' } },
  week: { method: 'GET', path: '/agenda/week', access: { permission: 'agenda:view' } },
  /** The whole month grid: Monday of the first week to Sunday of the last. */
  month: { method: 'GET', path: '/agenda/month', access: { permission: 'agenda:view' } },
  leadDay: { method: 'GET', path: '/agenda/lead-day', access: { permission: 'agenda:view' } },
  leadWeek: { method: 'GET', path: '/agenda/lead-week', access: { permission: 'agenda:view' } },
  /** Client search of the agenda's appointment modal. */
  leads: { method: 'GET', path: '/agenda/leads', access: { permission: 'agenda:view' } },
  /** The caller's own notes: any signed-in user. */
  createReminder: { method: 'POST', path: '/userReminder/', access: { signedIn: true } },
  reminders: { method: 'GET', path: '/userReminder/:id', access: { signedIn: true } },
});
