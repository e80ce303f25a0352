import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/domain/constants';
import type { CreatedDisplay, WaitingListDisplayRow } from '@shared/schemas/waitingListDisplay';
import { api, getData } from '../../lib/apiClient';
import type { Paged } from './adminTypes';

const KEY = ['admin', 'waiting-list-displays'] as const;

export const displayQueries = {
  list: (page: number, agencyId: number | undefined) =>
    queryOptions({
      queryKey: [...KEY, page, agencyId ?? 0],
      queryFn: async () => (await api.get<Paged<WaitingListDisplayRow>>('/waiting-list-displays', { params: { page, limit: PAGE_SIZE, AgencyId: agencyId } })).data,
      placeholderData: keepPreviousData,
    }),
};

function useDisplayMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateDisplay = () => useDisplayMutation((data: { AgencyId: number; name: string }) => getData<CreatedDisplay>(api.post('/waiting-list-displays', { data })));
export const useRenameDisplay = () => useDisplayMutation(({ id, name }: { id: number; name: string }) => getData<WaitingListDisplayRow>(api.patch(`/waiting-list-displays/${id}`, { data: { name } })));
export const useRevokeDisplay = () => useDisplayMutation((id: number) => getData<WaitingListDisplayRow>(api.post(`/waiting-list-displays/${id}/revoke`, {})));
