/**
 * The server's half of adfKeyContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbId } from '../schemas/primitives';
import { adfResponses } from '../schemas/importResponses';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './adfKeyContracts';

const idParams = z.object({ id: dbId });

/** The schemas of adfKeyRoutes (adfKeyContracts.ts declares the calls). */
export const adfKeyCallSchemas = callSchemas({
  key: { params: idParams, response: adfResponses.key },
  rotate: { params: idParams, response: adfResponses.rotated },
});

/** adfKeyRoutes with their schemas: what the server serves. */
export const adfKeyRoutes = attachSchemas(described.adfKeyRoutes, adfKeyCallSchemas);
