import type { vacancyCallSchemas } from './vacancyServed';
import { describeCalls } from './routeContract';

/** Vacancies of the jobs board (spec part 2 §7; features/hr): admin and hr only. */
export const vacancyRoutes = describeCalls<typeof vacancyCallSchemas>()({
  create: { method: 'POST', path: '/bolsa-trabajo/', alsoAt: ['/bolsa-trabajo'], access: { permission: 'hr:vacancies' } },
  list: { method: 'GET', path: '/bolsa-trabajo/', alsoAt: ['/bolsa-trabajo'], access: { permission: 'hr:vacancies' } },
  remove: { method: 'DELETE', path: '/bolsa-trabajo/:id', access: { permission: 'hr:vacancies' } },
});
