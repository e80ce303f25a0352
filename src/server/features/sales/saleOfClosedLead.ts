import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LeadCloser } from '../leads/doors/pipelines';
import { sales, saleVins } from './tables';

/**
 * sales' part of a lead closing (leads' write pipeline, registered in src/server/featureWiring.ts):
 * the sale, PENDING_REPORTING, from the lead's sale data and current interest, and the lead's VINs
 * chosen before are linked to it. Returns the sale's id.
 */
export const saleOfClosedLead: LeadCloser = async (tx, { lead, interest, actorId, now }) => {
  const [sale] = await tx
    .insert(sales)
    .values({
      leadId: lead.id,
      agencyId: lead.agencyId,
      userId: lead.userId ?? actorId,
      productId: interest?.productId ?? null,
      productColorId: interest?.productColorId ?? null,
      stage: 'PENDING_REPORTING',
      origin: 'CRM',
      salePrice: interest ? sql`(SELECT price FROM products WHERE id = ${interest.productId})` : null,
      quantity: interest?.quantity ?? 1,
      invoiceNumber: lead.invoice,
      saleType: interest?.buyType ?? lead.buyType,
      bank: lead.bank,
      insuranceCarrier: lead.ensurance,
      saleCondition: lead.saleCondition,
      paymentMethod: lead.paymentMethod,
      takeCarInExange: lead.exangeCar ?? false,
      rfc: lead.rfc,
      closingDate: now,
    })
    .returning({ id: sales.id });
  await tx.update(saleVins).set({ saleId: sale!.id }).where(and(eq(saleVins.leadId, lead.id), isNull(saleVins.saleId)));
  return sale!.id;
};
