import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuplicatePair } from '@shared/schemas/duplicatePair';
import type { MergeUser as AdviserOption } from '@shared/schemas/duplicateResponses';
import { duplicateRoutes } from '@shared/contracts/duplicateContracts';
import { call, callData } from '../../lib/apiCall';

export type { DuplicatePair };

/** One side of the comparison screen, the comparison itself, and an adviser of the merge dialog: the API's answers. */
export type { DuplicateLeadSide as ComparedLead, DuplicateDetail as Comparison, MergeUser as AdviserOption } from '@shared/schemas/duplicateResponses';

export const duplicateQueries = {
  all: ['duplicates'] as const,
  list: (page: number, search: string) =>
    queryOptions({
      queryKey: [...duplicateQueries.all, 'list', page, search],
      queryFn: () => call(duplicateRoutes.list, { query: { page, limit: 10, search: search || undefined } }),
    }),
  detail: (lead1: number, lead2: number) =>
    queryOptions({
      queryKey: [...duplicateQueries.all, 'detail', lead1, lead2],
      queryFn: () => callData(duplicateRoutes.detail, { params: { lead1, lead2 } }),
    }),
};

export function searchAdvisers(value: string): Promise<AdviserOption[]> {
  return callData(duplicateRoutes.users, { params: { value } });
}

export function useCombineMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { PrincipalLeadId: number; SecondaryLeadId: number; UserId: number }) => callData(duplicateRoutes.combine, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: duplicateQueries.all }),
  });
}

export function useSetDifferentMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pairId: number) => callData(duplicateRoutes.setDifferent, { params: { id: pairId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: duplicateQueries.all }),
  });
}
