import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/queryRows';
import { appointments } from './tables';

/**
 * The lead's next appointment or test drive still to happen (scheduled or confirmed, from `now` on),
 * or null: the {{4}} of a WhatsApp template (issue 53). Read through appointments_lead_idx (a lead
 * has a handful of appointments).
 */
export async function nextLeadAppointment(db: DbOrTx, leadId: number, now: Date = new Date()): Promise<Date | null> {
  const [next] = await db
    .select({ date: appointments.date })
    .from(appointments)
    .where(and(eq(appointments.leadId, leadId), inArray(appointments.status, ['SCHEDULED', 'CONFIRMED']), gte(appointments.date, now)))
    .orderBy(asc(appointments.date))
    .limit(1);
  return next?.date ?? null;
}
