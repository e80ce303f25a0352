import type { adfKeyCallSchemas } from './adfKeyServed';
import { describeCalls } from './routeContract';

/** The agency's ADF key (issues 29, 42; features/leadsIo/adf): its last four characters and the intake address, and its rotation. */
export const adfKeyRoutes = describeCalls<typeof adfKeyCallSchemas>()({
  key: { method: 'GET', path: '/agency/:id/adf-key', access: { permission: 'admin:agencies' } },
  /** The new key is in this answer only (it is stored as a hash); the old one stops at once. */
  rotate: { method: 'POST', path: '/agency/:id/adf-key/rotate', access: { permission: 'admin:agencies' } },
});
