import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { can } from '../../../shared/domain/permissions';
import type { leadInterestSchema } from '../../../shared/schemas/leadPayloads';
import type { Db } from '../../db/client';
import type { Tx } from '../../lib/queryRows';
import { leadInterests, leads } from './tables';
import { productColors } from '../../db/tables/catalog';
import { badRequest, forbidden } from '../../lib/httpError';
import type { Caller } from '../../identity/auth';
import { leadForCaller, notifyOwner } from './leadAccess';

/** POST /leadInterest: the new interest becomes the current one; earlier ones stay as history. */
export async function createInterest(db: Db, caller: Caller, d: z.infer<typeof leadInterestSchema>) {
  if (!can(caller.role, 'lead:edit')) throw forbidden();
  const [color] = await db
    .select({ id: productColors.id })
    .from(productColors)
    .where(and(eq(productColors.id, d.ProductColorId), eq(productColors.productId, d.ProductId)));
  if (!color) throw badRequest(MSG.requiredFields);
  const buyType = d.buyType;
  return db.transaction(async (tx) => {
    const lead = await leadForCaller(tx, caller, d.LeadId, true);
    await tx.update(leadInterests).set({ current: false }).where(and(eq(leadInterests.leadId, lead.id), eq(leadInterests.current, true)));
    const [row] = await tx
      .insert(leadInterests)
      .values({
        leadId: lead.id,
        productId: d.ProductId,
        productColorId: d.ProductColorId,
        quantity: d.quantity,
        buyType,
        current: true,
        comments: d.comments ?? null,
        date: d.date ?? new Date(),
      })
      .returning();
    await tx.update(leads).set({ buyType, updatedAt: new Date() }).where(eq(leads.id, lead.id));
    if (lead.userId && lead.userId !== caller.id) await notifyOwner(tx, 'UPDATED_LEAD', lead.userId, lead, caller.id);
    return row!;
  });
}

/** The current interest's units (sales' VIN assignment takes as many VINs), in the caller's transaction. */
export async function currentInterestQuantity(tx: Tx, leadId: number): Promise<number> {
  const [interest] = await tx
    .select({ quantity: leadInterests.quantity })
    .from(leadInterests)
    .where(and(eq(leadInterests.leadId, leadId), eq(leadInterests.current, true)))
    .orderBy(desc(leadInterests.id))
    .limit(1);
  return interest?.quantity ?? 0;
}
