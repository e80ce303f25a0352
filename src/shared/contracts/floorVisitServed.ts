/**
 * The server's half of floorVisitContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbIdWith, optSearch, TEXT_MAX } from '../schemas/primitives';
import { MSG } from '../messages';
import { pagingQuery } from '../schemas/pagingQuery';
import { FLOOR_VISIT_TYPES, floorVisitCreatedAnswer, floorVisitListAnswer, floorVisitTotalsAnswer, foundLeadsAnswer } from '../schemas/floorVisitResponses';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './floorVisitContracts';

/** The list's search and its `filters` JSON (phase tab, type, origin, adviser). */
export const floorVisitListQuery = z.object({ search: optSearch(), filters: optSearch(2000) });

/** The schemas of floorVisitRoutes (floorVisitContracts.ts declares the calls). */
export const floorVisitCallSchemas = callSchemas({
  list: { query: pagingQuery.merge(floorVisitListQuery).extend({ sortBy: optSearch(200) }), response: { 200: floorVisitListAnswer } },
  totals: { query: floorVisitListQuery, response: { 200: floorVisitTotalsAnswer } },
  find: { query: z.object({ email: optSearch(TEXT_MAX.email), phone: optSearch(TEXT_MAX.phone), firstAndLastName: optSearch(TEXT_MAX.name) }), response: { 200: foundLeadsAnswer } },
  register: {
    body: z.object({
      data: z.object({
        origin: z.enum(['NEW', 'EXISTING']),
        LeadId: dbIdWith(MSG.selectLead),
        type: z.enum(FLOOR_VISIT_TYPES).optional().nullable(),
      }),
    }),
    response: { 200: floorVisitCreatedAnswer },
  },
});

/** floorVisitRoutes with their schemas: what the server serves. */
export const floorVisitRoutes = attachSchemas(described.floorVisitRoutes, floorVisitCallSchemas);
