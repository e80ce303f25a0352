import { call, callData } from '../../../lib/apiCall';
import { fleetLeadRoutes } from '@shared/contracts/fleetLeadContracts';
import { companyRoutes } from '@shared/contracts/fleetCompanyContracts';
import type { QueryOf } from '@shared/contracts/routeContract';
import { FLEET_PAGE_SIZE } from '@shared/domain/fleetConstants';
import { leadFilterValues, type FleetLeadFilters } from '../shared/fleetStore';
import type { FleetLeadContactInput, FleetLeadCreateInput, FleetMove, LeadProductInput } from '@shared/schemas/fleetLead';
import type { SimpleActivityInput } from '@shared/schemas/fleetActivity';

export interface LeadFleetListParams {
  filters: FleetLeadFilters;
  /** UserRole header (spec part 2 §6: lead list calls send user id and role). */
  role: string;
}

export type LeadFleetCreatePayload = FleetLeadCreateInput;
export type LeadFleetEditPayload = FleetLeadContactInput;
export type NewActivityPayload = SimpleActivityInput;
export type ProductPayload = LeadProductInput;

/** The §3 lead filters the list sends in `filters` (everything but phase, search, page and sort). */
export function filterQuery(f: FleetLeadFilters) {
  return leadFilterValues(f);
}

/** The fleet-lead calls of spec part 2 §7 that this issue uses. */
export const leadFleetApi = {
  list: ({ filters: f, role }: LeadFleetListParams, phase = f.phase, page = f.page) =>
    call(
      fleetLeadRoutes.list,
      {
        query: {
          // The store holds the tab as text; it is always one of the list's phases.
          phase: phase as QueryOf<typeof fleetLeadRoutes.list>['phase'],
          page,
          limit: FLEET_PAGE_SIZE,
          filter: f.search || undefined,
          filters: JSON.stringify(filterQuery(f)),
          sortBy: f.sortBy ? [f.sortBy] : undefined,
        },
      },
      { headers: { UserRole: role } },
    ),
  totals: (f: FleetLeadFilters, role: string) =>
    callData(fleetLeadRoutes.totals, { query: { filter: f.search || undefined, filters: JSON.stringify(filterQuery(f)) } }, { headers: { UserRole: role } }),
  catalogs: () => callData(fleetLeadRoutes.catalogs),
  companyContacts: (CompanyId: number, filter: string) =>
    callData(companyRoutes.contactSuggestions, { query: { CompanyId, filter } }),
  dealerContacts: (AgencyId: number, filter: string) =>
    callData(fleetLeadRoutes.dealerContacts, { query: { AgencyId, filter } }),
  create: (data: LeadFleetCreatePayload) => callData(fleetLeadRoutes.create, { body: { data } }),
  detail: (id: number) => callData(fleetLeadRoutes.detail, { params: { id } }),
  edit: (id: number, data: LeadFleetEditPayload) => callData(fleetLeadRoutes.update, { params: { id }, body: { data } }),
  /** 'Siguiente', 'Anterior', 'Congelar', 'Reactivar'. */
  move: (id: number, move: FleetMove) => callData(fleetLeadRoutes.update, { params: { id }, body: { data: { move } } }),
  remove: (id: number) => callData(fleetLeadRoutes.remove, { params: { id } }),
  reassign: (id: number, UserId: number) => callData(fleetLeadRoutes.reassign, { params: { leadId: id }, body: { data: { UserId } } }),
  activityCatalogs: () => callData(fleetLeadRoutes.activityCatalogs),
  addActivity: (leadId: number, data: NewActivityPayload) => callData(fleetLeadRoutes.addActivity, { params: { leadId }, body: { data } }),
  history: (leadId: number) => callData(fleetLeadRoutes.history, { params: { leadId } }),
  setActivityStatus: (activityId: number, status: number) => callData(fleetLeadRoutes.updateActivity, { params: { id: activityId }, body: { data: { status } } }),
  followUp: (leadId: number, LeadFleetActivityId: number, comment: string) =>
    callData(fleetLeadRoutes.followUp, { params: { leadId }, body: { data: { LeadFleetActivityId, comment } } }),
  schedule: (leadId: number, dateStart: string, dateEnd: string) =>
    callData(fleetLeadRoutes.schedule, { params: { leadId }, query: { dateStart, dateEnd } }),
  addProduct: (leadId: number, data: ProductPayload) => callData(fleetLeadRoutes.addProduct, { params: { leadId }, body: { data } }),
  updateProduct: (id: number, data: ProductPayload) => callData(fleetLeadRoutes.updateProduct, { params: { id }, body: { data } }),
  removeProduct: (id: number) => callData(fleetLeadRoutes.removeProduct, { params: { id } }),
};
