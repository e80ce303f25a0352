import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { can } from '../../../shared/domain/permissions';
import { leadInterestError, type leadInterestSchema } from '../../../shared/schemas/leadPayloads';
import type { Db } from '../../db/client';
import { inventoryStores, inventoryVins, sales, saleVins } from '../../db/schema';
import { leadInterests, leads } from './tables';
import { productColors } from '../../db/tables/catalog';
import { badRequest, conflict, forbidden } from '../../lib/httpError';
import type { Caller } from '../../identity/auth';
import { leadForCaller, notifyOwner } from './leadAccess';

/** POST /leadInterest: the new interest becomes the current one; earlier ones stay as history. */
export async function createInterest(db: Db, caller: Caller, d: z.infer<typeof leadInterestSchema>) {
  if (!can(caller.role, 'lead:edit')) throw forbidden();
  const error = leadInterestError(d);
  if (error) throw badRequest(error);
  const [color] = await db
    .select({ id: productColors.id })
    .from(productColors)
    .where(and(eq(productColors.id, d.ProductColorId!), eq(productColors.productId, d.ProductId!)));
  if (!color) throw badRequest(MSG.requiredFields);
  const buyType = d.buyType!.toLowerCase();
  return db.transaction(async (tx) => {
    const lead = await leadForCaller(tx, caller, d.LeadId, true);
    await tx.update(leadInterests).set({ current: false }).where(and(eq(leadInterests.leadId, lead.id), eq(leadInterests.current, true)));
    const [row] = await tx
      .insert(leadInterests)
      .values({
        leadId: lead.id,
        productId: d.ProductId!,
        productColorId: d.ProductColorId!,
        quantity: d.quantity!,
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

/**
 * POST /sale/vin/{leadId}: as many VINs as the current interest's units, each available ('store')
 * in a store of the lead's agency. They become 'sold'; VINs chosen before are released.
 * The conditional UPDATE … WHERE status = 'store' means two leads cannot take the same VIN.
 */
export async function assignSaleVins(db: Db, caller: Caller, leadId: number, vins: string[]) {
  if (!can(caller.role, 'lead:saleData')) throw forbidden();
  const wanted = [...new Set(vins.map((v) => v.trim().toUpperCase()).filter(Boolean))];
  return db.transaction(async (tx) => {
    const lead = await leadForCaller(tx, caller, leadId, true);
    if (lead.phase !== 'en-cierre' && lead.phase !== 'cerrado') throw conflict(MSG.leadPhaseNotAllowed);
    const [interest] = await tx
      .select({ quantity: leadInterests.quantity })
      .from(leadInterests)
      .where(and(eq(leadInterests.leadId, leadId), eq(leadInterests.current, true)))
      .orderBy(desc(leadInterests.id))
      .limit(1);
    if (wanted.length !== (interest?.quantity ?? 0) || wanted.length !== vins.length) throw badRequest(MSG.vinCountMismatch);
    const previous = await tx.select({ vin: saleVins.vin, saleId: saleVins.saleId }).from(saleVins).where(eq(saleVins.leadId, leadId));
    const release = previous.map((p) => p.vin).filter((v) => !wanted.includes(v));
    if (release.length) {
      await tx.update(inventoryVins).set({ status: 'store' }).where(inArray(inventoryVins.vin, release));
      await tx.delete(saleVins).where(and(eq(saleVins.leadId, leadId), inArray(saleVins.vin, release)));
    }
    const fresh = wanted.filter((v) => !previous.some((p) => p.vin === v));
    if (fresh.length) {
      const taken = await tx
        .update(inventoryVins)
        .set({ status: 'sold' })
        .where(
          and(
            inArray(inventoryVins.vin, fresh),
            eq(inventoryVins.status, 'store'),
            inArray(inventoryVins.storeId, sql`(SELECT ${inventoryStores.id} FROM ${inventoryStores} WHERE ${inventoryStores.agencyId} = ${lead.agencyId})`),
          ),
        )
        .returning({ vin: inventoryVins.vin });
      if (taken.length !== fresh.length) throw badRequest(MSG.vinUnavailable);
      // A lead already reported (cerrado) links its VINs to its sale straight away.
      const [sale] = lead.phase === 'cerrado' ? await tx.select({ id: sales.id }).from(sales).where(eq(sales.leadId, leadId)).orderBy(desc(sales.id)).limit(1) : [];
      const saleId = sale?.id ?? null;
      await tx.insert(saleVins).values(fresh.map((vin) => ({ leadId, vin, saleId })));
    }
    return tx.select({ id: saleVins.id, vin: saleVins.vin, SaleId: saleVins.saleId }).from(saleVins).where(eq(saleVins.leadId, leadId)).orderBy(saleVins.id);
  });
}
