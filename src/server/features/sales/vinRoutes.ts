import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dbId, text } from '../../../shared/schemas/primitives';
import { callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { assignSaleVins } from './saleVinAssign';
import { saleVinsAnswer } from '../../../shared/schemas/leadResponses';

/** POST /sale/vin/{leadId} {data:{vins}}: the lead's VINs (the rest of /sale/* is the sales screens'). */
export async function saleVinRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);
  r.post(
    '/sale/vin/:leadId',
    {
      config: { permission: 'lead:saleData' },
      bodyLimit: BODY_LIMIT.form,
      schema: {
        params: z.object({ leadId: dbId }),
        body: z.object({ data: z.object({ vins: z.array(text(40)).max(100) }) }),
        response: { 200: saleVinsAnswer },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return { data: await assignSaleVins(db, caller, request.params.leadId, request.body.data.vins) };
    },
  );
}
