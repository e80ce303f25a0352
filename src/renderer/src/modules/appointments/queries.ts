import type { Paged } from '@shared/schemas/paged';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AppointmentStatus } from '@shared/domain/phases';
import type { appointmentListFilters } from '@shared/schemas/appointmentList';
import type { Sent } from '@shared/schemas/wire';
import { WAITING_LIST_POLL_MS } from '@shared/domain/constants';
import { call, callData } from '../../lib/apiCall';
import { appointmentRoutes } from '@shared/contracts/appointmentContracts';
import type { AppointmentRow } from '@shared/schemas/appointmentResponses';

/** A row of GET /leadActivity/data/appointments (spec §3). */
export type { AppointmentRow };

type ListFilters = Sent<typeof appointmentListFilters>;

/**
 * The list's filters: the API's `filters` keys (appointmentListFilters), each one held by the screen
 * (UserId -1: every adviser; '' for every type or status; CONFIRMED by default, spec §9), without the
 * API's null and its other words for every status. `day`: the arrival loop's lists, HOY (with NO_SHOW,
 * the day's no-shows) or MANANA (with SCHEDULED, to confirm).
 */
export type AppointmentFilters = { [K in 'UserId' | 'type']-?: Exclude<ListFilters[K], null | undefined> } & {
  status: Extract<ListFilters['status'], AppointmentStatus | ''>;
  day?: Exclude<ListFilters['day'], null>;
};

export interface AppointmentListParams {
  page: number;
  search: string;
  filters: AppointmentFilters;
  sortBy?: string;
}

export type { Paged };

import type { WaitingListRow as WaitingRow } from '@shared/schemas/waitingListDisplay';

export type { WaitingRow };

export const DEFAULT_APPOINTMENT_FILTERS: AppointmentFilters = { UserId: -1, type: '', status: 'CONFIRMED' };

export const appointmentQueries = {
  all: ['appointments'] as const,
  lists: () => [...appointmentQueries.all, 'list'] as const,
  list: (agencyId: number, p: AppointmentListParams) =>
    queryOptions({
      queryKey: [...appointmentQueries.lists(), agencyId, p],
      queryFn: () =>
        call(appointmentRoutes.list, {
          query: {
            page: p.page,
            limit: 10,
            search: p.search || undefined,
            filters: JSON.stringify({ ...p.filters, UserId: p.filters.UserId === -1 ? undefined : p.filters.UserId }),
            sortBy: p.sortBy,
          },
        }),
      placeholderData: keepPreviousData,
    }),
  waitingList: (agencyId: number) =>
    queryOptions({
      queryKey: [...appointmentQueries.all, 'waiting-list', agencyId],
      queryFn: () => callData(appointmentRoutes.waitingList, { query: { AgencyId: agencyId } }),
      refetchInterval: WAITING_LIST_POLL_MS,
      refetchIntervalInBackground: true,
      // A failed poll keeps the last board on screen (react-query keeps `data`); retry quietly.
      retry: 1,
    }),
};
