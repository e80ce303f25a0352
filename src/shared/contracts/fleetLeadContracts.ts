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
import { idParams } from './leadContracts';
import { route } from './routeContract';

/** `{ leadId }`: the fleet lead a call acts on, in the path. */
export const leadIdParams = z.object({ leadId: dbId });

/**
 * Fleet leads, their activities and vehicles (spec part 2 §7; features/fleet/leads). The spec's
 * UserId / UserRole headers are accepted; the caller is always the token's user.
 */
export const fleetLeadRoutes = {
  list: route({ method: 'GET', path: '/lead-fleet', access: { permission: 'fleet:view' }, query: fleetLeadListQuery, arrays: 'repeat', response: { 200: fleetLeadListAnswer } }),
  totals: route({ method: 'GET', path: '/lead-fleet/data/totals', access: { permission: 'fleet:view' }, query: fleetLeadTotalsQuery, response: { 200: fleetLeadTotalsAnswer } }),
  catalogs: route({ method: 'GET', path: '/lead-fleet/data/catalogs', access: { permission: 'fleet:view' }, response: { 200: fleetLeadCatalogsAnswer } }),
  dealerContacts: route({ method: 'GET', path: '/lead-fleet/data/contactPersonSuggestion', access: { permission: 'fleet:view' }, query: fleetContactSuggestionQuery, response: { 200: contactSuggestionsAnswer } }),
  create: route({ method: 'POST', path: '/lead-fleet', access: { permission: 'fleet:work' }, body: dataOrFlat(fleetLeadCreateInput), response: { 201: fleetLeadWriteAnswer } }),
  detail: route({ method: 'GET', path: '/lead-fleet/:id', access: { permission: 'fleet:view' }, params: idParams, response: { 200: fleetLeadAnswer } }),
  /** A contact edit, a move ('Siguiente', 'Anterior', 'Congelar', 'Reactivar') or the account investigation: the body says which. */
  update: route({ method: 'PATCH', path: '/lead-fleet/:id', access: { permission: 'fleet:work' }, params: idParams, body: dataOrFlat(z.record(z.string(), z.unknown())), response: { 200: fleetLeadWriteAnswer } }),
  remove: route({ method: 'DELETE', path: '/lead-fleet/:id', access: { permission: 'fleet:leadDelete' }, params: idParams, response: { 200: fleetLeadDeleteAnswer } }),
  reassign: route({ method: 'PATCH', path: '/lead-fleet/user/:leadId', access: { permission: 'fleet:reassign' }, params: leadIdParams, body: dataOrFlat(fleetReassignInput), response: { 200: fleetLeadWriteAnswer } }),
  activityCatalogs: route({ method: 'GET', path: '/lead-fleet/data/simple-activity-catalogs', access: { permission: 'fleet:view' }, response: { 200: simpleActivityCatalogsAnswer } }),
  addActivity: route({ method: 'POST', path: '/lead-fleet/simple-activity/:leadId', access: { permission: 'fleet:work' }, params: leadIdParams, body: dataOrFlat(simpleActivityInput), response: { 201: leadFleetActivityWriteAnswer } }),
  history: route({ method: 'GET', path: '/lead-fleet/data/history/:leadId', access: { permission: 'fleet:view' }, params: leadIdParams, response: { 200: fleetLeadHistoryAnswer } }),
  activity: route({ method: 'GET', path: '/lead-fleet/activity/:id', access: { permission: 'fleet:view' }, params: idParams, response: { 200: leadFleetActivityAnswer } }),
  /** Either the Cerrar/Abrir toggle ({status}) or a test drive's edit dialog (comments and new files). */
  updateActivity: route({ method: 'PATCH', path: '/lead-fleet/activity/:id', access: { permission: 'fleet:work' }, params: idParams, body: dataOrFlat(z.record(z.string(), z.unknown())), response: { 200: leadFleetActivityWriteAnswer } }),
  followUp: route({ method: 'POST', path: '/lead-fleet/follow-up/:leadId', access: { permission: 'fleet:work' }, params: leadIdParams, body: dataOrFlat(followUpInput), response: { 201: followUpCommentWriteAnswer } }),
  schedule: route({ method: 'GET', path: '/lead-fleet/schedule/:leadId', access: { permission: 'fleet:view' }, params: leadIdParams, query: scheduleQuery, response: { 200: leadFleetActivitiesAnswer } }),
  addProduct: route({ method: 'POST', path: '/lead-fleet-product/:leadId', access: { permission: 'fleet:work' }, params: leadIdParams, body: dataOrFlat(leadProductInput), response: { 201: leadFleetProductWriteAnswer } }),
  updateProduct: route({ method: 'PATCH', path: '/lead-fleet-product/:id', access: { permission: 'fleet:work' }, params: idParams, body: dataOrFlat(leadProductInput), response: { 200: leadFleetProductWriteAnswer } }),
  removeProduct: route({ method: 'DELETE', path: '/lead-fleet-product/:id', access: { permission: 'fleet:work' }, params: idParams, response: { 200: leadFleetProductDeleteAnswer } }),
};
