import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadFleetApi, type LeadFleetCreatePayload, type LeadFleetEditPayload, type NewActivityPayload, type ProductPayload } from './leadFleetApi';
import { leadFleetQueries } from './queries';
import type { FleetMove } from '@shared/schemas/fleetLead';

/** Every fleet-lead change refreshes the lists, the tab counts, the open lead, its history and agenda. */
function useInvalidateLeads() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: leadFleetQueries.all });
}

export function useCreateLeadFleetMutation() {
  const invalidate = useInvalidateLeads();
  return useMutation({ mutationFn: (data: LeadFleetCreatePayload) => leadFleetApi.create(data), onSuccess: invalidate });
}

export function useEditLeadFleetMutation(id: number) {
  const invalidate = useInvalidateLeads();
  return useMutation({ mutationFn: (data: LeadFleetEditPayload) => leadFleetApi.edit(id, data), onSuccess: invalidate });
}

/** 'Siguiente' / 'Anterior' / 'Congelar' / 'Reactivar'. */
export function useMoveLeadMutation(id: number) {
  const invalidate = useInvalidateLeads();
  return useMutation({ mutationFn: (move: FleetMove) => leadFleetApi.move(id, move), onSuccess: invalidate });
}

export function useReassignMutation(id: number) {
  const invalidate = useInvalidateLeads();
  return useMutation({ mutationFn: (UserId: number) => leadFleetApi.reassign(id, UserId), onSuccess: invalidate });
}

export function useDeleteLeadFleetMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => leadFleetApi.remove(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: leadFleetQueries.detail(id).queryKey });
      return client.invalidateQueries({ queryKey: leadFleetQueries.all });
    },
  });
}

export function useAddActivityMutation(leadId: number) {
  const invalidate = useInvalidateLeads();
  return useMutation({ mutationFn: (data: NewActivityPayload) => leadFleetApi.addActivity(leadId, data), onSuccess: invalidate });
}

export function useActivityStatusMutation() {
  const invalidate = useInvalidateLeads();
  return useMutation({ mutationFn: (v: { id: number; status: number }) => leadFleetApi.setActivityStatus(v.id, v.status), onSuccess: invalidate });
}

export function useFollowUpMutation(leadId: number) {
  const invalidate = useInvalidateLeads();
  return useMutation({ mutationFn: (v: { activityId: number; comment: string }) => leadFleetApi.followUp(leadId, v.activityId, v.comment), onSuccess: invalidate });
}

export function useLeadProductMutations(leadId: number) {
  const invalidate = useInvalidateLeads();
  return {
    add: useMutation({ mutationFn: (data: ProductPayload) => leadFleetApi.addProduct(leadId, data), onSuccess: invalidate }),
    update: useMutation({ mutationFn: (v: { id: number; data: ProductPayload }) => leadFleetApi.updateProduct(v.id, v.data), onSuccess: invalidate }),
    remove: useMutation({ mutationFn: (id: number) => leadFleetApi.removeProduct(id), onSuccess: invalidate }),
  };
}
