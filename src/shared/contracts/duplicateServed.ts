/**
 * The server's half of duplicateContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbId } from '../schemas/primitives';
import { pagingQuery } from '../schemas/pagingQuery';
import {
  duplicateActionAnswer,
  duplicateDetailAnswer,
  duplicatePairListAnswer,
  duplicateTotalsAnswer,
  leadDuplicatePairsAnswer,
  leadMergesAnswer,
  mergeUndoneAnswer,
  mergeUsersAnswer,
} from '../schemas/duplicateResponses';
import { idParams } from './leadServed';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './duplicateContracts';

export const duplicateListQuery = pagingQuery.extend({ search: z.string().trim().max(100).optional() });

/** The schemas of duplicateRoutes (duplicateContracts.ts declares the calls). */
export const duplicateCallSchemas = callSchemas({
  list: { query: duplicateListQuery, response: { 200: duplicatePairListAnswer } },
  totals: { query: duplicateListQuery, response: { 200: duplicateTotalsAnswer } },
  pairsOfLead: { params: z.object({ leadId: dbId }), response: { 200: leadDuplicatePairsAnswer } },
  detail: { params: z.object({ lead1: dbId, lead2: dbId }), response: { 200: duplicateDetailAnswer } },
  users: { params: z.object({ value: z.string().trim().min(1).max(100) }), response: { 200: mergeUsersAnswer } },
  combine: { body: z.object({ PrincipalLeadId: dbId, SecondaryLeadId: dbId, UserId: dbId }), response: { 200: duplicateActionAnswer } },
  merges: { params: z.object({ leadId: dbId }), response: { 200: leadMergesAnswer } },
  undoMerge: { params: idParams, response: { 200: mergeUndoneAnswer } },
  setDifferent: { params: idParams, response: { 200: duplicateActionAnswer } },
});

/** duplicateRoutes with their schemas: what the server serves. */
export const duplicateRoutes = attachSchemas(described.duplicateRoutes, duplicateCallSchemas);
