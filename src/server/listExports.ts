import { APPOINTMENT_LIST_EXPORTS } from './features/appointments';
import { DUPLICATE_LIST_EXPORTS } from './features/duplicates';
import { ECOMMERCE_LIST_EXPORTS } from './features/ecommerce';
import { FLEET_LIST_EXPORTS } from './features/fleet';
import { FLOOR_VISIT_LIST_EXPORTS } from './features/floorVisits';
import { VACANCY_LIST_EXPORTS } from './features/hr';
import { LEAD_LIST_EXPORTS } from './features/leads';
import { PRODUCT_LIST_EXPORTS } from './features/product';
import { PRIVACY_LIST_EXPORTS } from './features/privacy';
import { REPORT_LIST_EXPORTS } from './features/reports';
import { SALE_LIST_EXPORTS } from './features/sales';
import type { ListExport } from './lib/listExport/exportColumns';

/**
 * Every exportable list, by its route (the list's own call: same path, same filters, same permission).
 * Each feature declares its lists' exports beside its lists (<feature>/*ListExports.ts, out of its
 * door); this only assembles them, above the features (app.ts installs them with leadsIo's installListExport). A test checks each path is still a route, so a list moved or renamed without its
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
  ...REPORT_LIST_EXPORTS,
  ...PRIVACY_LIST_EXPORTS,
};
