import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuplicatePair } from '@shared/schemas/duplicatePair';
import type { DuplicateDetail as Comparison, MergeUser as AdviserOption, duplicatePairListAnswer } from '@shared/schemas/duplicateResponses';
import type { Wire } from '@shared/schemas/wire';
import { api, getData } from '../../lib/apiClient';

export type { DuplicatePair };

/** One side of the comparison screen, the comparison itself, and an adviser of the merge dialog: the API's answers. */
export type { DuplicateLeadSide as ComparedLead, DuplicateDetail as Comparison, MergeUser as AdviserOption } from '@shared/schemas/duplicateResponses';

type PairList = Wire<typeof duplicatePairListAnswer>;

export const duplicateQueries = {
  all: ['duplicates'] as const,
  list: (page: number, search: string) =>
    queryOptions({
      queryKey: [...duplicateQueries.all, 'list', page, search],
      queryFn: async () =>
        (await api.get<PairList>('/leads-duplicados', { params: { page, limit: 10, search: search || undefined } })).data,
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
