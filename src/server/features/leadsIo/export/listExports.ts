import { APPOINTMENT_LIST_EXPORTS } from '../../appointments/appointmentListExports';
import { DUPLICATE_LIST_EXPORTS } from '../../duplicates/duplicateListExports';
import { ECOMMERCE_LIST_EXPORTS } from '../../ecommerce/ecommerceListExports';
import { FLEET_LIST_EXPORTS } from '../../fleet/fleetListExports';
import { FLOOR_VISIT_LIST_EXPORTS } from '../../floorVisits/floorVisitListExports';
import { VACANCY_LIST_EXPORTS } from '../../hr/vacancyListExports';
import { LEAD_LIST_EXPORTS } from '../../leads/leadListExports';
import { PRODUCT_LIST_EXPORTS } from '../../product/productListExports';
import { SALE_LIST_EXPORTS } from '../../sales/saleListExports';
import type { ListExport } from './listExport';

/**
 * Every exportable list, by its route (the list's own call: same path, same filters, same permission).
 * Each feature declares its lists' exports beside its lists (<feature>/*ListExports.ts); this only
 * assembles them. A test checks each path is still a route, so a list moved or renamed without its
 * export fails the build.
 */
export const LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  ...LEAD_LIST_EXPORTS,
  ...APPOINTMENT_LIST_EXPORTS,
  ...FLOOR_VISIT_LIST_EXPORTS,
  ...SALE_LIST_EXPORTS,
  ...DUPLICATE_LIST_EXPORTS,
  ...FLEET_LIST_EXPORTS,
  ...VACANCY_LIST_EXPORTS,
  ...ECOMMERCE_LIST_EXPORTS,
  ...PRODUCT_LIST_EXPORTS,
};
