import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { assignSaleVins } from './saleVinAssign';
import { saleRoutes } from '../../../shared/contracts/saleServed';

/** POST /sale/vin/{leadId} {data:{vins}}: the lead's VINs (the rest of /sale/* is the sales screens'). */
export async function saleVinRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  serveContract(app, saleRoutes.saveVins, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    return { data: await assignSaleVins(db, caller, request.params.leadId, request.body.data.vins) };
  });
}
