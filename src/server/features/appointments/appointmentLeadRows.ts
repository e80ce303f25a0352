import { sql, type SQL } from 'drizzle-orm';
import { AGENCY_TIME_ZONE } from '../../../shared/domain/constants';
import { rowsChangeLead, type LeadMergeStep } from '../leads/doors/pipelines';

/** appointments' step of a duplicate merge (leads' leadMergeSteps): the secondary's appointments and reminders go to the principal. */
export const appointmentsMergeStep: LeadMergeStep = rowsChangeLead('appointments', 'user_reminders');

/** Whether the lead (`leadId`, an SQL expression) has an appointment or test drive: an import's lead was worked on. */
export const leadHasAppointments = (leadId: SQL): SQL => sql`EXISTS (SELECT 1 FROM appointments ap WHERE ap.lead_id = ${leadId})`;

/** The lead's appointments and test drives as entries of its history (the duplicates comparison's Historial), one UNION arm. */
export const appointmentHistoryOf = (leadId: SQL): SQL =>
  sql`SELECT CASE WHEN ap.type = 'TESTDRIVE' THEN 'testdrive' ELSE 'appointment' END, ap.id, ap.created_at,
            to_char(ap.date AT TIME ZONE ${AGENCY_TIME_ZONE}, 'DD-MM-YYYY HH24:MI'), ap.comments, ap.status
            FROM appointments ap WHERE ap.lead_id = ${leadId}`;
