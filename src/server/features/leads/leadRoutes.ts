import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dbId, optDbId, text, TEXT_MAX } from '../../../shared/schemas/primitives';
import { callerOf } from '../../identity/auth';
import { recordAccess } from '../../lib/accessLog/accessLogWriter';
import { masksSubastaContacts } from './contactMask';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { dataOrFlat } from '../../lib/unwrapData';
import { idParams, typed, type RouteDeps } from '../../lib/zodApp';
import { deactivateSchema, newLeadSchema } from '../../../shared/schemas/leadPayloads';
import { createLead } from './leadCreate';
import { leadDetail } from './leadDetail';
import { ADVANCE_PERMISSIONS, advancePhase, deactivateLead, PATCH_PERMISSIONS, patchLead, reassignAgency, recordFirstResponse, returnToFunnel, type LeadPatch } from './leadUpdate';
import { leadFunnelListRoutes } from './listRoutes';
import { firstResponseAnswer, leadAdvanceAnswer, leadDetailAnswer, leadRowAnswer } from '../../../shared/schemas/leadResponses';

/**
 * Lead calls of spec part 1 §7. POST /lead/loyalty/postActivity/{a}/{b} is not implemented: the
 * spec gives neither its meaning nor its payload.
 */
const nextPhaseBody = dataOrFlat(z.object({ comments: text(TEXT_MAX.medium).nullish() }));

export async function leadRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const r = typed(app);
  await app.register(leadFunnelListRoutes, deps);

  // POST /lead/ {data: NewLead, UserId}: the creator is the token's user, not the body's UserId.
  for (const url of ['/lead/', '/lead']) {
    r.post(url, { config: { permission: 'lead:create', idempotent: true }, bodyLimit: BODY_LIMIT.form, schema: { body: dataOrFlat(newLeadSchema), response: { 201: leadRowAnswer } } }, async (request, reply) => {
      const caller = callerOf(request);
      const lead = await createLead(db, caller, request.body);
      return reply.status(201).send({ data: lead });
    });
  }

  r.get('/lead/:id', { config: { permission: 'lead:view' }, schema: { params: idParams, response: { 200: leadDetailAnswer } } }, async (request) => {
    const caller = callerOf(request);
    const detail = await leadDetail(db, caller, request.params.id);
    // Who opened a contact unmasked (issue 54): every view but a masked role's of a subasta lead. Off the
    // request's path: the record goes to the access log's buffer, written within a second.
    if (!(masksSubastaContacts(caller.role) && detail.phase === 'subasta')) recordAccess(request, { action: 'contact-view', target: 'Detalle del lead', leadId: detail.id });
    return { data: detail };
  });

  // The body is optional ({ data: { comments } } at most): Apartar and report sale send nothing.
  // Each step has its own permission (checked with the lead's phase); the route needs one of them.
  r.patch('/lead/nextPhase/:id', { config: { permission: ADVANCE_PERMISSIONS }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, response: { 200: leadAdvanceAnswer } } }, async (request) => {
    const caller = callerOf(request);
    const parsed = nextPhaseBody.safeParse(request.body ?? {});
    return { data: await advancePhase(db, caller, request.params.id, parsed.success ? parsed.data.comments : undefined) };
  });

  r.patch('/lead/deactivate/:id', { config: { permission: 'lead:discard' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, body: dataOrFlat(deactivateSchema()), response: { 200: leadRowAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await deactivateLead(db, caller, request.params.id, request.body) };
  });

  r.patch('/lead/activate/:id', { config: { permission: 'lead:returnToFunnel' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, response: { 200: leadRowAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await returnToFunnel(db, caller, request.params.id, false) };
  });

  r.patch('/lead/revive/:id', { config: { permission: 'lead:returnToFunnel' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, response: { 200: leadRowAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await returnToFunnel(db, caller, request.params.id, true) };
  });

  r.patch(
    '/lead/reassignAgency/:id',
    {
      config: { permission: 'lead:reassign' },
      bodyLimit: BODY_LIMIT.form,
      schema: {
        params: idParams,
        body: dataOrFlat(z.object({ AgencyId: dbId, UserId: optDbId.nullish() })),
        response: { 200: leadRowAnswer },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return { data: await reassignAgency(db, caller, request.params.id, request.body.AgencyId, request.body.UserId) };
    },
  );

  r.patch('/lead/first-response-time/:id', { config: { permission: 'lead:contact' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, response: { 200: firstResponseAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await recordFirstResponse(db, caller, request.params.id) };
  });

  // Field updates; each group (reassign, edit, sale data, invoice, demographics) checks its own permission.
  r.patch('/lead/:id', { config: { permission: PATCH_PERMISSIONS }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, body: dataOrFlat(z.record(z.string(), z.unknown())), response: { 200: leadRowAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await patchLead(db, caller, request.params.id, request.body as LeadPatch) };
  });
}
