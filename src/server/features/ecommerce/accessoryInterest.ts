import { sql } from 'drizzle-orm';
import { ECOMMERCE_MSG, ONLINE_SHOP_ORIGIN } from '../../../shared/domain/ecommerceMessages';
import type { Db } from '../../db/client';
import { accessoryLeads } from './tables';
import { badRequest, notFound } from '../../lib/httpError';
import { queryRows, type Tx } from '../../lib/queryRows';

export interface InterestInput {
  itemId: number;
  agencyId: number;
  name: string;
  email?: string;
  phone?: string;
  message?: string | null;
}

/** A 10-digit Mexican number kept as '+52' and its digits, like the seeded accessory leads. */
const normalPhone = (phone: string | undefined) => (phone ? `+52${phone.replace(/\D/g, '').slice(-10)}` : null);

/**
 * The online shop's 'me interesa': an accessory lead of the chosen agency for an active item, with
 * no owner (the agency's team takes it from /sells/leads-accesorios). The same person asking again
 * for the same item at the same agency within a day refreshes that lead instead of adding another.
 */
export async function registerInterest(db: Db, input: InterestInput, onCreated?: (tx: Tx, accessoryLeadId: number) => Promise<void>): Promise<'created' | 'refreshed'> {
  const email = input.email?.toLowerCase() || null;
  const phone = normalPhone(input.phone);
  if (!email && !phone) throw badRequest(ECOMMERCE_MSG.interestContact);
  return db.transaction(async (tx) => {
    const [item] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM accessory_items WHERE id = ${input.itemId} AND active`);
    if (!item) throw notFound(ECOMMERCE_MSG.notFound);
    const [agency] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM agencies WHERE id = ${input.agencyId} AND active`);
    if (!agency) throw badRequest(ECOMMERCE_MSG.agencyUnknown);
    const [same] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM accessory_leads WHERE agency_id = ${agency.id} AND item_id = ${item.id}
        AND created_at > now() - interval '1 day' AND blocked_at IS NULL
        AND ((${email}::text IS NOT NULL AND lower(email) = ${email}) OR (${phone}::text IS NOT NULL AND phone = ${phone}))
        LIMIT 1 FOR UPDATE`,
    );
    if (same) {
      await tx.execute(sql`UPDATE accessory_leads SET updated_at = now() WHERE id = ${same.id}`);
      return 'refreshed';
    }
    const [created] = await tx
      .insert(accessoryLeads)
      .values({ agencyId: agency.id, itemId: item.id, name: input.name, email, phone, origin: ONLINE_SHOP_ORIGIN, stage: 'NUEVO' })
      .returning({ id: accessoryLeads.id });
    // What the caller records with it in the same transaction (privacy's collection and consents, issue 54).
    await onCreated?.(tx, created!.id);
    return 'created';
  });
}
