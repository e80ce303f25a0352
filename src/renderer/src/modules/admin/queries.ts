import { AGENCY_CACHE_MS, AGENCY_STALE_MS } from '@shared/domain/constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/domain/constants';
import { call, callData } from '../../lib/apiCall';
import { agencyRoutes } from '@shared/contracts/agencyContracts';
import { userRoutes } from '@shared/contracts/userContracts';
import type { AdminUserDetail, AgencyDetail, AgencyRow, AgencySchedule, OutboxMail, Paged, UserRow } from './adminTypes';

/** Query keys of the administration screens. */
export const adminQueries = {
  all: ['admin'] as const,
  users: () => [...adminQueries.all, 'users'] as const,
  userList: (page: number, search: string) =>
    queryOptions({
      queryKey: [...adminQueries.users(), 'list', page, search],
      queryFn: (): Promise<Paged<UserRow>> => call(userRoutes.paged, { query: { page, limit: PAGE_SIZE, search: search || undefined } }),
      placeholderData: keepPreviousData,
    }),
  userSearch: (search: string) =>
    queryOptions({
      queryKey: [...adminQueries.users(), 'search', search],
      queryFn: (): Promise<Paged<UserRow>> => call(userRoutes.paged, { query: { page: 1, limit: 20, search: search || undefined } }),
    }),
  user: (id: number) =>
    queryOptions({
      queryKey: [...adminQueries.users(), 'detail', id],
      queryFn: (): Promise<AdminUserDetail> => callData(userRoutes.detail, { params: { id } }),
    }),
  outbox: (page: number) =>
    queryOptions({
      queryKey: [...adminQueries.all, 'outbox', page],
      queryFn: (): Promise<Paged<OutboxMail>> => call(userRoutes.outbox, { query: { page, limit: PAGE_SIZE } }),
    }),
  agencies: () => [...adminQueries.all, 'agencies'] as const,
  agencyList: (page: number) =>
    queryOptions({
      queryKey: [...adminQueries.agencies(), 'list', page],
      queryFn: (): Promise<Paged<AgencyRow>> => call(agencyRoutes.paged, { query: { page, limit: PAGE_SIZE } }),
      placeholderData: keepPreviousData,
    }),
  /** Every agency (unpaged): the pickers of the user form and the schedule screen. */
  agencyOptions: () =>
    queryOptions({
      queryKey: [...adminQueries.agencies(), 'options'],
      queryFn: (): Promise<AgencyRow[]> => callData(agencyRoutes.all),
      // The spec's agency cache: fresh for 5 minutes, kept for 10.
      staleTime: AGENCY_STALE_MS,
      gcTime: AGENCY_CACHE_MS,
    }),
  agency: (id: number) =>
    queryOptions({
      queryKey: [...adminQueries.agencies(), 'detail', id],
      queryFn: (): Promise<AgencyDetail> => callData(agencyRoutes.detail, { params: { id } }),
      staleTime: AGENCY_STALE_MS,
      gcTime: AGENCY_CACHE_MS,
    }),
  schedule: (agencyId: number) =>
    queryOptions({
      queryKey: [...adminQueries.agencies(), 'schedule', agencyId],
      queryFn: (): Promise<AgencySchedule> => callData(agencyRoutes.schedule, { params: { id: agencyId } }),
    }),
};
