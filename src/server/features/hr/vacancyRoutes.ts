import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { HR_MSG } from '../../../shared/domain/hrMessages';
import { TEXT_MAX } from '../../../shared/schemas/primitives';
import { vacancyInput } from '../../../shared/schemas/vacancy';
import { vacancyCreatedAnswer, vacancyDeletedAnswer, vacancyListAnswer } from '../../../shared/schemas/vacancyResponses';
import { vacancies } from './tables';
import { callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { notFound } from '../../lib/httpError';
import { pagingQuery } from '../../lib/paged';
import { dataOrFlat } from '../../lib/unwrapData';
import { idParams, typed, type RouteDeps } from '../../lib/zodApp';
import { ilikePattern } from '../../lib/list/likePattern';
import { pageOf } from '../../lib/list/listPage';

const listQuery = pagingQuery.extend({
  search: z.string().max(TEXT_MAX.short).optional(),
  location: z.string().max(TEXT_MAX.short).optional(),
  area: z.string().max(TEXT_MAX.short).optional(),
});

const vacancyColumns = {
  id: vacancies.id,
  title: vacancies.title,
  location: vacancies.location,
  area: vacancies.area,
  requirements: vacancies.requirements,
  activities: vacancies.activities,
  offerings: vacancies.offerings,
  salary: vacancies.salary,
  createdAt: vacancies.createdAt,
};

/**
 * Vacancies of the jobs board (spec part 2 §7): POST, GET and DELETE /bolsa-trabajo/, admin and hr
 * only ('hr:vacancies'). Answers are the API's `{ data }` envelope, which the screen reads as the
 * response's `data.data`. The public board reads the same rows through /api/public/jobs.
 */
export async function vacancyRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);
  for (const url of ['/bolsa-trabajo/', '/bolsa-trabajo']) {
    r.post(url, { config: { permission: 'hr:vacancies' }, bodyLimit: BODY_LIMIT.form, schema: { body: dataOrFlat(vacancyInput), response: { 201: vacancyCreatedAnswer } } }, async (request, reply) => {
      const caller = callerOf(request);
      const v = request.body;
      const [row] = await db
        .insert(vacancies)
        .values({ ...v, salary: v.salary || null, createdById: caller.id })
        .returning(vacancyColumns);
      return reply.status(201).send({ data: row!, message: HR_MSG.created });
    });

    r.get(url, { config: { permission: 'hr:vacancies' }, schema: { querystring: listQuery, response: { 200: vacancyListAnswer } } }, async (request) => {
      const q = request.query;
      const where: SQL[] = [];
      if (q.location) where.push(eq(vacancies.location, q.location));
      if (q.area) where.push(eq(vacancies.area, q.area));
      const text = q.search?.trim();
      if (text) where.push(ilike(vacancies.title, ilikePattern(text)));
      const condition = and(...where);
      return pageOf(
        q,
        (limit, offset) => db.select(vacancyColumns).from(vacancies).where(condition).orderBy(desc(vacancies.createdAt), desc(vacancies.id)).limit(limit).offset(offset),
        () => db.select({ n: count() }).from(vacancies).where(condition).then(([total]) => total?.n),
      );
    });
  }

  r.delete('/bolsa-trabajo/:id', { config: { permission: 'hr:vacancies' }, schema: { params: idParams, response: { 200: vacancyDeletedAnswer } } }, async (request) => {
    const deleted = await db.delete(vacancies).where(eq(vacancies.id, request.params.id)).returning({ id: vacancies.id });
    if (!deleted.length) throw notFound(HR_MSG.notFound);
    return { data: HR_MSG.deleted };
  });
}
