import { createPersistedSlice } from '../../../ui/list/persistedSlice';

/** The fleet lead list's filters (spec part 2 §3 lead filters), kept under 'fleets-store' version 1. */
export interface FleetLeadFilters {
  phase: string;
  search: string;
  page: number;
  sortBy: string | undefined;
  Products: number[];
  Stores: number[];
  UserId: number | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
  CompanyId: number | undefined;
  quantity: number | undefined;
  subStatus: string | undefined;
  startLastActivityDate: string | undefined;
  endLastActivityDate: string | undefined;
}

export const FLEET_LEAD_FILTER_DEFAULTS: FleetLeadFilters = {
  phase: 'TODO',
  search: '',
  page: 1,
  sortBy: undefined,
  Products: [],
  Stores: [],
  UserId: undefined,
  startDate: undefined,
  endDate: undefined,
  CompanyId: undefined,
  quantity: undefined,
  subStatus: undefined,
  startLastActivityDate: undefined,
  endLastActivityDate: undefined,
};

/** The company list's filters (spec part 2 §3 company filters), same store, own slice. */
export interface CompanyFilters {
  search: string;
  page: number;
  sortBy: string | undefined;
  user: number | undefined;
  lineOfBusiness: number | undefined;
  status: string | undefined;
}

export const COMPANY_FILTER_DEFAULTS: CompanyFilters = {
  search: '',
  page: 1,
  sortBy: undefined,
  user: undefined,
  lineOfBusiness: undefined,
  status: undefined,
};

export const fleetLeadFilters = createPersistedSlice('fleets-store', 1, 'leads', FLEET_LEAD_FILTER_DEFAULTS);
export const companyFilters = createPersistedSlice('fleets-store', 1, 'companies', COMPANY_FILTER_DEFAULTS);

/** How many of the modal's filters are set (the badge on the filter button). */
export function countLeadFilters(f: FleetLeadFilters): number {
  return [
    f.Products.length > 0,
    f.Stores.length > 0,
    f.UserId !== undefined,
    f.startDate !== undefined || f.endDate !== undefined,
    f.CompanyId !== undefined,
    f.quantity !== undefined,
    f.subStatus !== undefined,
    f.startLastActivityDate !== undefined || f.endLastActivityDate !== undefined,
    f.phase === 'CONGELADO',
  ].filter(Boolean).length;
}

export function countCompanyFilters(f: CompanyFilters): number {
  return [f.user !== undefined, f.lineOfBusiness !== undefined, f.status !== undefined].filter(Boolean).length;
}
