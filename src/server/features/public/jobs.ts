import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publicVacancies } from '../hr';
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
    const rows = await publicVacancies(db, { location, area }, PUBLIC_JOBS_MAX);
    // A short shared cache absorbs bursts from the agency sites; a new vacancy shows within seconds.
    reply.header('cache-control', 'public, max-age=15');
    return { data: rows };
  });
}
