import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '../../lib/apiCall';
import { leadRoutes } from '@shared/contracts/leadContracts';
import type { QueryOf } from '@shared/contracts/routeContract';
import type { ListedLead, ListedLeadPage } from '@shared/schemas/leadResponses';

/** Rows and page of GET /leads/frozen, /leads/future-sale and /leads/search: the shared contract (issue 41). */
export type { ListedLead };
export type LeadPage = ListedLeadPage;

/** 'frozen', 'future-sale' or 'search' (GET /leads/…: static paths of this module, not the spec's GET /lead/). */
export type LeadListKind = 'frozen' | 'future-sale' | 'search';

export const leadListQueries = {
  all: ['leadLists'] as const,
  list: (kind: LeadListKind, page: number, search: string, leadPhase?: string) =>
    queryOptions({
      queryKey: [...leadListQueries.all, kind, page, search, leadPhase],
      queryFn: () => {
        const query = { page, limit: 10, search: search || undefined };
        if (kind === 'frozen') return call(leadRoutes.frozen, { query });
        if (kind === 'future-sale') return call(leadRoutes.futureSale, { query });
        // The search screen always names its phase tab (one of LEAD_PHASES).
        return call(leadRoutes.search, { query: { ...query, leadPhase: leadPhase as QueryOf<typeof leadRoutes.search>['leadPhase'] } });
      },
    }),
};

/** Brings a frozen or future-sale lead back to the funnel (PATCH /lead/revive/{id}, owned by the lead routes). */
export function useReviveMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callData(leadRoutes.revive, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: leadListQueries.all }),
  });
}
