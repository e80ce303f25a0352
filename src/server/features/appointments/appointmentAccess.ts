import { eq } from 'drizzle-orm';
import { can } from '../../../shared/domain/permissions';
import { isAdviser } from '../../../shared/domain/roles';
import type { Db } from '../../db/client';
import { appointments } from './tables';
import type { Caller } from '../../identity/auth';
import { leadColumns, leadListJoin } from '../leads/doors/listJoin';
import { forbidden, notFound } from '../../lib/httpError';

export type AppointmentRecord = typeof appointments.$inferSelect & { leadUserId: number | null };

/**
 * The appointment the caller may act on through the Citas calls (start, no-show, reschedule,
 * confirm). Spec §2/§6 give the Citas screen to admin, manager, hostess and coordinator only
 * ('appointments:manage'); bdc and advisers work their appointments from the lead panel
 * (confirm, cancel, reschedule SCHEDULED ones), never close them as SUCCESSFUL here (README
 * Decisions). Another agency's appointment is 404 (never leaked).
 */
export async function appointmentForAction(db: Db, caller: Caller, id: number): Promise<AppointmentRecord> {
  if (!can(caller.role, 'appointments:manage')) throw forbidden();
  return findAppointment(db, caller, id);
}

/** An appointment of one of the caller's agencies (advisers: only their own), else 404. */
export async function findAppointment(db: Db, caller: Caller, id: number): Promise<AppointmentRecord> {
  const [row] = await db
    .select({ a: appointments, leadUserId: leadColumns.userId })
    .from(appointments)
    .innerJoin(...leadListJoin(appointments.leadId))
    .where(eq(appointments.id, id));
  if (!row || !caller.agencyIds.includes(row.a.agencyId)) throw notFound();
  if (isAdviser(caller.role) && row.a.userId !== caller.id && row.leadUserId !== caller.id) throw notFound();
  return { ...row.a, leadUserId: row.leadUserId };
}
