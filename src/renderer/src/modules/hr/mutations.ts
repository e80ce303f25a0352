import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vacancy, VacancyInput } from '@shared/schemas/vacancy';
import { api } from '../../lib/apiClient';
import { vacancyQueries } from './queries';

export function useCreateVacancyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (data: VacancyInput) => (await api.post<{ data: Vacancy }>('/bolsa-trabajo/', { data })).data.data,
    onSuccess: () => client.invalidateQueries({ queryKey: vacancyQueries.lists() }),
  });
}

export function useDeleteVacancyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.delete<{ data: string }>(`/bolsa-trabajo/${id}`)).data.data,
    onSuccess: () => client.invalidateQueries({ queryKey: vacancyQueries.lists() }),
  });
}
