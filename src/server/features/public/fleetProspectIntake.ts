import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PROSPECT_MSG } from '../../../shared/domain/prospectMessages';
import { normalizedProspectPhone, prospectIntakeSchema } from '../../../shared/schemas/fleetProspect';
import { agencies, leadFleetProspects, products } from '../../db/schema';
import { badRequest } from '../../lib/httpError';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { publicResponses } from '../../../shared/schemas/publicResponses';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { recordProspectEvent } from '../fleet/prospects/prospectEvents';

/**
 * POST /api/public/fleet-prospects: the brand's fleet web form. No session; validated like every
 * call; a honeypot field and a per-address limit keep bots out; the same person asking again for
 * the same company within a day does not make a second prospect.
 */
export async function fleetProspectIntakeRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  typed(app).post(
    '/fleet-prospects',
    { config: { public: true, rateLimit: { max: 5, timeWindow: '1 minute' } }, bodyLimit: BODY_LIMIT.publicForm, schema: { body: prospectIntakeSchema, response: publicResponses.fleetProspect } },
    async (request, reply) => {
      const body = request.body;
      if (body.website) return reply.status(202).send({ data: PROSPECT_MSG.intakeReceived });
      const [agency] = await db.select({ id: agencies.id }).from(agencies).where(and(eq(agencies.id, body.agencyId), eq(agencies.active, true)));
      const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, body.ProductId), eq(products.active, true)));
      if (!agency || !product) throw badRequest();
      const email = body.email.toLowerCase();
      await db.transaction(async (tx) => {
        const [recent] = await tx
          .select({ id: leadFleetProspects.id })
          .from(leadFleetProspects)
          .where(
            and(
              eq(leadFleetProspects.agencyId, agency.id),
              eq(sql`lower(${leadFleetProspects.email})`, email),
              eq(sql`lower(${leadFleetProspects.companyName})`, body.companyName.toLowerCase()),
              isNull(leadFleetProspects.convertedToLeadAt),
              gt(leadFleetProspects.createdAt, sql`now() - interval '1 day'`),
            ),
          );
        if (recent) return;
        const [row] = await tx
          .insert(leadFleetProspects)
          .values({
            agencyId: agency.id,
            firstName: body.firstName,
            lastName: body.lastName,
            email,
            phone: normalizedProspectPhone(body.phone),
            companyName: body.companyName,
            position: body.position,
            productId: product.id,
            quantity: body.quantity,
            source: 'web',
          })
          .returning({ id: leadFleetProspects.id });
        await recordProspectEvent(tx, row!.id, null, 'created', 'Formulario web de flotillas');
      });
      return reply.status(202).send({ data: PROSPECT_MSG.intakeReceived });
    },
  );
}
