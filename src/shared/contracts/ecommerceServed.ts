/**
 * The server's half of ecommerceContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbId } from '../schemas/primitives';
import { accessoryListQuery, deactivateBody } from '../schemas/ecommerce';
import { accessoryLeadListQuery } from '../schemas/accessoryLeadQuery';
import { accessoryLeadResponses, ecommerceResponses } from '../schemas/ecommerceResponses';
import { attachSchemas, callSchemas, sentAs } from './routeContract';
import * as described from './ecommerceContracts';

const idParams = z.object({ id: dbId });

/**
 * Create's and edit's multipart form (the renderer's accessoryFormData): no JSON body for Fastify to
 * check, the route reads its parts in order (readAccessoryForm: each picture by its bytes and size,
 * the fields with their Spanish message).
 */
const accessoryForm = sentAs<FormData>()(
  z
    .unknown()
    .optional()
    .meta({ description: 'multipart/form-data: name, price, description, modelAccessory, ItemAccesoryTypeId, models (uno por modelo), deleteImages (JSON, al editar), productImages e images (PNG o JPG).' }),
);

/** The schemas of ecommerceRoutes (ecommerceContracts.ts declares the calls). */
export const ecommerceCallSchemas = callSchemas({
  list: { query: accessoryListQuery, response: ecommerceResponses.list },
  deactivate: { body: deactivateBody, response: ecommerceResponses.deactivate },
  catalogs: { response: ecommerceResponses.catalogs },
  detail: { params: idParams, response: ecommerceResponses.detail },
  create: { body: accessoryForm, response: ecommerceResponses.create },
  update: { params: idParams, body: accessoryForm, response: ecommerceResponses.update },
  types: { response: ecommerceResponses.types },
  families: { response: ecommerceResponses.families },
});

/** ecommerceRoutes with their schemas: what the server serves. */
export const ecommerceRoutes = attachSchemas(described.ecommerceRoutes, ecommerceCallSchemas);

/** The schemas of accessoryLeadRoutes. */
export const accessoryLeadCallSchemas = callSchemas({
  list: { query: accessoryLeadListQuery, response: accessoryLeadResponses.list },
  detail: { params: idParams, response: accessoryLeadResponses.detail },
});

/** accessoryLeadRoutes with their schemas: what the server serves. */
export const accessoryLeadRoutes = attachSchemas(described.accessoryLeadRoutes, accessoryLeadCallSchemas);
