/**
 * The server's half of leadContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbId, optDbId, optSearch, text, TEXT_MAX } from '../schemas/primitives';
import { pagingQuery } from '../schemas/pagingQuery';
import { deactivateSchema, leadInterestSchema, newActivitySchema, newLeadSchema } from '../schemas/leadPayloads';
import { leadPatchSchema } from '../schemas/leadPatch';
import {
  activityChannelsAnswer,
  activityTypesAnswer,
  createdActivityAnswer,
  firstResponseAnswer,
  leadAdvanceAnswer,
  leadDetailAnswer,
  leadInterestAnswer,
  leadListPage,
  leadOriginsAnswer,
  leadRowAnswer,
  phaseTotalsAnswer,
  phaseTotalsPagedAnswer,
  listedLeadPage,
} from '../schemas/leadResponses';
import { LEAD_PHASES } from '../domain/phases';
import { dataOrFlat, flatOrData } from './dataOrFlat';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './leadContracts';

/** `{ id }`: a record's id in the path. */
export const idParams = z.object({ id: dbId });

/** GET /lead/new: the funnel list's query; `filters` is the JSON of leadFiltersSchema (schemas/leadList.ts). */
export const leadListQuery = pagingQuery.extend({
  phase: optSearch(30),
  search: optSearch(),
  /** JSON of {LeadOriginId, subStatus, StartDate, EndDate, ProductId, UserId}. */
  filters: optSearch(2000),
  /** '<field>:<asc|desc>', fields id, contact, phase, subStatus, adviser, createdAt, lastContact. */
  sortBy: optSearch(60),
});
/** GET /leads/frozen, /leads/future-sale and /leads/search (this module's own lists). */
export const listedLeadQuery = pagingQuery.extend({ search: z.string().trim().max(100).optional() });

export const leadTotalsQuery = leadListQuery.omit({ page: true, sortBy: true });


/** The schemas of leadRoutes (leadContracts.ts declares the calls). */
export const leadCallSchemas = callSchemas({
  list: { query: leadListQuery, response: { 200: leadListPage } },
  totalsByPhase: { query: leadTotalsQuery, response: { 200: phaseTotalsAnswer } },
  totals: { query: leadTotalsQuery, response: { 200: phaseTotalsPagedAnswer } },
  create: { body: dataOrFlat<typeof newLeadSchema, { UserId?: number }>(newLeadSchema), response: { 201: leadRowAnswer } },
  detail: { params: idParams, response: { 200: leadDetailAnswer } },
  nextPhase: { params: idParams, response: { 200: leadAdvanceAnswer } },
  deactivate: { params: idParams, body: flatOrData(deactivateSchema()), response: { 200: leadRowAnswer } },
  activate: { params: idParams, response: { 200: leadRowAnswer } },
  revive: { params: idParams, response: { 200: leadRowAnswer } },
  reassignAgency: { params: idParams, body: dataOrFlat(z.object({ AgencyId: dbId, UserId: optDbId.nullish() })), response: { 200: leadRowAnswer } },
  firstResponseTime: { params: idParams, response: { 200: firstResponseAnswer } },
  update: { params: idParams, body: flatOrData(leadPatchSchema), response: { 200: leadRowAnswer } },
  // The screens also send the acting UserId; the token says who acts.
  createActivity: {
    body: dataOrFlat<typeof newActivitySchema, object, { UserId?: number }>(newActivitySchema),
    response: { 201: createdActivityAnswer },
  },
  activityTypes: { response: { 200: activityTypesAnswer } },
  activityChannels: { response: { 200: activityChannelsAnswer } },
  createInterest: { body: flatOrData(leadInterestSchema), response: { 201: leadInterestAnswer } },
  frozen: { query: listedLeadQuery, response: { 200: listedLeadPage } },
  futureSale: { query: listedLeadQuery, response: { 200: listedLeadPage } },
  search: { query: listedLeadQuery.extend({ leadPhase: z.enum(LEAD_PHASES) }), response: { 200: listedLeadPage } },
  origins: { response: { 200: leadOriginsAnswer } },
  allOrigins: { response: { 200: leadOriginsAnswer } },
});

/** leadRoutes with their schemas: what the server serves. */
export const leadRoutes = attachSchemas(described.leadRoutes, leadCallSchemas);

/** The nextPhase body the handler reads when there is one. */
export const nextPhaseBody = z.object({ comments: text(TEXT_MAX.medium).nullish() });
