import type { fleetLeadCallSchemas } from './fleetLeadServed';
import { describeCalls } from './routeContract';

/**
 * Fleet leads, their activities and vehicles (spec part 2 §7; features/fleet/leads). The spec's
 * UserId / UserRole headers are accepted; the caller is always the token's user.
 */
export const fleetLeadRoutes = describeCalls<typeof fleetLeadCallSchemas>()({
  list: { method: 'GET', path: '/lead-fleet', access: { permission: 'fleet:view' }, arrays: 'repeat' },
  totals: { method: 'GET', path: '/lead-fleet/data/totals', access: { permission: 'fleet:view' } },
  catalogs: { method: 'GET', path: '/lead-fleet/data/catalogs', access: { permission: 'fleet:view' } },
  dealerContacts: { method: 'GET', path: '/lead-fleet/data/contactPersonSuggestion', access: { permission: 'fleet:view' } },
  create: { method: 'POST', path: '/lead-fleet', access: { permission: 'fleet:work' } },
  detail: { method: 'GET', path: '/lead-fleet/:id', access: { permission: 'fleet:view' } },
  /** A contact edit, a move ('Siguiente', 'Anterior', 'Congelar', 'Reactivar') or the account investigation: the body says which. */
  update: { method: 'PATCH', path: '/lead-fleet/:id', access: { permission: 'fleet:work' } },
  remove: { method: 'DELETE', path: '/lead-fleet/:id', access: { permission: 'fleet:leadDelete' } },
  reassign: { method: 'PATCH', path: '/lead-fleet/user/:leadId', access: { permission: 'fleet:reassign' } },
  activityCatalogs: { method: 'GET', path: '/lead-fleet/data/simple-activity-catalogs', access: { permission: 'fleet:view' } },
  addActivity: { method: 'POST', path: '/lead-fleet/simple-activity/:leadId', access: { permission: 'fleet:work' } },
  history: { method: 'GET', path: '/lead-fleet/data/history/:leadId', access: { permission: 'fleet:view' } },
  activity: { method: 'GET', path: '/lead-fleet/activity/:id', access: { permission: 'fleet:view' } },
  /** Either the Cerrar/Abrir toggle ({status}) or a test drive's edit dialog (comments and new files). */
  updateActivity: { method: 'PATCH', path: '/lead-fleet/activity/:id', access: { permission: 'fleet:work' } },
  followUp: { method: 'POST', path: '/lead-fleet/follow-up/:leadId', access: { permission: 'fleet:work' } },
  schedule: { method: 'GET', path: '/lead-fleet/schedule/:leadId', access: { permission: 'fleet:view' } },
  addProduct: { method: 'POST', path: '/lead-fleet-product/:leadId', access: { permission: 'fleet:work' } },
  updateProduct: { method: 'PATCH', path: '/lead-fleet-product/:id', access: { permission: 'fleet:work' } },
  removeProduct: { method: 'DELETE', path: '/lead-fleet-product/:id', access: { permission: 'fleet:work' } },
});
