import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { vacancyRoutes } from '@shared/contracts/vacancyContracts';
import { call } from '../../lib/apiCall';

export interface VacancyFilters {
  page: number;
  search: string;
}

/** Vacancies (spec part 2 §7 jobs-board calls); the answer is read from the response's data.data. */
export const vacancyQueries = {
  all: ['vacancies'] as const,
  lists: () => [...vacancyQueries.all, 'list'] as const,
  list: (f: VacancyFilters) =>
    queryOptions({
      queryKey: [...vacancyQueries.lists(), f],
      queryFn: () => call(vacancyRoutes.list, { query: { page: f.page, limit: 10, search: f.search || undefined } }),
      placeholderData: keepPreviousData,
    }),
};
