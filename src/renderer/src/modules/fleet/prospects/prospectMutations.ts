import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConvertPayload, ProspectEditPayload } from '@shared/schemas/fleetProspect';
import type { prospectToggleAnswer } from '@shared/schemas/fleetProspectResponses';
import type { Wire } from '@shared/schemas/wire';
import { api, getData } from '../../../lib/apiClient';
import { prospectQueries } from './prospectQueries';

/** Every prospect write refreshes the prospect lists, its detail and its history. */
function useInvalidateProspect() {
  const client = useQueryClient();
  return (id: number) => Promise.all([client.invalidateQueries({ queryKey: prospectQueries.all }), client.invalidateQueries({ queryKey: prospectQueries.detail(id).queryKey })]);
}

export function useEditProspectMutation(id: number) {
  const invalidate = useInvalidateProspect();
  return useMutation({
    mutationFn: (data: ProspectEditPayload) => getData<string>(api.patch(`/lead-fleet-prospect/${id}`, { data })),
    onSuccess: () => invalidate(id),
  });
}

export function useToggleProspectMutation(id: number) {
  const invalidate = useInvalidateProspect();
  return useMutation({
    mutationFn: () => getData<Wire<typeof prospectToggleAnswer>['data']>(api.post(`/lead-fleet-prospect/${id}/toggle-active`)),
    onSuccess: () => invalidate(id),
  });
}

export function useConvertProspectMutation(id: number) {
  const invalidate = useInvalidateProspect();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: ConvertPayload) => getData<number>(api.post(`/lead-fleet-prospect/${id}/convert-to-lead`, { data })),
    onSuccess: () => Promise.all([invalidate(id), client.invalidateQueries({ queryKey: ['fleet-leads'] })]),
  });
}
