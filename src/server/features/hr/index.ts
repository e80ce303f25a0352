// The hr feature's door (issue 41): the vacancies' routes and the seed.
export { vacancyRoutes } from './vacancyRoutes';
export { seedHr } from './seedHr';
export { publicVacancies } from './publicVacancies';
export { VACANCY_LIST_EXPORTS } from './vacancyListExports';
