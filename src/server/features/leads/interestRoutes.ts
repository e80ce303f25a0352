import type { FastifyInstance } from 'fastify';
import { authorize } from '../../identity/auth';
import { dataOrFlat } from '../../lib/unwrapData';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { leadInterestSchema } from '../../../shared/schemas/leadPayloads';
import { createInterest } from './leadInterest';

/** POST /leadInterest {date, comments, ProductId, ProductColorId, LeadId, buyType, quantity} (flat, spec §7). */
export async function leadInterestRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);
  for (const url of ['/leadInterest', '/leadInterest/']) {
    r.post(url, { schema: { body: dataOrFlat(leadInterestSchema) } }, async (request, reply) => {
      const caller = authorize(request, 'lead:edit');
      return reply.status(201).send({ data: await createInterest(db, caller, request.body) });
    });
  }
}
