import type { FastifyInstance } from 'fastify';
import { and, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { HR_MSG } from '../../../shared/domain/hrMessages';
import { vacancies } from './tables';
import { callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { notFound } from '../../lib/httpError';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { vacancyRoutes as calls } from '../../../shared/contracts/vacancyServed';
import { ilikePattern } from '../../lib/list/likePattern';
import { pageOf } from '../../lib/list/listPage';
import { rowSelect } from '../../lib/list/tableColumns';
import { queryRows } from '../../lib/queryRows';
import { vacancyRowSchema, type VacancyRow } from '../../../shared/schemas/vacancyResponses';

/** The saved vacancy as POST answers it (Drizzle's returning: createdAt a Date, sent as its ISO instant). */
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

/** A vacancy's row (vacancyRowSchema): each key its column's (lib/list/tableColumns.ts), createdAt as its ISO instant. */
const VACANCY_ROW_SELECT = rowSelect(vacancyRowSchema.shape, vacancies, 'vacancies');

/**
 * Vacancies of the jobs board (spec part 2 §7): POST, GET and DELETE /bolsa-trabajo/, admin and hr
 * only ('hr:vacancies'). Answers are the API's `{ data }` envelope, which the screen reads as the
 * response's `data.data`. The public board reads the same rows through /api/public/jobs.
 */
export async function vacancyRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  serveContract(app, calls.create, { bodyLimit: BODY_LIMIT.form }, async (request, reply) => {
    const caller = callerOf(request);
    const v = request.body;
    const [row] = await db
      .insert(vacancies)
      .values({ ...v, salary: v.salary || null, createdById: caller.id })
      .returning(vacancyColumns);
    return reply.status(201).send({ data: row!, message: HR_MSG.created });
  });

  serveContract(app, calls.list, {}, async (request) => {
    const q = request.query;
    const where: SQL[] = [];
    if (q.location) where.push(eq(vacancies.location, q.location));
    if (q.area) where.push(eq(vacancies.area, q.area));
    const text = q.search?.trim();
    if (text) where.push(ilike(vacancies.title, ilikePattern(text)));
    const condition = and(...where);
    return pageOf(
      q,
      (limit, offset) =>
        queryRows<VacancyRow>(
          db,
          sql`SELECT ${VACANCY_ROW_SELECT} FROM ${vacancies} WHERE ${condition ?? sql`true`} ORDER BY ${vacancies.createdAt} DESC, ${vacancies.id} DESC LIMIT ${limit} OFFSET ${offset}`,
        ),
      () => db.select({ n: count() }).from(vacancies).where(condition).then(([total]) => total?.n),
    );
  });

  serveContract(app, calls.remove, {}, async (request) => {
    const deleted = await db.delete(vacancies).where(eq(vacancies.id, request.params.id)).returning({ id: vacancies.id });
    if (!deleted.length) throw notFound(HR_MSG.notFound);
    return { data: HR_MSG.deleted };
  });
}
