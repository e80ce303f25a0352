import type { Paged } from '@shared/schemas/paged';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AppointmentStatus, AppointmentType } from '@shared/domain/phases';
import { WAITING_LIST_POLL_MS } from '@shared/domain/constants';
import { api, getData } from '../../lib/apiClient';
import type { AppointmentRow } from '@shared/schemas/appointmentResponses';

/** A row of GET /leadActivity/data/appointments (spec §3). */
export type { AppointmentRow };

export interface AppointmentFilters {
  /** -1: every adviser. */
  UserId: number;
  type: AppointmentType | '';
  /** '' for every status; CONFIRMED by default (spec §9). */
  status: AppointmentStatus | '';
  /** The arrival loop's lists: HOY (with NO_SHOW, the day's no-shows) or MANANA (with SCHEDULED, to confirm). */
  day?: 'HOY' | 'MANANA' | '';
}

export interface AppointmentListParams {
  page: number;
  search: string;
  filters: AppointmentFilters;
  sortBy?: string;
}

export type { Paged };

import type { WaitingBoardRow as WaitingRow } from '@shared/schemas/waitingListDisplay';

export type { WaitingRow };

export const DEFAULT_APPOINTMENT_FILTERS: AppointmentFilters = { UserId: -1, type: '', status: 'CONFIRMED' };

export const appointmentQueries = {
  all: ['appointments'] as const,
  lists: () => [...appointmentQueries.all, 'list'] as const,
  list: (agencyId: number, p: AppointmentListParams) =>
    queryOptions({
      queryKey: [...appointmentQueries.lists(), agencyId, p],
      queryFn: async () =>
        (
          await api.get<Paged<AppointmentRow>>('/leadActivity/data/appointments', {
            params: {
              page: p.page,
              limit: 10,
              search: p.search || undefined,
              filters: JSON.stringify({ ...p.filters, UserId: p.filters.UserId === -1 ? undefined : p.filters.UserId }),
              sortBy: p.sortBy,
            },
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  waitingList: (agencyId: number) =>
    queryOptions({
      queryKey: [...appointmentQueries.all, 'waiting-list', agencyId],
      queryFn: () => getData<WaitingRow[]>(api.get('/leadActivity/data/waiting-list', { params: { AgencyId: agencyId } })),
      refetchInterval: WAITING_LIST_POLL_MS,
      refetchIntervalInBackground: true,
      // A failed poll keeps the last board on screen (react-query keeps `data`); retry quietly.
      retry: 1,
    }),
};
