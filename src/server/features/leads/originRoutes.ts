import type { FastifyInstance } from 'fastify';
import { asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { optDbId, TEXT_MAX } from '../../../shared/schemas/primitives';
import { MSG } from '../../../shared/messages';
import { assertAgency, callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { leadOrigins } from '../../db/tables/catalog';
import { conflict } from '../../lib/httpError';
import { dataOrFlat } from '../../../shared/contracts/dataOrFlat';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { slugify } from '../../../shared/domain/comparableText';
import { leadOriginAnswer } from '../../../shared/schemas/leadResponses';
import { leadRoutes } from '../../../shared/contracts/leadServed';
import { serveContract } from '../../lib/serveContract';

const originBody = z.object({
  description: z.string().trim().min(1, MSG.requiredFields).max(TEXT_MAX.short).refine((s) => !s.includes(String.fromCharCode(0))),
  slug: z.string().trim().max(60).regex(/^[a-z0-9-]*$/).optional(),
  /** Absent or null: offered to every agency. */
  AgencyId: optDbId.nullish(),
});

const columns = { id: leadOrigins.id, slug: leadOrigins.slug, description: leadOrigins.description, AgencyId: leadOrigins.agencyId };

/** Lead origins: the network's (no agency) plus each agency's own. */
export async function leadOriginRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);

  for (const url of ['/leadOrigin/', '/leadOrigin']) {
    r.post(url, { config: { permission: 'leadOrigin:manage' }, bodyLimit: BODY_LIMIT.form, schema: { body: dataOrFlat(originBody), response: { 201: leadOriginAnswer } } }, async (request, reply) => {
      const caller = callerOf(request);
      const { description, slug, AgencyId } = request.body;
      if (AgencyId) assertAgency(caller, AgencyId);
      const [row] = await db
        .insert(leadOrigins)
        .values({ description, slug: slugify(slug || description), agencyId: AgencyId ?? null })
        .onConflictDoNothing()
        .returning(columns);
      if (!row) throw conflict(MSG.originExists);
      return reply.status(201).send({ data: row });
    });
  }

  // GET /leadOrigin (header agencyid): the network's origins and that agency's.
  serveContract(app, leadRoutes.origins, {}, async (request) => {
    const caller = callerOf(request);
    return {
      data: await db
        .select(columns)
        .from(leadOrigins)
        .where(or(isNull(leadOrigins.agencyId), eq(leadOrigins.agencyId, caller.agencyId)))
        .orderBy(asc(leadOrigins.description)),
    };
  });

  // GET /leadOrigin/all: every origin the caller may use in any of their agencies (admin: all).
  serveContract(app, leadRoutes.allOrigins, {}, async (request) => {
    const caller = callerOf(request);
    const scope = caller.role === 'admin' ? undefined : or(isNull(leadOrigins.agencyId), inArray(leadOrigins.agencyId, caller.agencyIds.length ? caller.agencyIds : [0]));
    return { data: await db.select(columns).from(leadOrigins).where(scope).orderBy(asc(leadOrigins.description)) };
  });
}
