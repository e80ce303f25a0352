import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VacancyInput } from '@shared/schemas/vacancy';
import { vacancyRoutes } from '@shared/contracts/vacancyContracts';
import { callData } from '../../lib/apiCall';
import { vacancyQueries } from './queries';

export function useCreateVacancyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: VacancyInput) => callData(vacancyRoutes.create, { body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: vacancyQueries.lists() }),
  });
}

export function useDeleteVacancyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callData(vacancyRoutes.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: vacancyQueries.lists() }),
  });
}
