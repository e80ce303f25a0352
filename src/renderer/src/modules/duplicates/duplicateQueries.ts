import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuplicatePair } from '@shared/schemas/duplicatePair';
import { api, getData } from '../../lib/apiClient';

export type { DuplicatePair };

export interface ComparedLead {
  id: number;
  firstAndLastName: string;
  email: string | null;
  phone: string | null;
  phase: string;
  subStatus: string;
  createdAt: string;
  UserId: number | null;
  User: { id: number; firstAndLastName: string; email: string } | null;
  LeadOrigin: { slug: string; description: string } | null;
  leadEmails: { id: number; value: string }[];
  leadPhones: { id: number; value: string }[];
  LeadInterests: { id: number; current: boolean; quantity: number; Product: { model: string; name: string; imageUrl: string | null }; ProductColor: { name: string } | null }[];
  History: { kind: string; id: number; createdAt: string; title: string | null; comments: string | null; status: string | null }[];
}

export interface Comparison {
  id: number;
  score: number;
  /** Why the two leads match ('mismo teléfono', 'nombre parecido 86 %'), beside the percentage. */
  reasons: { kind: string; label: string; score: number }[];
  lead1: ComparedLead;
  lead2: ComparedLead;
}

export interface AdviserOption {
  id: number;
  firstAndLastName: string;
  email: string;
  role: string;
}

export const duplicateQueries = {
  all: ['duplicates'] as const,
  list: (page: number, search: string) =>
    queryOptions({
      queryKey: [...duplicateQueries.all, 'list', page, search],
      queryFn: async () =>
        (await api.get<{ data: DuplicatePair[]; total: number; pages: number; page: number }>('/leads-duplicados', { params: { page, limit: 10, search: search || undefined } })).data,
    }),
  detail: (lead1: number, lead2: number) =>
    queryOptions({
      queryKey: [...duplicateQueries.all, 'detail', lead1, lead2],
      queryFn: () => getData<Comparison>(api.get(`/lead/duplicates/detail/${lead1}/${lead2}`)),
    }),
};

export function searchAdvisers(value: string): Promise<AdviserOption[]> {
  return getData<AdviserOption[]>(api.get(`/lead/duplicates/users/${encodeURIComponent(value)}`));
}

export function useCombineMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { PrincipalLeadId: number; SecondaryLeadId: number; UserId: number }) => getData<string>(api.post('/lead/duplicates/combine', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: duplicateQueries.all }),
  });
}

export function useSetDifferentMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pairId: number) => getData<string>(api.post(`/lead/duplicates/setDifferent/${pairId}`)),
    onSuccess: () => client.invalidateQueries({ queryKey: duplicateQueries.all }),
  });
}
