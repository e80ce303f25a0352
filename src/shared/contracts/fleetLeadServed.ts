/**
 * The server's half of fleetLeadContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbId } from '../schemas/primitives';
import { fleetContactSuggestionQuery, fleetLeadCreateInput, fleetLeadListQuery, fleetLeadTotalsQuery, fleetReassignInput, leadProductInput } from '../schemas/fleetLead';
import { followUpInput, scheduleQuery, simpleActivityInput } from '../schemas/fleetActivity';
import { contactSuggestionsAnswer } from '../schemas/fleetCompanyResponses';
import {
  fleetLeadAnswer,
  fleetLeadCatalogsAnswer,
  fleetLeadDeleteAnswer,
  fleetLeadHistoryAnswer,
  fleetLeadListAnswer,
  fleetLeadTotalsAnswer,
  fleetLeadWriteAnswer,
  followUpCommentWriteAnswer,
  leadFleetActivitiesAnswer,
  leadFleetActivityAnswer,
  leadFleetActivityWriteAnswer,
  leadFleetProductDeleteAnswer,
  leadFleetProductWriteAnswer,
  simpleActivityCatalogsAnswer,
} from '../schemas/fleetLeadResponses';
import { dataOrFlat } from './dataOrFlat';
import { idParams } from './leadServed';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './fleetLeadContracts';

/** `{ leadId }`: the fleet lead a call acts on, in the path. */
export const leadIdParams = z.object({ leadId: dbId });

/** The schemas of fleetLeadRoutes (fleetLeadContracts.ts declares the calls). */
export const fleetLeadCallSchemas = callSchemas({
  list: { query: fleetLeadListQuery, response: { 200: fleetLeadListAnswer } },
  totals: { query: fleetLeadTotalsQuery, response: { 200: fleetLeadTotalsAnswer } },
  catalogs: { response: { 200: fleetLeadCatalogsAnswer } },
  dealerContacts: { query: fleetContactSuggestionQuery, response: { 200: contactSuggestionsAnswer } },
  create: { body: dataOrFlat(fleetLeadCreateInput), response: { 201: fleetLeadWriteAnswer } },
  detail: { params: idParams, response: { 200: fleetLeadAnswer } },
  update: { params: idParams, body: dataOrFlat(z.record(z.string(), z.unknown())), response: { 200: fleetLeadWriteAnswer } },
  remove: { params: idParams, response: { 200: fleetLeadDeleteAnswer } },
  reassign: { params: leadIdParams, body: dataOrFlat(fleetReassignInput), response: { 200: fleetLeadWriteAnswer } },
  activityCatalogs: { response: { 200: simpleActivityCatalogsAnswer } },
  addActivity: { params: leadIdParams, body: dataOrFlat(simpleActivityInput), response: { 201: leadFleetActivityWriteAnswer } },
  history: { params: leadIdParams, response: { 200: fleetLeadHistoryAnswer } },
  activity: { params: idParams, response: { 200: leadFleetActivityAnswer } },
  updateActivity: { params: idParams, body: dataOrFlat(z.record(z.string(), z.unknown())), response: { 200: leadFleetActivityWriteAnswer } },
  followUp: { params: leadIdParams, body: dataOrFlat(followUpInput), response: { 201: followUpCommentWriteAnswer } },
  schedule: { params: leadIdParams, query: scheduleQuery, response: { 200: leadFleetActivitiesAnswer } },
  addProduct: { params: leadIdParams, body: dataOrFlat(leadProductInput), response: { 201: leadFleetProductWriteAnswer } },
  updateProduct: { params: idParams, body: dataOrFlat(leadProductInput), response: { 200: leadFleetProductWriteAnswer } },
  removeProduct: { params: idParams, response: { 200: leadFleetProductDeleteAnswer } },
});

/** fleetLeadRoutes with their schemas: what the server serves. */
export const fleetLeadRoutes = attachSchemas(described.fleetLeadRoutes, fleetLeadCallSchemas);
