import { FLEETS_STORE_KEY, FLEETS_STORE_VERSION } from '@shared/domain/fleetConstants';
import { createPersistedSlice } from '../../../ui/list/persistedSlice';

export interface ProspectFilters {
  ProductId?: number;
  company?: string;
  startDate?: string;
  endDate?: string;
}

export interface ProspectsListState {
  status: 'all' | 'inactive';
  page: number;
  search: string;
  sortBy?: string;
  filters: ProspectFilters;
}

/** The prospects list's tab, search, sort and filters, kept in 'fleets-store' v1 like the other fleet lists. */
export const prospectsStore = createPersistedSlice<ProspectsListState>(FLEETS_STORE_KEY, FLEETS_STORE_VERSION, 'prospects', {
  status: 'all',
  page: 1,
  search: '',
  filters: {},
});
