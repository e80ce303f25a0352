import type { FastifyInstance } from 'fastify';
import { asc, count, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth';
import { agencies } from '../../db/schema';
import { offsetOf, paged } from '../../lib/paged';
import { typed, type RouteDeps } from '../../lib/zodApp';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** Agencies: admin sees the network, everyone else their own agencies. */
export async function agencyRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);

  r.get('/agency/', { schema: { querystring: listQuery } }, async (request) => {
    const caller = callerOf(request);
    const scope = caller.role === 'admin' ? undefined : inArray(agencies.id, caller.agencyIds.length ? caller.agencyIds : [0]);
    const base = db
      .select({
        id: agencies.id,
        slug: agencies.slug,
        name: agencies.name,
        businessName: agencies.businessName,
        manager: agencies.manager,
        phone: agencies.phone,
        email: agencies.email,
        stateSlug: agencies.stateSlug,
        city: agencies.city,
        active: agencies.active,
        AgencyIncomingLeadRuleId: agencies.leadRuleId,
        LeadOwnerId: agencies.leadOwnerId,
      })
      .from(agencies)
      .where(scope)
      .orderBy(asc(agencies.name), asc(agencies.id));
    const { page, limit } = request.query;
    if (page === undefined) return { data: await base };
    const [rows, [total]] = await Promise.all([
      base.limit(limit).offset(offsetOf({ page, limit })),
      db.select({ n: count() }).from(agencies).where(scope),
    ]);
    return paged(rows, Number(total?.n ?? 0), { page, limit });
  });
}
