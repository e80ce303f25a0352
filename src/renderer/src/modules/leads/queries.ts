import { AGENCY_CACHE_MS, AGENCY_STALE_MS } from '@shared/domain/constants';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { ASSIGNABLE_ROLES } from '@shared/domain/permissions';
import { leadApi, type LeadListParams } from './leadApi';

/** Query keys of the leads screens; mutations invalidate `leadQueries.all` (lists, counts, the open lead). */
export const leadQueries = {
  all: ['leads'] as const,
  list: (agencyId: number, p: LeadListParams) =>
    queryOptions({ queryKey: ['leads', 'list', agencyId, p], queryFn: () => leadApi.list(p), placeholderData: (prev) => prev }),
  totals: (agencyId: number, p: Pick<LeadListParams, 'search' | 'filters'>) =>
    queryOptions({ queryKey: ['leads', 'totals', agencyId, p], queryFn: () => leadApi.totals(p) }),
  detail: (id: number) => queryOptions({ queryKey: ['leads', 'detail', id], queryFn: () => leadApi.detail(id), retry: false }),
  agenda: (range: 'day' | 'week', leadId: number, date: string) =>
    queryOptions({ queryKey: ['leads', 'agenda', range, leadId, date], queryFn: () => leadApi.agenda(range, leadId, date) }),
};

/** Catalogues: slow-changing, shared by the create modal, filters and panels. */
const FIVE_MIN = 5 * 60_000;
export const catalogQueries = {
  origins: (agencyId: number) =>
    queryOptions({ queryKey: ['catalog', 'origins', agencyId], queryFn: leadApi.origins, staleTime: FIVE_MIN }),
  products: () => queryOptions({ queryKey: ['catalog', 'products'], queryFn: leadApi.products, staleTime: FIVE_MIN }),
  channels: () => queryOptions({ queryKey: ['catalog', 'channels'], queryFn: leadApi.activityChannels, staleTime: FIVE_MIN }),
  activityTypes: () => queryOptions({ queryKey: ['catalog', 'activityTypes'], queryFn: leadApi.activityTypes, staleTime: FIVE_MIN }),
  advisers: (agencyId: number) =>
    queryOptions({ queryKey: ['catalog', 'advisers', agencyId], queryFn: () => leadApi.advisers(agencyId, ASSIGNABLE_ROLES), staleTime: FIVE_MIN }),
  schedule: (agencyId: number) =>
    queryOptions({ queryKey: ['catalog', 'schedule', agencyId], queryFn: () => leadApi.schedule(agencyId).catch(() => null), staleTime: AGENCY_STALE_MS, gcTime: AGENCY_CACHE_MS }),
  stores: () => queryOptions({ queryKey: ['inventory', 'stores'], queryFn: leadApi.stores, staleTime: FIVE_MIN }),
  models: () => queryOptions({ queryKey: ['inventory', 'models'], queryFn: leadApi.models, staleTime: FIVE_MIN }),
};

/** 'Cerrar' on a result screen refreshes the parent: every lead list, count and the open lead. */
export function useRefreshLeads(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: leadQueries.all });
}
