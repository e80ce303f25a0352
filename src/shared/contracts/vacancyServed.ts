/**
 * The server's half of vacancyContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { TEXT_MAX } from '../schemas/primitives';
import { pagingQuery } from '../schemas/pagingQuery';
import { vacancyInput } from '../schemas/vacancy';
import { vacancyCreatedAnswer, vacancyDeletedAnswer, vacancyListAnswer } from '../schemas/vacancyResponses';
import { dataOrFlat } from './dataOrFlat';
import { idParams } from './leadServed';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './vacancyContracts';

export const vacancyListQuery = pagingQuery.extend({
  search: z.string().max(TEXT_MAX.short).optional(),
  location: z.string().max(TEXT_MAX.short).optional(),
  area: z.string().max(TEXT_MAX.short).optional(),
});

/** The schemas of vacancyRoutes (vacancyContracts.ts declares the calls). */
export const vacancyCallSchemas = callSchemas({
  create: { body: dataOrFlat(vacancyInput), response: { 201: vacancyCreatedAnswer } },
  list: { query: vacancyListQuery, response: { 200: vacancyListAnswer } },
  remove: { params: idParams, response: { 200: vacancyDeletedAnswer } },
});

/** vacancyRoutes with their schemas: what the server serves. */
export const vacancyRoutes = attachSchemas(described.vacancyRoutes, vacancyCallSchemas);
