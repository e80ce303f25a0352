import { PAGE_SIZE } from '@shared/domain/constants';
import { PHASE_TABS } from '@shared/domain/phases';
import type { LeadListFilters, LeadListParams } from '../leadApi';
import type { LeadsListState } from '../salesStore';

/**
 * What the leads list asks for, from its kept state: the phase tab, the list's params and the
 * counts' params. One function for the screen and for the start-up prefetch (app/prefetchRoute.ts),
 * so both build the same query keys and the screen finds the prefetched answer.
 */
export function leadsListQuery(state: LeadsListState): {
  tab: (typeof PHASE_TABS)[number];
  filters: LeadListFilters;
  params: LeadListParams;
  totals: Pick<LeadListParams, 'search' | 'filters'>;
} {
  const tab = PHASE_TABS.find((t) => t.key === state.phase) ?? PHASE_TABS[0];
  // An adviser chosen outside the filters dialog (UserId) applies unless the filters name one.
  const filters = state.UserId !== -1 && state.filters.UserId === undefined ? { ...state.filters, UserId: state.UserId } : state.filters;
  return {
    tab,
    filters,
    params: { page: state.page, limit: PAGE_SIZE, phase: tab.slug, search: state.search, filters, sortBy: state.sortBy },
    totals: { search: state.search, filters },
  };
}
