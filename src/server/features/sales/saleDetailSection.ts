import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { leadIdsWithContact } from '../leads';
import { type LeadDetailSection } from '../leads/doors/pipelines';
import { sales, saleVins } from './tables';

/**
 * sales' section of the lead detail (registered into leads' leadDetailSections in featureWiring.ts):
 * the lead's sales (newest first), its VINs, and the repurchases, the sales in the caller's agencies
 * of other leads with the lead's e-mail or phone (at most 20). One query each.
 */
export const saleDetailSection: LeadDetailSection<'sales'> = async (db, { lead, caller }) => {
  const sameContact = leadIdsWithContact(db, lead);
  const [saleRows, vins, repurchases] = await Promise.all([
    db.select().from(sales).where(eq(sales.leadId, lead.id)).orderBy(desc(sales.createdAt)),
    db.select({ id: saleVins.id, vin: saleVins.vin, SaleId: saleVins.saleId }).from(saleVins).where(eq(saleVins.leadId, lead.id)).orderBy(saleVins.id),
    sameContact
      ? db
          .select({ id: sales.id, createdAt: sales.createdAt, stage: sales.stage, LeadId: sales.leadId })
          .from(sales)
          .where(and(ne(sales.leadId, lead.id), inArray(sales.agencyId, caller.agencyIds), inArray(sales.leadId, sameContact)))
          .limit(20)
      : Promise.resolve([]),
  ]);
  return { Sales: saleRows, SaleVINs: vins, RepurchaseSales: repurchases };
};
