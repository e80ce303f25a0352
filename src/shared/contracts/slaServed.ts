/**
 * The server's half of slaContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbId } from '../schemas/primitives';
import type { agencySlaSchema } from '../schemas/agencySla';
import { agencySlaAnswer, agencySlaSavedAnswer } from '../schemas/reportResponses';
import { attachSchemas, callSchemas, sentAs, type Sendable } from './routeContract';
import * as described from './slaContracts';

const idParams = z.object({ id: dbId });
/**
 * `{ data: {...} }` or the fields flat, parsed by the route with agencySlaSchema after the agency
 * check (parseData: its Spanish messages); the screen sends the envelope.
 */
const slaBody = sentAs<{ data: Sendable<typeof agencySlaSchema> }>()(z.unknown());

/** The schemas of slaRoutes (slaContracts.ts declares the calls). */
export const slaCallSchemas = callSchemas({
  settings: { params: idParams, response: { 200: agencySlaAnswer } },
  save: { params: idParams, body: slaBody, response: { 200: agencySlaSavedAnswer } },
});

/** slaRoutes with their schemas: what the server serves. */
export const slaRoutes = attachSchemas(described.slaRoutes, slaCallSchemas);
