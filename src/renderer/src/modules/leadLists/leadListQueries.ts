import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';

export interface ListedLead {
  id: number;
  firstAndLastName: string;
  email: string | null;
  phone: string | null;
  phase: string;
  subStatus: string;
  createdAt: string;
  updatedAt: string;
  lastContactAt: string | null;
  reactivationDate: string | null;
  User: { id: number; firstAndLastName: string } | null;
  reason: string | null;
  model: string | null;
}

export interface LeadPage {
  data: ListedLead[];
  total: number;
  pages: number;
  page: number;
}

/** 'frozen', 'future-sale' or 'search' (GET /leads/…: static paths of this module, not the spec's GET /lead/). */
export type LeadListKind = 'frozen' | 'future-sale' | 'search';

export const leadListQueries = {
  all: ['leadLists'] as const,
  list: (kind: LeadListKind, page: number, search: string, leadPhase?: string) =>
    queryOptions({
      queryKey: [...leadListQueries.all, kind, page, search, leadPhase],
      queryFn: async () => (await api.get<LeadPage>(`/leads/${kind}`, { params: { page, limit: 10, search: search || undefined, leadPhase } })).data,
    }),
};

/** Brings a frozen or future-sale lead back to the funnel (PATCH /lead/revive/{id}, owned by the lead routes). */
export function useReviveMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch(`/lead/revive/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: leadListQueries.all }),
  });
}
