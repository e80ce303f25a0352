import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { fleetContactSuggestionQuery, fleetLeadCreateInput, fleetLeadListQuery, fleetLeadContactInput, fleetLeadMoveInput, fleetLeadTotalsQuery, isFleetMoveBody, fleetReassignInput } from '../../../../shared/schemas/fleetLead';
import { dbId } from '../../../../shared/schemas/primitives';
import { contactSuggestionsAnswer } from '../../../../shared/schemas/fleetCompanyResponses';
import {
  fleetLeadAnswer,
  fleetLeadCatalogsAnswer,
  fleetLeadDeleteAnswer,
  fleetLeadListAnswer,
  fleetLeadTotalsAnswer,
  fleetLeadWriteAnswer,
} from '../../../../shared/schemas/fleetLeadResponses';
import { callerOf } from '../../../identity/auth';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import { dataOrFlat } from '../../../lib/unwrapData';
import { idParams, typed, type RouteDeps } from '../../../lib/zodApp';
import { contactSuggestions, fleetLeadCatalogs } from '../fleetCatalogs';
import { fleetLeadForCaller } from '../fleetAccess';
import { fleetLeadTotals, listFleetLeads } from './fleetLeadList';
import { loadFleetLead } from './fleetLeadQueries';
import { createFleetLead, deleteFleetLead, editFleetLeadContact, moveFleetLead, moveOf, reassignFleetLead } from './fleetLeadWrite';
import type { FleetPhase } from '../../../../shared/domain/fleetPhases';
import type { FleetMove } from '../../../../shared/schemas/fleetLead';
import { parseBody } from '../../../lib/parseBody';
import { fleetActivityRoutes } from './activityRoutes';
import { fleetLeadProductRoutes } from './productRoutes';
import { fleetStageRoutes } from '../stage/stageRoutes';
import { investigationInput, isInvestigationBody } from '../../../../shared/schemas/fleetStage';
import { setInvestigation } from '../stage/fleetStageWrite';

const leadIdParams = z.object({ leadId: dbId });

/** Fleet leads (spec part 2 §7 Fleet leads, this part). Paths and shapes: ../fleet/README.md. */
export async function fleetLeadRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const r = typed(app);

  // The spec's UserId / UserRole headers are accepted; the caller is always the token's user.
  r.get('/lead-fleet', { config: { permission: 'fleet:view' }, schema: { querystring: fleetLeadListQuery, response: { 200: fleetLeadListAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return listFleetLeads(db, caller, request.query);
  });

  r.get('/lead-fleet/data/totals', { config: { permission: 'fleet:view' }, schema: { querystring: fleetLeadTotalsQuery, response: { 200: fleetLeadTotalsAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await fleetLeadTotals(db, caller, request.query) };
  });

  r.get('/lead-fleet/data/catalogs', { config: { permission: 'fleet:view' }, schema: { response: { 200: fleetLeadCatalogsAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await fleetLeadCatalogs(db, caller) };
  });

  r.get('/lead-fleet/data/contactPersonSuggestion', { config: { permission: 'fleet:view' }, schema: { querystring: fleetContactSuggestionQuery, response: { 200: contactSuggestionsAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await contactSuggestions(db, caller, request.query) };
  });

  r.post('/lead-fleet', { config: { permission: 'fleet:work', idempotent: true }, bodyLimit: BODY_LIMIT.form, schema: { body: dataOrFlat(fleetLeadCreateInput), response: { 201: fleetLeadWriteAnswer } } }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await createFleetLead(db, caller, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.leadCreated });
  });

  r.get('/lead-fleet/:id', { config: { permission: 'fleet:view' }, schema: { params: idParams, response: { 200: fleetLeadAnswer } } }, async (request) => {
    const caller = callerOf(request);
    await fleetLeadForCaller(db, caller, request.params.id);
    return { data: await loadFleetLead(db, request.params.id) };
  });

  r.patch('/lead-fleet/:id', { config: { permission: 'fleet:work' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, body: dataOrFlat(z.record(z.string(), z.unknown())), response: { 200: fleetLeadWriteAnswer } } }, async (request) => {
    const caller = callerOf(request);
    const id = request.params.id;
    if (isInvestigationBody(request.body)) {
      const { accountInvestigationRealized } = parseBody(investigationInput, request.body);
      return { data: await setInvestigation(db, caller, id, accountInvestigationRealized), message: FLEET_MSG.investigationUpdated };
    }
    if (!isFleetMoveBody(request.body)) {
      const values = parseBody(fleetLeadContactInput, request.body);
      return { data: await editFleetLeadContact(db, caller, id, values), message: FLEET_MSG.leadEdited };
    }
    const body = parseBody(fleetLeadMoveInput, request.body);
    let move: FleetMove;
    let target: FleetPhase | undefined;
    if ('move' in body) move = body.move;
    else {
      const lead = await fleetLeadForCaller(db, caller, id);
      target = body.phase;
      move = moveOf(lead.phase as FleetPhase, target);
    }
    const data = await moveFleetLead(db, caller, id, move, target);
    if (move === 'freeze') return { data, message: FLEET_MSG.leadFrozen };
    if (move === 'reactivate') return { data, message: FLEET_MSG.leadReactivated };
    return { data, title: FLEET_MSG.stageFinishedTitle, message: FLEET_MSG.stageFinished };
  });

  r.delete('/lead-fleet/:id', { config: { permission: 'fleet:leadDelete' }, schema: { params: idParams, response: { 200: fleetLeadDeleteAnswer } } }, async (request) => {
    const caller = callerOf(request);
    await deleteFleetLead(db, caller, request.params.id);
    return { data: { id: request.params.id }, message: FLEET_MSG.leadDeleted };
  });

  r.patch('/lead-fleet/user/:leadId', { config: { permission: 'fleet:reassign' }, bodyLimit: BODY_LIMIT.form, schema: { params: leadIdParams, body: dataOrFlat(fleetReassignInput), response: { 200: fleetLeadWriteAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await reassignFleetLead(db, caller, request.params.leadId, request.body.UserId), message: FLEET_MSG.leadReassigned };
  });

  await fleetActivityRoutes(app, deps);
  await fleetLeadProductRoutes(app, deps);
  await fleetStageRoutes(app, deps);
}
