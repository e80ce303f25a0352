import { sql } from 'drizzle-orm';
import { ERASED_TOKEN } from '../../../shared/domain/privacyRetention';
import { intArray, type DbOrTx } from '../../lib/queryRows';

/** Those of these retail leads with a sale (reported or not): privacy keeps them the fiscal period before deletion. */
export async function leadIdsWithSale(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.execute(sql`SELECT DISTINCT lead_id AS id FROM sales WHERE lead_id = ANY(${intArray(ids)})`);
  return ((rows as unknown as { rows: { id: number }[] }).rows ?? []).map((r) => Number(r.id));
}

/**
 * The sales' part of erasing retail leads (privacy's retention job): the buyer's RFC becomes the token;
 * product, price, quantity, stage, dates and the invoice's number stay, so every sales count, amount and
 * report stays equal. Idempotent.
 */
export async function eraseSalesOfLeads(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`UPDATE sales SET rfc = ${ERASED_TOKEN} WHERE lead_id = ANY(${intArray(ids)}) AND rfc IS NOT NULL AND rfc <> ${ERASED_TOKEN}`);
}
