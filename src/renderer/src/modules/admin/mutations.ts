import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AgencyCreateInput, agencyUpdateSchema, disableUserSchema, ScheduleInput, userCreateSchema } from '@shared/schemas/admin';
import type { Sent } from '@shared/schemas/wire';
import { callData } from '../../lib/apiCall';
import { agencyRoutes } from '@shared/contracts/agencyContracts';
import { userRoutes } from '@shared/contracts/userContracts';
import type { AdminUserDetail, AgencyDetail, AgencySchedule } from './adminTypes';
import { adminQueries } from './queries';

type UserCreateSent = Sent<typeof userCreateSchema>;

/**
 * What the user form sends: userCreateSchema's keys (the edit sends them too, userEditSchema taking
 * them partially), with both lists always sent and the agencies as ids.
 */
export type UserPayload = Omit<UserCreateSent, 'userEmails' | 'userPhones' | 'agencies'> & {
  userEmails: NonNullable<UserCreateSent['userEmails']>;
  userPhones: NonNullable<UserCreateSent['userPhones']>;
  agencies: z.output<typeof userCreateSchema>['agencies'];
};

export function useCreateUserMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: UserPayload): Promise<AdminUserDetail> => callData(userRoutes.create, { body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminQueries.all }),
  });
}

export function useEditUserMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: Partial<UserPayload>): Promise<AdminUserDetail> => callData(userRoutes.update, { params: { id }, body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminQueries.users() }),
  });
}

type DisableSent = Sent<typeof disableUserSchema>;

/** 'Baja de Usuario': disableUserSchema's keys, the user to assign picked by id. */
export type DisablePayload = Required<Pick<DisableSent, 'name' | 'userEmail' | 'disableType'>> & { userToAssign?: Extract<DisableSent['userToAssign'], number | null> };

export function useDisableUserMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...data }: DisablePayload & { id: number }): Promise<string> => callData(userRoutes.disable, { params: { id }, body: { data } }),
    // Leads changed owners too: every list that shows owners is stale.
    onSuccess: () => client.invalidateQueries(),
  });
}

export type AgencyPayload = Partial<Omit<AgencyCreateInput, 'coordinates'>> & {
  coordinates?: [number | string, number | string];
} & Pick<Sent<typeof agencyUpdateSchema>, 'AgencyIncomingLeadRuleId' | 'LeadOwnerId' | 'arrivalAlertMinutes' | 'noShowAfterMinutes'>;

export function useCreateAgencyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: AgencyPayload): Promise<AgencyDetail> => callData(agencyRoutes.create, { body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminQueries.agencies() }),
  });
}

export function useUpdateAgencyMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: AgencyPayload): Promise<AgencyDetail> => callData(agencyRoutes.update, { params: { id }, body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminQueries.agencies() }),
  });
}

export function useSaveScheduleMutation(agencyId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    // No agency yet: the API refuses the id 0 (400) as it refused 'undefined'.
    mutationFn: (data: ScheduleInput): Promise<AgencySchedule> => callData(agencyRoutes.saveSchedule, { params: { id: agencyId ?? 0 }, body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminQueries.schedule(agencyId ?? 0).queryKey }),
  });
}
