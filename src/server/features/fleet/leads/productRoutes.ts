import type { FastifyInstance } from 'fastify';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { fleetLeadRoutes as calls } from '../../../../shared/contracts/fleetLeadServed';
import { callerOf } from '../../../identity/auth';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import type { RouteDeps } from '../../../lib/zodApp';
import { serveContract } from '../../../lib/serveContract';
import { addLeadProduct, deleteLeadProduct, updateLeadProduct } from './fleetLeadProducts';

/** The vehicles of a fleet lead (edit lead, step 2). */
export async function fleetLeadProductRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  serveContract(app, calls.addProduct, { config: { idempotent: true }, bodyLimit: BODY_LIMIT.form }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await addLeadProduct(db, caller, request.params.leadId, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.productAdded });
  });

  serveContract(app, calls.updateProduct, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    return { data: await updateLeadProduct(db, caller, request.params.id, request.body), message: FLEET_MSG.productEdited };
  });

  serveContract(app, calls.removeProduct, {}, async (request) => {
    const caller = callerOf(request);
    await deleteLeadProduct(db, caller, request.params.id);
    return { data: { id: request.params.id }, message: FLEET_MSG.productDeleted };
  });
}
