import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { dataOrFlat } from '../../lib/unwrapData';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { leadInterestSchema } from '../../../shared/schemas/leadPayloads';
import { createInterest } from './leadInterest';
import { leadInterestAnswer } from '../../../shared/schemas/leadResponses';

/** POST /leadInterest {date, comments, ProductId, ProductColorId, LeadId, buyType, quantity} (flat, spec §7). */
export async function leadInterestRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);
  for (const url of ['/leadInterest', '/leadInterest/']) {
    r.post(url, { config: { permission: 'lead:edit', idempotent: true }, bodyLimit: BODY_LIMIT.form, schema: { body: dataOrFlat(leadInterestSchema), response: { 201: leadInterestAnswer } } }, async (request, reply) => {
      const caller = callerOf(request);
      return reply.status(201).send({ data: await createInterest(db, caller, request.body) });
    });
  }
}
