import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { leadProductInput } from '../../../../shared/schemas/fleetLead';
import { dbId } from '../../../../shared/schemas/primitives';
import { authorize } from '../../../identity/auth';
import { dataOrFlat } from '../../../lib/unwrapData';
import { idParams, typed, type RouteDeps } from '../../../lib/zodApp';
import { addLeadProduct, deleteLeadProduct, updateLeadProduct } from './fleetLeadProducts';

const leadIdParams = z.object({ leadId: dbId });

/** The vehicles of a fleet lead (edit lead, step 2). */
export async function fleetLeadProductRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);

  r.post('/lead-fleet-product/:leadId', { schema: { params: leadIdParams, body: dataOrFlat(leadProductInput) } }, async (request, reply) => {
    const caller = authorize(request, 'fleet:work');
    const data = await addLeadProduct(db, caller, request.params.leadId, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.productAdded });
  });

  r.patch('/lead-fleet-product/:id', { schema: { params: idParams, body: dataOrFlat(leadProductInput) } }, async (request) => {
    const caller = authorize(request, 'fleet:work');
    return { data: await updateLeadProduct(db, caller, request.params.id, request.body), message: FLEET_MSG.productEdited };
  });

  r.delete('/lead-fleet-product/:id', { schema: { params: idParams } }, async (request) => {
    const caller = authorize(request, 'fleet:work');
    await deleteLeadProduct(db, caller, request.params.id);
    return { data: { id: request.params.id }, message: FLEET_MSG.productDeleted };
  });
}
