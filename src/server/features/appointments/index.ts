// The appointments feature's door (issue 41): its routes under /api, and what other features use.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../lib/zodApp';
import { agendaRoutes } from './agendaRoutes';
import { appointmentRoutes } from './appointmentRoutes';
import { arrivalRoutes } from './arrivalRoutes';
import { leadAppointmentRoutes } from './leadAppointmentRoutes';
import { userReminderRoutes } from './reminderRoutes';

/** appointments' section of the lead detail (registered into leads' leadDetailSections). */
export { appointmentDetailSection } from './appointmentDetailSection';
/** The waiting-list board's rows (the display stations read them). */
export { boardRowOf, waitingListRows } from './waitingList';
/** The agenda's list helpers and the adviser's name fragment (the floor-visit list shares them; paging and search come from lib/list/). */
export { adviserName } from './appointmentRows';
export { parseFilters, parseSort } from './listParams';
/** Admin's 'Baja de Usuario': open appointments follow their leads to the new owner. */
export { hasAppointmentBetween, moveOpenAppointments } from './appointmentHandover';
export { APPOINTMENT_LIST_EXPORTS } from './appointmentListExports';
export { appointmentHistoryOf, appointmentsMergeStep, leadHasAppointments } from './appointmentLeadRows';
export { eraseAppointmentsOfLeads } from './appointmentErasure';
/** The arrival loop: a floor visit's arrival, the job's no-shows and waiting alerts, the attendance report's figures. */
export { arriveLeadsToday, type Arrival } from './appointmentArrival';
export { runAppointmentJob } from './appointmentJob';
export { appointmentAttendance, type AttendanceScope } from './appointmentAttendance';
/** The palette's appointments of the leads it found (issue 43). */
export { searchAppointments } from './appointmentSearch';
/** The lead's next appointment, for a WhatsApp template's date (issue 53). */
export { nextLeadAppointment } from './nextLeadAppointment';

/** Every appointment route: a lead's appointments (registered here, not by leads, so leads does not import appointments), the agenda, reminders. */
export async function appointmentsRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(leadAppointmentRoutes, deps);
  await app.register(appointmentRoutes, deps);
  await app.register(arrivalRoutes, deps);
  await app.register(agendaRoutes, deps);
  await app.register(userReminderRoutes, deps);
}
