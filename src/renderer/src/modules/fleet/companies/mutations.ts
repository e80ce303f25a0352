import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyApi, type CompanyPayload } from './companyApi';
import { companyQueries } from './queries';

function useInvalidateCompanies() {
  const client = useQueryClient();
  // The lead wizard lists companies too (lead catalogs).
  return () => Promise.all([client.invalidateQueries({ queryKey: companyQueries.all }), client.invalidateQueries({ queryKey: ['fleet', 'leadCatalogs'] })]);
}

export function useSaveCompanyMutation(id: number | undefined) {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (data: CompanyPayload) => (id ? companyApi.update(id, data) : companyApi.create(data)),
    onSuccess: invalidate,
  });
}

export function useToggleCompanyMutation(id: number) {
  const invalidate = useInvalidateCompanies();
  return useMutation({ mutationFn: () => companyApi.toggle(id), onSuccess: invalidate });
}

export function useDeleteCompanyMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => companyApi.remove(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: companyQueries.detail(id).queryKey });
      return Promise.all([client.invalidateQueries({ queryKey: companyQueries.all }), client.invalidateQueries({ queryKey: ['fleet', 'leadCatalogs'] })]);
    },
  });
}
