import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConvertPayload, ProspectEditPayload } from '@shared/schemas/fleetProspect';
import { prospectRoutes } from '@shared/contracts/fleetCompanyContracts';
import { callData } from '../../../lib/apiCall';
import { prospectQueries } from './prospectQueries';

/** Every prospect write refreshes the prospect lists, its detail and its history. */
function useInvalidateProspect() {
  const client = useQueryClient();
  return (id: number) => Promise.all([client.invalidateQueries({ queryKey: prospectQueries.all }), client.invalidateQueries({ queryKey: prospectQueries.detail(id).queryKey })]);
}

export function useEditProspectMutation(id: number) {
  const invalidate = useInvalidateProspect();
  return useMutation({
    mutationFn: (data: ProspectEditPayload) => callData(prospectRoutes.update, { params: { id }, body: { data } }),
    onSuccess: () => invalidate(id),
  });
}

export function useToggleProspectMutation(id: number) {
  const invalidate = useInvalidateProspect();
  return useMutation({
    mutationFn: () => callData(prospectRoutes.toggleActive, { params: { id } }),
    onSuccess: () => invalidate(id),
  });
}

export function useConvertProspectMutation(id: number) {
  const invalidate = useInvalidateProspect();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: ConvertPayload) => callData(prospectRoutes.convert, { params: { id }, body: { data } }),
    onSuccess: () => Promise.all([invalidate(id), client.invalidateQueries({ queryKey: ['fleet-leads'] })]),
  });
}
