import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { PROSPECT_MSG } from '../../../shared/domain/prospectMessages';
import { prospectIntakeSchema } from '../../../shared/schemas/fleetProspect';
import { products } from '../../db/tables/catalog';
import { agencies } from '../../db/tables/org';
import { badRequest } from '../../lib/httpError';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { publicResponses } from '../../../shared/schemas/publicResponses';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { takeWebProspect } from '../fleet';
import { checkPublicConsent, recordPublicConsent } from '../privacy';

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
      // The notice version and purposes the form showed, checked before anything is written (issue 54).
      const consent = await checkPublicConsent(db, agency.id, body.privacy);
      await takeWebProspect(db, agency.id, product.id, body, (tx, id) => recordPublicConsent(tx, 'fleet-prospect', id, agency.id, 'formulario-flotillas', consent));
      return reply.status(202).send({ data: PROSPECT_MSG.intakeReceived });
    },
  );
}
