import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vacancies } from './tables';

/**
 * The open vacancies the public jobs board lists (features/public/jobs.ts), by location and area,
 * at most `limit`: only the posting's own fields, never who created it.
 */
export async function publicVacancies(db: Db, filter: { location?: string; area?: string }, limit: number) {
  const where: SQL[] = [];
  if (filter.location) where.push(eq(vacancies.location, filter.location));
  if (filter.area) where.push(eq(vacancies.area, filter.area));
  return db
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
    .limit(limit);
}
