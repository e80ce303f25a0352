import { eq } from 'drizzle-orm';
import { can } from '../../../shared/domain/permissions';
import { isAdviser } from '../../../shared/domain/roles';
import type { Db } from '../../db/client';
import { appointments, leads } from '../../db/schema';
import type { Caller } from '../../plugins/auth';
import { forbidden, notFound } from '../../lib/httpError';

export type AppointmentRecord = typeof appointments.$inferSelect & { leadUserId: number | null };

/**
 * The appointment the caller may act on. Another agency's appointment is 404 (never leaked).
 * Floor staff ('appointments:manage') act on any of their agencies'; the other lead-panel roles
 * ('lead:appointments': bdc and advisers) only on appointments they hold or of leads they own.
 */
export async function appointmentForAction(db: Db, caller: Caller, id: number): Promise<AppointmentRecord> {
  const record = await findAppointment(db, caller, id);
  if (can(caller.role, 'appointments:manage')) return record;
  if (!can(caller.role, 'lead:appointments')) throw forbidden();
  if (record.userId !== caller.id && record.leadUserId !== caller.id) throw forbidden();
  return record;
}

/** An appointment of one of the caller's agencies (advisers: only their own), else 404. */
export async function findAppointment(db: Db, caller: Caller, id: number): Promise<AppointmentRecord> {
  const [row] = await db
    .select({ a: appointments, leadUserId: leads.userId })
    .from(appointments)
    .innerJoin(leads, eq(leads.id, appointments.leadId))
    .where(eq(appointments.id, id));
  if (!row || !caller.agencyIds.includes(row.a.agencyId)) throw notFound();
  if (isAdviser(caller.role) && row.a.userId !== caller.id && row.leadUserId !== caller.id) throw notFound();
  return { ...row.a, leadUserId: row.leadUserId };
}
