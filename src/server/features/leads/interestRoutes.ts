import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { serveContract } from '../../lib/serveContract';
import type { RouteDeps } from '../../lib/zodApp';
import { createInterest } from './leadInterest';
import { leadRoutes } from '../../../shared/contracts/leadServed';

/** POST /leadInterest {date, comments, ProductId, ProductColorId, LeadId, buyType, quantity} (flat, spec §7). */
export async function leadInterestRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  serveContract(app, leadRoutes.createInterest, { config: { idempotent: true }, bodyLimit: BODY_LIMIT.form }, async (request, reply) => {
    const caller = callerOf(request);
    return reply.status(201).send({ data: await createInterest(db, caller, request.body) });
  });
}
