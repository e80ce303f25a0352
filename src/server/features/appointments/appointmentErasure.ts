import { sql } from 'drizzle-orm';
import { ERASED_TOKEN } from '../../../shared/domain/privacyRetention';
import { intArray, type DbOrTx } from '../../lib/queryRows';

/**
 * The appointments' part of erasing retail leads (privacy's retention job): their free-text comments
 * become the token; date, type, status, product and owner stay (attendance and agenda counts equal).
 * The client's name on the appointment follows the lead's by trigger (migration 0012). Idempotent.
 */
export async function eraseAppointmentsOfLeads(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`UPDATE appointments SET comments = ${ERASED_TOKEN} WHERE lead_id = ANY(${intArray(ids)}) AND comments IS NOT NULL AND comments <> ${ERASED_TOKEN}`);
}
