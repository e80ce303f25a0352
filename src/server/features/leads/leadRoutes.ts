import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../identity/auth';
import { recordAccess } from '../../lib/accessLog/accessLogWriter';
import { masksSubastaContacts } from './contactMask';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { serveContract } from '../../lib/serveContract';
import type { RouteDeps } from '../../lib/zodApp';
import { leadRoutes as calls, nextPhaseBody } from '../../../shared/contracts/leadServed';
import { createLead } from './leadCreate';
import { leadDetail } from './leadDetail';
import { advancePhase, deactivateLead, demandPatchGroups, patchLead, reassignAgency, recordFirstResponse, returnToFunnel } from './leadUpdate';
import { leadFunnelListRoutes } from './listRoutes';
import { dataOrFlat as dataOrFlatBody, unwrapped } from '../../../shared/contracts/dataOrFlat';

/**
 * Lead calls of spec part 1 §7, served from their contracts (src/shared/contracts/leadContracts.ts).
 * POST /lead/loyalty/postActivity/{a}/{b} is not implemented: the spec gives neither its meaning nor
 * its payload.
 */
export async function leadRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  await app.register(leadFunnelListRoutes, deps);
  const form = { bodyLimit: BODY_LIMIT.form };

  // POST /lead/ {data: NewLead, UserId}: the creator is the token's user, not the body's UserId.
  serveContract(app, calls.create, { ...form, config: { idempotent: true } }, async (request, reply) => {
    const caller = callerOf(request);
    const lead = await createLead(db, caller, request.body);
    return reply.status(201).send({ data: lead });
  });

  serveContract(app, calls.detail, {}, async (request) => {
    const caller = callerOf(request);
    const detail = await leadDetail(db, caller, request.params.id);
    // Who opened a contact unmasked (issue 54): every view but a masked role's of a subasta lead. Off the
    // request's path: the record goes to the access log's buffer, written within a second.
    if (!(masksSubastaContacts(caller.role) && detail.phase === 'subasta')) recordAccess(request, { action: 'contact-view', target: 'Detalle del lead', leadId: detail.id });
    return { data: detail };
  });

  // The body is optional ({ data: { comments } } at most): Apartar and report sale send nothing.
  // Each step has its own permission (checked with the lead's phase); the route needs one of them.
  const nextPhaseData = dataOrFlatBody(nextPhaseBody);
  serveContract(app, calls.nextPhase, form, async (request) => {
    const caller = callerOf(request);
    const parsed = nextPhaseData.safeParse(request.body ?? {});
    return { data: await advancePhase(db, caller, request.params.id, parsed.success ? parsed.data.comments : undefined) };
  });

  serveContract(app, calls.deactivate, form, async (request) => {
    const caller = callerOf(request);
    return { data: await deactivateLead(db, caller, request.params.id, request.body) };
  });

  serveContract(app, calls.activate, form, async (request) => {
    const caller = callerOf(request);
    return { data: await returnToFunnel(db, caller, request.params.id, false) };
  });

  serveContract(app, calls.revive, form, async (request) => {
    const caller = callerOf(request);
    return { data: await returnToFunnel(db, caller, request.params.id, true) };
  });

  serveContract(app, calls.reassignAgency, form, async (request) => {
    const caller = callerOf(request);
    return { data: await reassignAgency(db, caller, request.params.id, request.body.AgencyId, request.body.UserId) };
  });

  serveContract(app, calls.firstResponseTime, form, async (request) => {
    const caller = callerOf(request);
    return { data: await recordFirstResponse(db, caller, request.params.id) };
  });

  // Field updates; each group (reassign, edit, sale data, invoice, demographics) checks its own permission.
  // The groups' permissions before the body's rules (403 whatever a refused role sends).
  const patchGroupsAllowed = async (request: FastifyRequest) => demandPatchGroups(callerOf(request), unwrapped(request.body));
  serveContract(app, calls.update, { ...form, preValidation: patchGroupsAllowed }, async (request) => {
    const caller = callerOf(request);
    return { data: await patchLead(db, caller, request.params.id, request.body) };
  });
}
