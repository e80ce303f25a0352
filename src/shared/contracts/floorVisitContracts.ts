import type { floorVisitCallSchemas } from './floorVisitServed';
import { describeCalls } from './routeContract';

/** The showroom's floor visits (spec §3; features/floorVisits). */
export const floorVisitRoutes = describeCalls<typeof floorVisitCallSchemas>()({
  list: { method: 'GET', path: '/registro-visitas', access: { permission: 'floorVisits:manage' } },
  totals: { method: 'GET', path: '/registro-visitas/data/totales', access: { permission: 'floorVisits:manage' } },
  /** The wizard's lead search by email, phone or name. */
  find: { method: 'GET', path: '/registro-visitas/data/find', access: { permission: 'floorVisits:manage' } },
  register: { method: 'POST', path: '/registro-visitas/', access: { permission: 'floorVisits:manage' } },
});
