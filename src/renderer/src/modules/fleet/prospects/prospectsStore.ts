import { FLEETS_STORE_KEY, FLEETS_STORE_VERSION } from '@shared/domain/fleetConstants';
import type { prospectListQuery, ProspectTab } from '@shared/schemas/fleetProspect';
import type { Sent } from '@shared/schemas/wire';
import { createPersistedSlice } from '../../../ui/list/persistedSlice';

/** The filter modal's fields: GET /lead-fleet-prospect's own query keys (prospectListQuery). */
export type ProspectFilters = Pick<Sent<typeof prospectListQuery>, 'ProductId' | 'company' | 'startDate' | 'endDate'>;

export interface ProspectsListState {
  status: ProspectTab;
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
