import { sql } from 'drizzle-orm';
import { ERASED_TOKEN } from '../../../shared/domain/privacyRetention';
import { intArray, type DbOrTx } from '../../lib/queryRows';

/**
 * The bell's part of erasing a person's records (privacy's retention job): a notice's description names
 * the client ('Juan Pérez lleva más de 3 días sin contacto'), so it becomes the token; the notice, its
 * type, title, user and date stay. Idempotent.
 */
export async function eraseNotificationsOfLeads(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`UPDATE notifications SET description = ${ERASED_TOKEN} WHERE lead_id = ANY(${intArray(ids)}) AND description <> ${ERASED_TOKEN}`);
}

export async function eraseNotificationsOfFleetLeads(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`UPDATE notifications SET description = ${ERASED_TOKEN} WHERE fleet_lead_id = ANY(${intArray(ids)}) AND description <> ${ERASED_TOKEN}`);
}
