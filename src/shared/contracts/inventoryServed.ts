/**
 * The server's half of inventoryContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbId, optSearch } from '../schemas/primitives';
import { inventoryResponses } from '../schemas/inventoryResponses';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './inventoryContracts';

/** The schemas of inventoryRoutes (inventoryContracts.ts declares the calls). */
export const inventoryCallSchemas = callSchemas({
  stores: { response: inventoryResponses.stores },
  models: { response: inventoryResponses.models },
  vins: { query: z.object({ store: dbId, model: dbId, version: optSearch(60) }), response: inventoryResponses.vins },
  modelAndAgencyKeys: { query: z.object({ ProductId: dbId, AgencyId: dbId }), response: inventoryResponses.keys },
});

/** inventoryRoutes with their schemas: what the server serves. */
export const inventoryRoutes = attachSchemas(described.inventoryRoutes, inventoryCallSchemas);
