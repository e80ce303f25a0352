import { z } from 'zod';
import { dbId, optSearch } from '../schemas/primitives';
import { inventoryResponses } from '../schemas/inventoryResponses';
import { route } from './routeContract';

/**
 * The inventory catalogue (its own base: our /inventory, or an external service with the build's
 * api-key header; features/inventory): any signed-in user (the lead forms pick stores, models, VINs).
 */
export const inventoryRoutes = {
  stores: route({ method: 'GET', path: '/catalogs/data/stores', base: 'inventory', access: { signedIn: true }, response: inventoryResponses.stores }),
  models: route({ method: 'GET', path: '/catalogs/data/models', base: 'inventory', access: { signedIn: true }, response: inventoryResponses.models }),
  vins: route({
    method: 'GET',
    path: '/catalogs/data/vins',
    base: 'inventory',
    access: { signedIn: true },
    query: z.object({ store: dbId, model: dbId, version: optSearch(60) }),
    response: inventoryResponses.vins,
  }),
  modelAndAgencyKeys: route({
    method: 'GET',
    path: '/catalogs/data/model-and-agency-keys',
    base: 'inventory',
    access: { signedIn: true },
    query: z.object({ ProductId: dbId, AgencyId: dbId }),
    response: inventoryResponses.keys,
  }),
};
