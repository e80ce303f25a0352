import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { vacancies } from '../../db/schema';
import { TEXT_MAX } from '../../../shared/schemas/primitives';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { publicResponses } from '../../../shared/schemas/publicResponses';

/** The most vacancies the public board lists at once; a jobs board this size needs no paging. */
export const PUBLIC_JOBS_MAX = 200;

const jobsQuery = z.object({
  location: z.string().max(TEXT_MAX.short).optional(),
  area: z.string().max(TEXT_MAX.short).optional(),
});

/**
 * GET /api/public/jobs: the open vacancies for the public jobs board, by location and area. Only
 * the posting's own fields leave: never who created it.
 */
export async function publicJobRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  typed(app).get('/jobs', { config: { public: true }, schema: { querystring: jobsQuery, response: publicResponses.jobs } }, async (request, reply) => {
    const { location, area } = request.query;
    const where: SQL[] = [];
    if (location) where.push(eq(vacancies.location, location));
    if (area) where.push(eq(vacancies.area, area));
    const rows = await db
      .select({
        id: vacancies.id,
        title: vacancies.title,
        location: vacancies.location,
        area: vacancies.area,
        requirements: vacancies.requirements,
        activities: vacancies.activities,
        offerings: vacancies.offerings,
        salary: vacancies.salary,
        publishedAt: vacancies.createdAt,
      })
      .from(vacancies)
      .where(and(...where))
      .orderBy(asc(vacancies.location), asc(vacancies.area), desc(vacancies.createdAt), desc(vacancies.id))
      .limit(PUBLIC_JOBS_MAX);
    // A short shared cache absorbs bursts from the agency sites; a new vacancy shows within seconds.
    reply.header('cache-control', 'public, max-age=15');
    return { data: rows };
  });
}
