import type { z } from 'zod';
import type { fleetLeadFilters as fleetLeadFilterSchema } from '@shared/schemas/fleetLead';
import type { companyListQuery } from '@shared/schemas/fleetCompany';
import type { Sent } from '@shared/schemas/wire';
import { createPersistedSlice } from '../../../ui/list/persistedSlice';

/**
 * The fleet lead list's state, kept under 'fleets-store' version 1: the tab, search, page and sort,
 * and the modal's filters, which are the API's `filters` (fleetLeadFilters): a filter added to that
 * schema is held, sent and counted here without a line of its own.
 */
export type FleetLeadFilters = { phase: string; search: string; page: number; sortBy: string | undefined } & Omit<
  z.output<typeof fleetLeadFilterSchema>,
  'Products' | 'Stores' | 'quantity' | 'subStatus'
> & { Products: number[]; Stores: number[]; quantity: number | undefined; subStatus: string | undefined };

/** The keys of the list's state that are not the modal's filters. */
const LIST_STATE_KEYS = ['phase', 'search', 'page', 'sortBy'] as const;

export const FLEET_LEAD_FILTER_DEFAULTS: FleetLeadFilters = {
  phase: 'TODO',
  search: '',
  page: 1,
  sortBy: undefined,
  Products: [],
  Stores: [],
  quantity: undefined,
  subStatus: undefined,
};

/** Every filter of the modal emptied (whatever keys `f` holds), as 'Limpiar filtros' writes them. */
export function clearedLeadFilters(f: Partial<FleetLeadFilters>): Partial<FleetLeadFilters> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(f)) if (!(LIST_STATE_KEYS as readonly string[]).includes(key)) out[key] = undefined;
  const { search: _s, page: _p, sortBy: _o, ...defaults } = FLEET_LEAD_FILTER_DEFAULTS;
  return { ...out, ...defaults };
}

/** The modal's filters alone, as GET /lead-fleet takes them in `filters` (empty lists left out). */
export function leadFilterValues(f: FleetLeadFilters): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(f)) {
    if ((LIST_STATE_KEYS as readonly string[]).includes(key)) continue;
    out[key] = Array.isArray(value) && !value.length ? undefined : value;
  }
  return out;
}

/**
 * The company list's filters (spec part 2 §3 company filters), same store, own slice: the modal's
 * are GET /company's own query keys (companyListQuery), beside the list's search, page and sort.
 */
export type CompanyFilters = { search: string; page: number; sortBy: string | undefined } & Pick<
  Sent<typeof companyListQuery>,
  'user' | 'lineOfBusiness' | 'status'
>;

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
  // A from/to pair ('startDate'/'endDate', 'startLastActivityDate'/'endLastActivityDate'…) or a min/max pair ('minBudget'/'maxBudget') is one filter.
  const set = new Set<string>();
  for (const [key, value] of Object.entries(leadFilterValues(f))) if (value !== undefined && value !== null && value !== '') set.add(key.replace(/^(start|end|min|max)/, ''));
  return set.size + (f.phase === 'CONGELADO' ? 1 : 0);
}

export function countCompanyFilters(f: CompanyFilters): number {
  return [f.user !== undefined, f.lineOfBusiness !== undefined, f.status !== undefined].filter(Boolean).length;
}
