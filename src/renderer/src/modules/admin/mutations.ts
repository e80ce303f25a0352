import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencyCreateInput, DisableType, ScheduleInput } from '@shared/schemas/admin';
import { api, getData } from '../../lib/apiClient';
import type { AdminUserDetail, AgencyDetail, AgencySchedule } from './adminTypes';
import { adminQueries } from './queries';

/** What the user form sends (the API validates it with the shared schema). */
export interface UserPayload {
  email: string;
  password?: string;
  userEmails: string[];
  userPhones: string[];
  firstName: string;
  lastName: string;
  gender?: 'man' | 'woman' | null;
  nickname?: string | null;
  birthDate?: string | null;
  agencies: number[];
  userRole: string;
  position?: string | null;
}

export function useCreateUserMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: UserPayload) => getData<AdminUserDetail>(api.post('/user/', { data })),
    onSuccess: () => client.invalidateQueries({ queryKey: adminQueries.all }),
  });
}

export function useEditUserMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: Partial<UserPayload>) => getData<AdminUserDetail>(api.patch(`/user/${id}`, { data })),
    onSuccess: () => client.invalidateQueries({ queryKey: adminQueries.users() }),
  });
}

export interface DisablePayload {
  name: string;
  userEmail: string;
  disableType: DisableType;
  userToAssign?: number | null;
}

export function useDisableUserMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...data }: DisablePayload & { id: number }) => getData<string>(api.delete(`/user/${id}`, { data: { data } })),
    // Leads changed owners too: every list that shows owners is stale.
    onSuccess: () => client.invalidateQueries(),
  });
}

export type AgencyPayload = Partial<Omit<AgencyCreateInput, 'coordinates'>> & {
  coordinates?: [number | string, number | string];
  AgencyIncomingLeadRuleId?: number;
  LeadOwnerId?: number | null;
  arrivalAlertMinutes?: number;
  noShowAfterMinutes?: number;
};

export function useCreateAgencyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: AgencyPayload) => getData<AgencyDetail>(api.post('/agency/', { data })),
    onSuccess: () => client.invalidateQueries({ queryKey: adminQueries.agencies() }),
  });
}

export function useUpdateAgencyMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: AgencyPayload) => getData<AgencyDetail>(api.put(`/agency/${id}`, { data })),
    onSuccess: () => client.invalidateQueries({ queryKey: adminQueries.agencies() }),
  });
}

export function useSaveScheduleMutation(agencyId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: ScheduleInput) => getData<AgencySchedule>(api.patch(`/agency/schedule/${agencyId}`, { data })),
    onSuccess: () => client.invalidateQueries({ queryKey: adminQueries.schedule(agencyId ?? 0).queryKey }),
  });
}
