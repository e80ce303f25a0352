import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { leadProductInput } from '../../../../shared/schemas/fleetLead';
import { dbId } from '../../../../shared/schemas/primitives';
import { leadFleetProductDeleteAnswer, leadFleetProductWriteAnswer } from '../../../../shared/schemas/fleetLeadResponses';
import { callerOf } from '../../../identity/auth';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import { dataOrFlat } from '../../../lib/unwrapData';
import { idParams, typed, type RouteDeps } from '../../../lib/zodApp';
import { addLeadProduct, deleteLeadProduct, updateLeadProduct } from './fleetLeadProducts';

const leadIdParams = z.object({ leadId: dbId });

/** The vehicles of a fleet lead (edit lead, step 2). */
export async function fleetLeadProductRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);

  r.post('/lead-fleet-product/:leadId', { config: { permission: 'fleet:work', idempotent: true }, bodyLimit: BODY_LIMIT.form, schema: { params: leadIdParams, body: dataOrFlat(leadProductInput), response: { 201: leadFleetProductWriteAnswer } } }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await addLeadProduct(db, caller, request.params.leadId, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.productAdded });
  });

  r.patch('/lead-fleet-product/:id', { config: { permission: 'fleet:work' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, body: dataOrFlat(leadProductInput), response: { 200: leadFleetProductWriteAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await updateLeadProduct(db, caller, request.params.id, request.body), message: FLEET_MSG.productEdited };
  });

  r.delete('/lead-fleet-product/:id', { config: { permission: 'fleet:work' }, schema: { params: idParams, response: { 200: leadFleetProductDeleteAnswer } } }, async (request) => {
    const caller = callerOf(request);
    await deleteLeadProduct(db, caller, request.params.id);
    return { data: { id: request.params.id }, message: FLEET_MSG.productDeleted };
  });
}
