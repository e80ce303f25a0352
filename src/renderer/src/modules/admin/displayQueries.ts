import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/domain/constants';
import { displayRoutes } from '@shared/contracts/displayContracts';
import { call, callData } from '../../lib/apiCall';

const KEY = ['admin', 'waiting-list-displays'] as const;

export const displayQueries = {
  list: (page: number, agencyId: number | undefined) =>
    queryOptions({
      queryKey: [...KEY, page, agencyId ?? 0],
      queryFn: () => call(displayRoutes.list, { query: { page, limit: PAGE_SIZE, AgencyId: agencyId } }),
      placeholderData: keepPreviousData,
    }),
};

function useDisplayMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateDisplay = () => useDisplayMutation((data: { AgencyId: number; name: string }) => callData(displayRoutes.create, { body: { data } }));
export const useRenameDisplay = () => useDisplayMutation(({ id, name }: { id: number; name: string }) => callData(displayRoutes.rename, { params: { id }, body: { data: { name } } }));
export const useRevokeDisplay = () => useDisplayMutation((id: number) => callData(displayRoutes.revoke, { params: { id }, body: {} }));
