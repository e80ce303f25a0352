/**
 * The server's half of displayContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbId, optDbId } from '../schemas/primitives';
import { pagingQuery } from '../schemas/pagingQuery';
import { displayAnswer, displayChangedAnswer, displayCreatedAnswer, displayCreateSchema, displayListAnswer, displayRenameSchema } from '../schemas/waitingListDisplaySchemas';
import { dataOrFlat } from './dataOrFlat';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './displayContracts';

const idParams = z.object({ id: dbId });

/** The schemas of displayRoutes (displayContracts.ts declares the calls). */
export const displayCallSchemas = callSchemas({
  list: { query: pagingQuery.extend({ AgencyId: optDbId }), response: { 200: displayListAnswer } },
  detail: { params: idParams, response: { 200: displayAnswer } },
  create: { body: dataOrFlat(displayCreateSchema), response: { 201: displayCreatedAnswer } },
  rename: { params: idParams, body: dataOrFlat(displayRenameSchema), response: { 200: displayChangedAnswer } },
  revoke: { params: idParams, body: z.unknown().optional(), response: { 200: displayChangedAnswer } },
});

/** displayRoutes with their schemas: what the server serves. */
export const displayRoutes = attachSchemas(described.displayRoutes, displayCallSchemas);
