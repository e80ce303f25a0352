import type { companyCallSchemas, prospectCallSchemas } from './fleetCompanyServed';
import { describeCalls } from './routeContract';

/** Companies of the fleet area (spec part 2 §7 Companies; features/fleet/companies). */
export const companyRoutes = describeCalls<typeof companyCallSchemas>()({
  /** One sort key at a time, sent as `sortBy=<key>` (a list the server reads from a repeated key). */
  list: { method: 'GET', path: '/company', access: { permission: 'fleet:view' }, arrays: 'repeat' },
  catalogs: { method: 'GET', path: '/company/data/catalogs', access: { permission: 'fleet:view' } },
  contactSuggestions: { method: 'GET', path: '/company/data/contactPersonSuggestion', access: { permission: 'fleet:view' } },
  create: { method: 'POST', path: '/company', access: { permission: 'fleet:work' } },
  detail: { method: 'GET', path: '/company/:id', access: { permission: 'fleet:view' } },
  update: { method: 'PUT', path: '/company/:id', access: { permission: 'fleet:work' } },
  remove: { method: 'DELETE', path: '/company/:id', access: { permission: 'fleet:companyDelete' } },
  toggle: { method: 'POST', path: '/company/:id/status', access: { permission: 'fleet:companyToggle' } },
});

/** Fleet prospects (spec part 2 §7 Prospects; features/fleet/prospects): sortBy direction-prefixed. */
export const prospectRoutes = describeCalls<typeof prospectCallSchemas>()({
  list: { method: 'GET', path: '/lead-fleet-prospect', access: { permission: 'fleet:view' } },
  detail: { method: 'GET', path: '/lead-fleet-prospect/:id', access: { permission: 'fleet:view' } },
  history: { method: 'GET', path: '/lead-fleet-prospect/:id/history', access: { permission: 'fleet:view' } },
  update: { method: 'PATCH', path: '/lead-fleet-prospect/:id', access: { permission: 'fleet:work' } },
  toggleActive: { method: 'POST', path: '/lead-fleet-prospect/:id/toggle-active', access: { permission: 'fleet:work' } },
  /** The executive's rules (an adviser required or not) are the caller's role's: checked in the route's preValidation. */
  convert: { method: 'POST', path: '/lead-fleet-prospect/:id/convert-to-lead', access: { permission: 'fleet:work' } },
});
