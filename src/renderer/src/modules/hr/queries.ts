import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paged } from '@shared/schemas/paged';
import type { Vacancy } from '@shared/schemas/vacancy';
import { api } from '../../lib/apiClient';

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
      queryFn: async () => (await api.get<Paged<Vacancy>>('/bolsa-trabajo/', { params: { page: f.page, limit: 10, search: f.search || undefined } })).data,
      placeholderData: keepPreviousData,
    }),
};
