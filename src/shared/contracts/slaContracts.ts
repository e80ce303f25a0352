import type { slaCallSchemas } from './slaServed';
import { describeCalls } from './routeContract';

/** An agency's contact SLA (issue 30, features/sla): targets, return to subasta, closure days. */
export const slaRoutes = describeCalls<typeof slaCallSchemas>()({
  settings: { method: 'GET', path: '/agency/sla/:id', access: { permission: 'agency:sla' } },
  save: { method: 'PUT', path: '/agency/sla/:id', access: { permission: 'agency:sla' } },
});
