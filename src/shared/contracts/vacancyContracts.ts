import { z } from 'zod';
import { TEXT_MAX } from '../schemas/primitives';
import { pagingQuery } from '../schemas/pagingQuery';
import { vacancyInput } from '../schemas/vacancy';
import { vacancyCreatedAnswer, vacancyDeletedAnswer, vacancyListAnswer } from '../schemas/vacancyResponses';
import { dataOrFlat } from './dataOrFlat';
import { idParams } from './leadContracts';
import { route } from './routeContract';

export const vacancyListQuery = pagingQuery.extend({
  search: z.string().max(TEXT_MAX.short).optional(),
  location: z.string().max(TEXT_MAX.short).optional(),
  area: z.string().max(TEXT_MAX.short).optional(),
});

/** Vacancies of the jobs board (spec part 2 §7; features/hr): admin and hr only. */
export const vacancyRoutes = {
  create: route({ method: 'POST', path: '/bolsa-trabajo/', alsoAt: ['/bolsa-trabajo'], access: { permission: 'hr:vacancies' }, body: dataOrFlat(vacancyInput), response: { 201: vacancyCreatedAnswer } }),
  list: route({ method: 'GET', path: '/bolsa-trabajo/', alsoAt: ['/bolsa-trabajo'], access: { permission: 'hr:vacancies' }, query: vacancyListQuery, response: { 200: vacancyListAnswer } }),
  remove: route({ method: 'DELETE', path: '/bolsa-trabajo/:id', access: { permission: 'hr:vacancies' }, params: idParams, response: { 200: vacancyDeletedAnswer } }),
};
