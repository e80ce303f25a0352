/**
 * The server's half of agencyContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbId, int4 } from '../schemas/primitives';
import { agencyDetailAnswer, agencyListAnswer, agencyListRowSchema, agencySavedAnswer, agencyScheduleAnswer, agencyScheduleSavedAnswer } from '../schemas/adminResponses';
import { dataOf, fileAnswer, pagedOf } from '../schemas/wire';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './agencyContracts';

export const agencyListQuery = z.object({
  page: int4.pipe(z.number().min(1)).optional(),
  limit: int4.pipe(z.number().min(1).max(100)).default(10),
});

const idParams = z.object({ id: dbId });
/** The forms' payload, checked by the route with the create or update schema (parseData: its Spanish messages). */
const agencyBody = z.object({ data: z.unknown() });

/** The schemas of agencyRoutes (agencyContracts.ts declares the calls). */
export const agencyCallSchemas = callSchemas({
  list: { query: agencyListQuery, response: { 200: agencyListAnswer } },
  paged: { query: agencyListQuery.required({ page: true }), response: { 200: pagedOf(agencyListRowSchema) } },
  all: { response: { 200: dataOf(z.array(agencyListRowSchema)) } },
  create: { body: agencyBody, response: { 201: agencySavedAnswer } },
  schedule: { params: idParams, response: { 200: agencyScheduleAnswer } },
  saveSchedule: { params: idParams, body: agencyBody, response: { 200: agencyScheduleSavedAnswer } },
  file: { params: idParams, response: { 200: fileAnswer } },
  detail: { params: idParams, response: { 200: agencyDetailAnswer } },
  update: { params: idParams, body: agencyBody, response: { 200: agencySavedAnswer } },
});

/** agencyRoutes with their schemas: what the server serves. */
export const agencyRoutes = attachSchemas(described.agencyRoutes, agencyCallSchemas);
