import type { inventoryCallSchemas } from './inventoryServed';
import { describeCalls } from './routeContract';

/**
 * The inventory catalogue (its own base: our /inventory, or an external service with the build's
 * api-key header; features/inventory): any signed-in user (the lead forms pick stores, models, VINs).
 */
export const inventoryRoutes = describeCalls<typeof inventoryCallSchemas>()({
  stores: { method: 'GET', path: '/catalogs/data/stores', base: 'inventory', access: { signedIn: true } },
  models: { method: 'GET', path: '/catalogs/data/models', base: 'inventory', access: { signedIn: true } },
  vins: { method: 'GET', path: '/catalogs/data/vins', base: 'inventory', access: { signedIn: true } },
  modelAndAgencyKeys: { method: 'GET', path: '/catalogs/data/model-and-agency-keys', base: 'inventory', access: { signedIn: true } },
});
