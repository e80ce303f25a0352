/**
 * The server's half of fleetCompanyContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { companyContactSuggestionQuery, companyInput, companyListQuery } from '../schemas/fleetCompany';
import { companyAnswer, companyCatalogsAnswer, companyDeleteAnswer, companyListAnswer, companyWriteAnswer, contactSuggestionsAnswer } from '../schemas/fleetCompanyResponses';
import { convertSchema, prospectEditSchema, prospectListQuery, type ConvertPayload, type ProspectEditPayload } from '../schemas/fleetProspect';
import { prospectAnswer, prospectConvertAnswer, prospectEditAnswer, prospectHistoryAnswer, prospectListAnswer, prospectToggleAnswer } from '../schemas/fleetProspectResponses';
import { dataOrFlat, dataOrFlatAs } from './dataOrFlat';
import { idParams } from './leadServed';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './fleetCompanyContracts';

/**
 * The prospect forms send their values as the form holds them (a field may still be empty): the form
 * checks them with the same schema first, and the route refuses what is missing with the same message.
 */
const formValues = <T>() => dataOrFlatAs<{ data: T }>();

/** The schemas of companyRoutes (fleetCompanyContracts.ts declares the calls). */
export const companyCallSchemas = callSchemas({
  list: { query: companyListQuery, response: { 200: companyListAnswer } },
  catalogs: { response: { 200: companyCatalogsAnswer } },
  contactSuggestions: { query: companyContactSuggestionQuery, response: { 200: contactSuggestionsAnswer } },
  create: { body: dataOrFlat(companyInput), response: { 201: companyWriteAnswer } },
  detail: { params: idParams, response: { 200: companyAnswer } },
  update: { params: idParams, body: dataOrFlat(companyInput), response: { 200: companyWriteAnswer } },
  remove: { params: idParams, response: { 200: companyDeleteAnswer } },
  toggle: { params: idParams, response: { 200: companyWriteAnswer } },
});

/** companyRoutes with their schemas: what the server serves. */
export const companyRoutes = attachSchemas(described.companyRoutes, companyCallSchemas);

/** The schemas of prospectRoutes (fleetCompanyContracts.ts declares the calls). */
export const prospectCallSchemas = callSchemas({
  list: { query: prospectListQuery, response: { 200: prospectListAnswer } },
  detail: { params: idParams, response: { 200: prospectAnswer } },
  history: { params: idParams, response: { 200: prospectHistoryAnswer } },
  update: { params: idParams, body: formValues<ProspectEditPayload>()(prospectEditSchema), response: { 200: prospectEditAnswer } },
  toggleActive: { params: idParams, response: { 200: prospectToggleAnswer } },
  convert: { params: idParams, body: formValues<ConvertPayload>()(convertSchema(false)), response: { 201: prospectConvertAnswer } },
});

/** prospectRoutes with their schemas: what the server serves. */
export const prospectRoutes = attachSchemas(described.prospectRoutes, prospectCallSchemas);
