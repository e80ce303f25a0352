import type { saleCallSchemas } from './saleServed';
import { describeCalls } from './routeContract';
import { SALE_STAGE_PERMISSION } from '../domain/saleStageMove';

/** Who may move a sale to some stage (any one: the body's stage says which it needs). */
const SALE_STAGE_PERMISSIONS = Object.values(SALE_STAGE_PERMISSION);

/** Reported sales (spec §7 Sales, features/sales). */
export const saleRoutes = describeCalls<typeof saleCallSchemas>()({
  dashboard: { method: 'GET', path: '/sale/dashboard', access: { permission: 'sales:view' } },
  detail: { method: 'GET', path: '/sale/dashboard/:id', access: { permission: 'sales:view' } },
  reporting: { method: 'GET', path: '/sale/reporting', access: { permission: 'sales:view' } },
  reportingDetail: { method: 'GET', path: '/sale/reporting/:id', access: { permission: 'sales:view' } },
  update: { method: 'PUT', path: '/sale/:id', access: { permission: 'lead:closing' } },
  /** Each target stage has its own permission (SALE_STAGE_PERMISSION), checked with the body. */
  moveStage: { method: 'PATCH', path: '/sale/stage/:id', access: { permission: SALE_STAGE_PERMISSIONS } },
  /** The lead's VINs. */
  saveVins: { method: 'POST', path: '/sale/vin/:leadId', access: { permission: 'lead:saleData' } },
  /** The external sale report played locally (spec §7): the token, then the report with it as `api-key`. */
  reportAuth: { method: 'POST', path: '/auth', access: { permission: 'sales:simulateReport' } },
  reportExternal: { method: 'POST', path: '/sales/data/external', access: { permission: 'sales:simulateReport' } },
});
