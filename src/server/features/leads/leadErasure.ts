import { sql } from 'drizzle-orm';
import { ERASED_TOKEN } from '../../../shared/domain/privacyRetention';
import { intArray, type DbOrTx } from '../../lib/queryRows';

const T = ERASED_TOKEN;
/** A free text kept as a token where it held something, left null where it was empty. */
const tokenIfSet = (column: string) => sql.raw(`${column} = CASE WHEN ${column} IS NULL THEN NULL ELSE '${T}' END`);

/**
 * Cancellation's second stage for retail leads (privacy's retention job, through duplicates' person
 * step): every personal field of the leads and of their phones, e-mails, interests' notes, activities'
 * texts and phase comments becomes '[suprimido]' (null where a token cannot mean anything: age, gender,
 * marital status, postal code); ids, agency, owner, phase, dates, products and amounts stay, so the
 * counters (lead_counts, lead_daily_stats: kept by triggers on phase, owner and origin, none of them
 * touched here) and every report stay equal. The duplicate keys become the token (phone and e-mail
 * null), never null name keys, which the key backfill would recompute from the token and pair every
 * erased lead with every other. The appointments' client name follows the lead's name by trigger.
 * Idempotent: a second call writes the same values.
 */
export async function eraseLeads(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const list = sql`ANY(${intArray(ids)})`;
  await db.execute(sql`UPDATE leads SET first_name = ${T}, last_name = ${T}, email = NULL, phone = NULL,
      rfc = CASE WHEN rfc IS NULL THEN NULL ELSE ${T} END, razon_social = CASE WHEN razon_social IS NULL THEN NULL ELSE ${T} END,
      gender = NULL, marital_status = NULL, age = NULL, sector = NULL, client_id = NULL,
      concrete_needs = CASE WHEN concrete_needs IS NULL THEN NULL ELSE ${T} END,
      client_profile = CASE WHEN client_profile IS NULL THEN NULL ELSE ${T} END,
      phone_key = NULL, email_key = NULL, name_key = ${T}
    WHERE id = ${list} AND (first_name <> ${T} OR last_name <> ${T} OR email IS NOT NULL OR phone IS NOT NULL OR name_key IS DISTINCT FROM ${T})`);
  await db.execute(sql`UPDATE lead_phones SET value = ${T}, value_key = NULL WHERE lead_id = ${list} AND value <> ${T}`);
  await db.execute(sql`UPDATE lead_emails SET value = ${T}, value_key = NULL WHERE lead_id = ${list} AND value <> ${T}`);
  await db.execute(sql`UPDATE lead_rentings SET postal_code = NULL WHERE lead_id = ${list} AND postal_code IS NOT NULL`);
  await db.execute(sql`UPDATE lead_interests SET ${tokenIfSet('comments')} WHERE lead_id = ${list} AND comments IS NOT NULL AND comments <> ${T}`);
  // 'Confirmar datos' keeps the old and new values of an edit in `data`: personal data, dropped.
  await db.execute(sql`UPDATE lead_activities SET ${tokenIfSet('comments')}, ${tokenIfSet('title')}, data = NULL
    WHERE lead_id = ${list} AND (comments <> ${T} OR title <> ${T} OR data IS NOT NULL)`);
  await db.execute(sql`UPDATE lead_phase_records SET ${tokenIfSet('comments')} WHERE lead_id = ${list} AND comments IS NOT NULL AND comments <> ${T}`);
}

/** The phase of a lost retail lead (a discarded lead is frozen with its reason: PATCH /lead/deactivate). */
export const LOST_LEAD_PHASE = 'congelado';

/**
 * Retention's first stage for lost leads: blocks up to `limit` of the agency's frozen leads with no
 * activity (no edit, no contact) since `cutoff`, oldest first, and answers their ids, so the caller
 * (privacy's retention job) writes its ledger in the same transaction. Walks leads_lost_unblocked_idx,
 * which holds only frozen, live, unblocked leads: each call reads the leads it blocks, never the
 * agency's million (the phase is written as a literal so the planner matches the index's predicate
 * whatever plan it keeps). SKIP LOCKED: a lead someone is editing right now waits for the next run.
 */
export async function blockLostLeads(db: DbOrTx, agencyId: number, cutoff: Date, at: Date, limit: number): Promise<number[]> {
  const rows = await db.execute(sql`UPDATE leads SET blocked_at = ${at.toISOString()}::timestamptz WHERE id IN (
      SELECT id FROM leads
      WHERE agency_id = ${agencyId} AND phase = ${sql.raw(`'${LOST_LEAD_PHASE}'`)} AND blocked_at IS NULL AND merged_into_id IS NULL
        AND updated_at < ${cutoff.toISOString()}::timestamptz AND coalesce(last_contact_at, updated_at) < ${cutoff.toISOString()}::timestamptz
      ORDER BY updated_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  return ((rows as unknown as { rows: { id: number }[] }).rows ?? []).map((r) => Number(r.id));
}
