import { queryOptions } from '@tanstack/react-query';
import { companyApi, type CompanyListParams } from './companyApi';

const FIVE_MIN = 5 * 60_000;

/** Query keys of the company screens; company mutations invalidate `companyQueries.all`. */
export const companyQueries = {
  all: ['fleet', 'companies'] as const,
  list: (agencyId: number, p: CompanyListParams) =>
    queryOptions({ queryKey: ['fleet', 'companies', 'list', agencyId, p], queryFn: () => companyApi.list(p), placeholderData: (prev) => prev }),
  detail: (id: number) => queryOptions({ queryKey: ['fleet', 'companies', 'detail', id], queryFn: () => companyApi.detail(id), retry: false }),
  catalogs: () => queryOptions({ queryKey: ['fleet', 'companyCatalogs'], queryFn: companyApi.catalogs, staleTime: FIVE_MIN }),
};
