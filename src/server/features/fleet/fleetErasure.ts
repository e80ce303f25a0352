import { sql } from 'drizzle-orm';
import { ERASED_TOKEN } from '../../../shared/domain/privacyRetention';
import { intArray, type DbOrTx } from '../../lib/queryRows';

const T = ERASED_TOKEN;
const list = (ids: readonly number[]) => sql`ANY(${intArray(ids)})`;
/** A free text becomes the token where it held something. */
const token = (column: string) => sql.raw(`${column} = CASE WHEN ${column} IS NULL THEN NULL ELSE '${T}' END`);

/**
 * Cancellation's second stage for fleet leads (privacy's retention job): the contact's name, e-mail and
 * phone, the comments, and the free texts of its activities, follow-up comments, events and deliveries
 * (logistics, observations, the buyer's RFC) become the token. The company (a legal person, kept in
 * 'Empresas'), phase, budget, probability, products, quantities, dates, quotations' amounts and closed
 * sales stay, so the pipeline, the closed-sales list and every total stay equal. The contact and
 * company sort keys and the search text are generated from the columns. Idempotent.
 */
export async function eraseFleetLeads(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const l = list(ids);
  await db.execute(sql`UPDATE lead_fleets SET contact_name = ${T}, email = NULL, phone = NULL, ${token('comments')}
    WHERE id = ${l} AND (contact_name <> ${T} OR email IS NOT NULL OR phone IS NOT NULL OR comments <> ${T})`);
  await db.execute(sql`UPDATE lead_fleet_activities SET title = ${T}, ${token('comments')}, ${token('comments_on_test')}, ${token('comments_on_results')}
    WHERE lead_fleet_id = ${l} AND (title <> ${T} OR comments <> ${T} OR comments_on_test <> ${T} OR comments_on_results <> ${T})`);
  await db.execute(sql`UPDATE lead_fleet_activity_follow_up_comments c SET comment = ${T}
    FROM lead_fleet_activities a WHERE a.id = c.activity_id AND a.lead_fleet_id = ${l} AND c.comment <> ${T}`);
  await db.execute(sql`UPDATE lead_fleet_events SET ${token('detail')} WHERE lead_fleet_id = ${l} AND detail <> ${T}`);
  await db.execute(sql`UPDATE lead_fleet_deliveries SET logistics_details = ${T}, observations = ${T}, rfc = ${T}
    WHERE lead_fleet_id = ${l} AND (logistics_details <> ${T} OR observations <> ${T} OR rfc <> ${T})`);
}

/** A company's contact person: name, phone, e-mail and position become the token (the company and its leads stay). */
export async function eraseFleetContacts(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`UPDATE company_contact_people SET name = ${T}, phone = NULL, email = NULL, ${token('position')}
    WHERE id = ${list(ids)} AND (name <> ${T} OR phone IS NOT NULL OR email IS NOT NULL OR position <> ${T})`);
}

/**
 * A fleet prospect: first and last name, e-mail and phone (NOT NULL columns: the token), position and
 * the events' details become the token; company, model, quantity, source, dates and the converted
 * lead stay (the prospects' counts and conversion equal). Sort keys and search text are generated.
 */
export async function eraseFleetProspects(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const l = list(ids);
  await db.execute(sql`UPDATE lead_fleet_prospects SET first_name = ${T}, last_name = ${T}, email = ${T}, phone = ${T}, position = ${T}
    WHERE id = ${l} AND (first_name <> ${T} OR last_name <> ${T} OR email <> ${T} OR phone <> ${T} OR position <> ${T})`);
  await db.execute(sql`UPDATE lead_fleet_prospect_events SET ${token('detail')} WHERE prospect_id = ${l} AND detail <> ${T}`);
}

/** Those of these fleet leads with a closed sale: privacy keeps them the fiscal period before deletion. */
export async function fleetLeadIdsWithSale(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.execute(sql`SELECT DISTINCT lead_fleet_id AS id FROM lead_fleet_sales WHERE lead_fleet_id = ${list(ids)}`);
  return ((rows as unknown as { rows: { id: number }[] }).rows ?? []).map((r) => Number(r.id));
}
