import { queryOptions } from '@tanstack/react-query';
import type { FleetLeadFilters } from '../shared/fleetStore';
import { leadFleetApi } from './leadFleetApi';

const FIVE_MIN = 5 * 60_000;

/** Query keys of the fleet-lead screens; lead mutations invalidate `leadFleetQueries.all` (lists, counts, the open lead). */
export const leadFleetQueries = {
  all: ['fleet', 'leads'] as const,
  list: (agencyId: number, role: string, filters: FleetLeadFilters) =>
    queryOptions({
      queryKey: ['fleet', 'leads', 'list', agencyId, filters],
      queryFn: () => leadFleetApi.list({ filters, role }),
      placeholderData: (prev) => prev,
    }),
  /** The tab counts: rows per phase with the same search and filters. */
  totals: (agencyId: number, role: string, filters: FleetLeadFilters) =>
    queryOptions({
      queryKey: ['fleet', 'leads', 'totals', agencyId, { ...filters, phase: undefined, page: undefined, sortBy: undefined }],
      queryFn: () => leadFleetApi.totals(filters, role),
      placeholderData: (prev) => prev,
    }),
  detail: (id: number) => queryOptions({ queryKey: ['fleet', 'leads', 'detail', id], queryFn: () => leadFleetApi.detail(id), retry: false }),
  history: (id: number) => queryOptions({ queryKey: ['fleet', 'leads', 'history', id], queryFn: () => leadFleetApi.history(id) }),
  schedule: (id: number, dateStart: string, dateEnd: string) =>
    queryOptions({ queryKey: ['fleet', 'leads', 'schedule', id, dateStart, dateEnd], queryFn: () => leadFleetApi.schedule(id, dateStart, dateEnd) }),
  catalogs: () => queryOptions({ queryKey: ['fleet', 'leadCatalogs'], queryFn: leadFleetApi.catalogs, staleTime: FIVE_MIN }),
  activityCatalogs: () => queryOptions({ queryKey: ['fleet', 'activityCatalogs'], queryFn: leadFleetApi.activityCatalogs, staleTime: FIVE_MIN }),
};
