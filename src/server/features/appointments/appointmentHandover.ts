import { and, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Tx } from '../../lib/queryRows';
import { appointments } from './tables';

const OPEN_APPOINTMENTS = ['SCHEDULED', 'CONFIRMED'];

/** Open appointments of `fromUserId` on these leads follow their lead to `owner` (none in subasta: null). */
export async function moveOpenAppointments(tx: Tx, leadIds: readonly number[], fromUserId: number, owner: number | null, now: Date): Promise<void> {
  await tx
    .update(appointments)
    .set({ userId: owner, updatedAt: now })
    .where(and(inArray(appointments.leadId, [...leadIds]), eq(appointments.userId, fromUserId), inArray(appointments.status, OPEN_APPOINTMENTS)));
}

/** Whether the lead has an appointment (not canceled) in [from, to) (floor visits: a walk-in on its day is AGENDED). */
export async function hasAppointmentBetween(tx: Tx, leadId: number, from: Date, to: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.leadId, leadId), ne(appointments.status, 'CANCELED'), gte(appointments.date, from), lt(appointments.date, to)))
    .limit(1);
  return row !== undefined;
}
