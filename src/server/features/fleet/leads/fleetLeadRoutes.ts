import type { FastifyInstance } from 'fastify';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { fleetLeadContactInput, fleetLeadMoveInput, isFleetMoveBody } from '../../../../shared/schemas/fleetLead';
import { fleetLeadRoutes as calls } from '../../../../shared/contracts/fleetLeadServed';
import { callerOf } from '../../../identity/auth';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import type { RouteDeps } from '../../../lib/zodApp';
import { serveContract } from '../../../lib/serveContract';
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

/** Fleet leads (spec part 2 §7 Fleet leads, this part). Paths and shapes: ../fleet/README.md. */
export async function fleetLeadRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  // The spec's UserId / UserRole headers are accepted; the caller is always the token's user.
  serveContract(app, calls.list, {}, async (request) => {
    const caller = callerOf(request);
    return listFleetLeads(db, caller, request.query);
  });

  serveContract(app, calls.totals, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await fleetLeadTotals(db, caller, request.query) };
  });

  serveContract(app, calls.catalogs, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await fleetLeadCatalogs(db, caller) };
  });

  serveContract(app, calls.dealerContacts, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await contactSuggestions(db, caller, request.query) };
  });

  serveContract(app, calls.create, { config: { idempotent: true }, bodyLimit: BODY_LIMIT.form }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await createFleetLead(db, caller, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.leadCreated });
  });

  serveContract(app, calls.detail, {}, async (request) => {
    const caller = callerOf(request);
    await fleetLeadForCaller(db, caller, request.params.id);
    return { data: await loadFleetLead(db, request.params.id) };
  });

  serveContract(app, calls.update, { bodyLimit: BODY_LIMIT.form }, async (request) => {
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

  serveContract(app, calls.remove, {}, async (request) => {
    const caller = callerOf(request);
    await deleteFleetLead(db, caller, request.params.id);
    return { data: { id: request.params.id }, message: FLEET_MSG.leadDeleted };
  });

  serveContract(app, calls.reassign, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    return { data: await reassignFleetLead(db, caller, request.params.leadId, request.body.UserId), message: FLEET_MSG.leadReassigned };
  });

  await fleetActivityRoutes(app, deps);
  await fleetLeadProductRoutes(app, deps);
  await fleetStageRoutes(app, deps);
}
