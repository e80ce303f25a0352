import { companyContactSuggestionQuery, companyInput, companyListQuery } from '../schemas/fleetCompany';
import { companyAnswer, companyCatalogsAnswer, companyDeleteAnswer, companyListAnswer, companyWriteAnswer, contactSuggestionsAnswer } from '../schemas/fleetCompanyResponses';
import { convertSchema, prospectEditSchema, prospectListQuery, type ConvertPayload, type ProspectEditPayload } from '../schemas/fleetProspect';
import { prospectAnswer, prospectConvertAnswer, prospectEditAnswer, prospectHistoryAnswer, prospectListAnswer, prospectToggleAnswer } from '../schemas/fleetProspectResponses';
import { dataOrFlat, dataOrFlatAs } from './dataOrFlat';
import { idParams } from './leadContracts';
import { route } from './routeContract';

/**
 * The prospect forms send their values as the form holds them (a field may still be empty): the form
 * checks them with the same schema first, and the route refuses what is missing with the same message.
 */
const formValues = <T>() => dataOrFlatAs<{ data: T }>();

/** Companies of the fleet area (spec part 2 §7 Companies; features/fleet/companies). */
export const companyRoutes = {
  /** One sort key at a time, sent as `sortBy=<key>` (a list the server reads from a repeated key). */
  list: route({ method: 'GET', path: '/company', access: { permission: 'fleet:view' }, query: companyListQuery, arrays: 'repeat', response: { 200: companyListAnswer } }),
  catalogs: route({ method: 'GET', path: '/company/data/catalogs', access: { permission: 'fleet:view' }, response: { 200: companyCatalogsAnswer } }),
  contactSuggestions: route({ method: 'GET', path: '/company/data/contactPersonSuggestion', access: { permission: 'fleet:view' }, query: companyContactSuggestionQuery, response: { 200: contactSuggestionsAnswer } }),
  create: route({ method: 'POST', path: '/company', access: { permission: 'fleet:work' }, body: dataOrFlat(companyInput), response: { 201: companyWriteAnswer } }),
  detail: route({ method: 'GET', path: '/company/:id', access: { permission: 'fleet:view' }, params: idParams, response: { 200: companyAnswer } }),
  update: route({ method: 'PUT', path: '/company/:id', access: { permission: 'fleet:work' }, params: idParams, body: dataOrFlat(companyInput), response: { 200: companyWriteAnswer } }),
  remove: route({ method: 'DELETE', path: '/company/:id', access: { permission: 'fleet:companyDelete' }, params: idParams, response: { 200: companyDeleteAnswer } }),
  toggle: route({ method: 'POST', path: '/company/:id/status', access: { permission: 'fleet:companyToggle' }, params: idParams, response: { 200: companyWriteAnswer } }),
};

/** Fleet prospects (spec part 2 §7 Prospects; features/fleet/prospects): sortBy direction-prefixed. */
export const prospectRoutes = {
  list: route({ method: 'GET', path: '/lead-fleet-prospect', access: { permission: 'fleet:view' }, query: prospectListQuery, response: { 200: prospectListAnswer } }),
  detail: route({ method: 'GET', path: '/lead-fleet-prospect/:id', access: { permission: 'fleet:view' }, params: idParams, response: { 200: prospectAnswer } }),
  history: route({ method: 'GET', path: '/lead-fleet-prospect/:id/history', access: { permission: 'fleet:view' }, params: idParams, response: { 200: prospectHistoryAnswer } }),
  update: route({ method: 'PATCH', path: '/lead-fleet-prospect/:id', access: { permission: 'fleet:work' }, params: idParams, body: formValues<ProspectEditPayload>()(prospectEditSchema), response: { 200: prospectEditAnswer } }),
  toggleActive: route({ method: 'POST', path: '/lead-fleet-prospect/:id/toggle-active', access: { permission: 'fleet:work' }, params: idParams, response: { 200: prospectToggleAnswer } }),
  /** The executive's rules (an adviser required or not) are the caller's role's: checked in the route's preValidation. */
  convert: route({
    method: 'POST',
    path: '/lead-fleet-prospect/:id/convert-to-lead',
    access: { permission: 'fleet:work' },
    params: idParams,
    body: formValues<ConvertPayload>()(convertSchema(false)),
    response: { 201: prospectConvertAnswer },
  }),
};
