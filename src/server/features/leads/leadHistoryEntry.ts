import { eq } from 'drizzle-orm';
import { leadActivityTypes } from '../../db/tables/catalog';
import type { DbOrTx } from '../../lib/queryRows';
import { leadActivities } from './tables';

export interface LeadHistoryEntry {
  leadId: number;
  /** Who did it; null for the scheduled job. */
  userId: number | null;
  /** The activity type's slug ('llegada-cita', 'no-asistio-cita'), made on first use. */
  slug: string;
  /** The type's description when it is made. */
  description: string;
  title: string;
  comments: string;
  date: Date;
}

async function typeIdOf(tx: DbOrTx, slug: string, description: string): Promise<number> {
  await tx.insert(leadActivityTypes).values({ slug, description }).onConflictDoNothing();
  const [row] = await tx.select({ id: leadActivityTypes.id }).from(leadActivityTypes).where(eq(leadActivityTypes.slug, slug));
  return row!.id;
}

/**
 * One entry of the lead's history (its activities, as 'Confirmar datos' writes them) for what
 * another feature did to the lead: an appointment's arrival, the job's no-show. Call inside the
 * caller's transaction, so the entry exists exactly when the change does.
 */
export async function addLeadHistory(tx: DbOrTx, entries: readonly LeadHistoryEntry[]): Promise<void> {
  if (!entries.length) return;
  const ids = new Map<string, number>();
  for (const e of entries) if (!ids.has(e.slug)) ids.set(e.slug, await typeIdOf(tx, e.slug, e.description));
  await tx.insert(leadActivities).values(
    entries.map((e) => ({ leadId: e.leadId, userId: e.userId, typeId: ids.get(e.slug)!, title: e.title, comments: e.comments, status: '1', date: e.date })),
  );
}
