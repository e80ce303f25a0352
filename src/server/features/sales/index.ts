// The sales feature's door (issue 41): its routes under /api.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../lib/zodApp';
import { externalSaleRoutes } from './externalSaleRoutes';
import { saleRoutes } from './saleRoutes';
import { saleVinRoutes } from './vinRoutes';

/** sales' part of a lead closing: the sale (registered into leads' write pipeline). */
export { saleOfClosedLead } from './saleOfClosedLead';
export { SALE_LIST_EXPORTS } from './saleListExports';
/** The dashboard's sales count of a range (reports' 'TotalVentas'). */
export { liveSaleCount } from './liveSaleCount';
/** sales' section of the lead detail: sales, VINs, repurchases (registered into leads' leadDetailSections). */
export { saleDetailSection } from './saleDetailSection';
export { leadHasSales, salesMergeStep } from './saleLeadRows';
export { eraseSalesOfLeads, leadIdsWithSale } from './saleLeadErasure';

/** Every sales route: sales, external sales, VINs. */
export async function salesRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(saleRoutes, deps);
  await app.register(externalSaleRoutes, deps);
  await app.register(saleVinRoutes, deps);
}
