import { api, getData } from '../../../lib/apiClient';
import type { Paged } from '@shared/schemas/paged';
import { FLEET_PAGE_SIZE } from '@shared/domain/fleetConstants';
import { leadFilterValues, type FleetLeadFilters } from '../shared/fleetStore';
import type { ContactSuggestion, FleetLead, FleetLeadCatalogs, FleetLeadContactInput, FleetLeadCreateInput, FleetLeadRow, FleetLeadTotals, FleetMove, LeadFleetProduct, LeadProductInput } from '@shared/schemas/fleetLead';
import type { FleetLeadHistory, FollowUpComment, LeadFleetActivity, SimpleActivityCatalogs, SimpleActivityInput } from '@shared/schemas/fleetActivity';

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
    api
      .get<Paged<FleetLeadRow>>('/lead-fleet', {
        headers: { UserRole: role },
        params: {
          phase,
          page,
          limit: FLEET_PAGE_SIZE,
          filter: f.search || undefined,
          filters: JSON.stringify(filterQuery(f)),
          sortBy: f.sortBy ? [f.sortBy] : undefined,
        },
        paramsSerializer: { indexes: null },
      })
      .then((r) => r.data),
  totals: (f: FleetLeadFilters, role: string) =>
    getData<FleetLeadTotals>(
      api.get('/lead-fleet/data/totals', { headers: { UserRole: role }, params: { filter: f.search || undefined, filters: JSON.stringify(filterQuery(f)) } }),
    ),
  catalogs: () => getData<FleetLeadCatalogs>(api.get('/lead-fleet/data/catalogs')),
  companyContacts: (CompanyId: number, filter: string) =>
    getData<ContactSuggestion[]>(api.get('/company/data/contactPersonSuggestion', { params: { CompanyId, filter } })),
  dealerContacts: (AgencyId: number, filter: string) =>
    getData<ContactSuggestion[]>(api.get('/lead-fleet/data/contactPersonSuggestion', { params: { AgencyId, filter } })),
  create: (data: LeadFleetCreatePayload) => getData<FleetLead>(api.post('/lead-fleet', { data })),
  detail: (id: number) => getData<FleetLead>(api.get(`/lead-fleet/${id}`)),
  edit: (id: number, data: LeadFleetEditPayload) => getData<FleetLead>(api.patch(`/lead-fleet/${id}`, { data })),
  /** 'Siguiente', 'Anterior', 'Congelar', 'Reactivar'. */
  move: (id: number, move: FleetMove) => getData<FleetLead>(api.patch(`/lead-fleet/${id}`, { data: { move } })),
  remove: (id: number) => getData<{ id: number }>(api.delete(`/lead-fleet/${id}`)),
  reassign: (id: number, UserId: number) => getData<FleetLead>(api.patch(`/lead-fleet/user/${id}`, { data: { UserId } })),
  activityCatalogs: () => getData<SimpleActivityCatalogs>(api.get('/lead-fleet/data/simple-activity-catalogs')),
  addActivity: (leadId: number, data: NewActivityPayload) => getData<LeadFleetActivity>(api.post(`/lead-fleet/simple-activity/${leadId}`, { data })),
  history: (leadId: number) => getData<FleetLeadHistory>(api.get(`/lead-fleet/data/history/${leadId}`)),
  setActivityStatus: (activityId: number, status: number) => getData<LeadFleetActivity>(api.patch(`/lead-fleet/activity/${activityId}`, { data: { status } })),
  followUp: (leadId: number, LeadFleetActivityId: number, comment: string) =>
    getData<FollowUpComment>(api.post(`/lead-fleet/follow-up/${leadId}`, { data: { LeadFleetActivityId, comment } })),
  schedule: (leadId: number, dateStart: string, dateEnd: string) =>
    getData<LeadFleetActivity[]>(api.get(`/lead-fleet/schedule/${leadId}`, { params: { dateStart, dateEnd } })),
  addProduct: (leadId: number, data: ProductPayload) => getData<LeadFleetProduct>(api.post(`/lead-fleet-product/${leadId}`, { data })),
  updateProduct: (id: number, data: ProductPayload) => getData<LeadFleetProduct>(api.patch(`/lead-fleet-product/${id}`, { data })),
  removeProduct: (id: number) => getData<{ id: number }>(api.delete(`/lead-fleet-product/${id}`)),
};
