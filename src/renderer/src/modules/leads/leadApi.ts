import type { AgencySchedule } from '@shared/domain/lastContact';
import { api, getData, inventoryApi } from '../../lib/apiClient';
import type { InventoryModel, InventoryStore, InventoryVin } from '@shared/schemas/inventoryResponses';
import type { CatalogueRow, CreatedActivity, FirstResponse, LeadInterestRow, LeadOriginRow, SaleVinRow } from '@shared/schemas/leadResponses';
import type { leadFiltersSchema } from '@shared/schemas/leadList';
import type { Sent } from '@shared/schemas/wire';
import type { AgendaEntry, Lead, LeadListRow, LeadRow, Paged, PhaseTotals, Product, UserRef } from './types';

/** Every lead call the screens make (spec part 1 §7), each unwrapping `{ data }`. */

/** The filter modal's fields, as GET /lead/new takes them in `filters`: the shared schema's keys. */
export type LeadListFilters = Sent<typeof leadFiltersSchema>;

export interface LeadListParams {
  page: number;
  limit: number;
  phase: string;
  search: string;
  filters: LeadListFilters;
  sortBy?: string;
}

/** The inventory catalogue's stores, models and VINs in stock (/inventory/catalogs/data/…): the API's answers. */
export type { InventoryStore as CatalogStore, InventoryModel as CatalogModel, InventoryVin as CatalogVin };

type Body = Record<string, unknown>;

export const leadApi = {
  list: async (p: LeadListParams): Promise<Paged<LeadListRow>> => {
    const { data } = await api.get<Paged<LeadListRow>>('/lead/new', {
      params: { page: p.page, limit: p.limit, phase: p.phase, search: p.search, filters: JSON.stringify(p.filters), sortBy: p.sortBy },
    });
    return data;
  },
  totals: (p: Pick<LeadListParams, 'search' | 'filters'>) =>
    getData<PhaseTotals>(api.get('/lead/new/totals-phase', { params: { search: p.search, filters: JSON.stringify(p.filters) } })),
  detail: (id: number) => getData<Lead>(api.get(`/lead/${id}`)),
  create: (data: Body, UserId: number) => getData<LeadRow>(api.post('/lead/', { data, UserId })),
  nextPhase: (id: number) => getData<LeadRow & { SaleId: number | null }>(api.patch(`/lead/nextPhase/${id}`, {})),
  update: (id: number, data: Body) => getData<LeadRow>(api.patch(`/lead/${id}`, data)),
  activity: (data: Body) => getData<CreatedActivity>(api.post('/leadActivity', { data })),
  interest: (data: Body) => getData<LeadInterestRow>(api.post('/leadInterest', data)),
  deactivate: (id: number, body: { newPhase: string; comments: string; reactivationDate?: string | null }) =>
    getData<LeadRow>(api.patch(`/lead/deactivate/${id}`, body)),
  activate: (id: number) => getData<LeadRow>(api.patch(`/lead/activate/${id}`, {})),
  revive: (id: number) => getData<LeadRow>(api.patch(`/lead/revive/${id}`, {})),
  firstResponseTime: (id: number) => getData<FirstResponse>(api.patch(`/lead/first-response-time/${id}`, {})),
  appointment: (data: Body) => getData<unknown>(api.post('/lead/TestDriveAppointment', { data })),
  appointmentStatus: (id: number, status: string) => getData<unknown>(api.patch(`/lead/TestDriveAppointment/${id}`, { data: { status } })),
  /** 'Llegó' (the arrival loop): the client of today's appointment is in the showroom. */
  arrival: (id: number) => getData<unknown>(api.patch('/leadActivity/data/appointment-arrival', { data: { id } })),
  reschedule: (id: number, date: string) => getData<unknown>(api.patch(`/lead/TestDriveAppointment/${id}/reschedule`, { data: { date } })),
  saveVins: (leadId: number, vins: string[]) => getData<SaleVinRow[]>(api.post(`/sale/vin/${leadId}`, { data: { vins } })),
  origins: () => getData<LeadOriginRow[]>(api.get('/leadOrigin')),
  products: () => getData<Product[]>(api.get('/product/', { params: { flag: 2 } })),
  activityTypes: () => getData<CatalogueRow[]>(api.get('/leadactivitytype')),
  activityChannels: () => getData<CatalogueRow[]>(api.get('/leadactivitychanneltype')),
  advisers: (AgencyId: number, roles: readonly string[]) =>
    getData<UserRef[]>(api.get('/user/', { params: { AgencyId, role: roles }, paramsSerializer: { indexes: null } })),
  schedule: (agencyId: number) => getData<AgencySchedule | null>(api.get(`/agency/schedule/${agencyId}`)),
  agenda: (range: 'day' | 'week', LeadId: number, date: string) =>
    getData<AgendaEntry[]>(api.get(`/agenda/lead-${range}`, { params: { LeadId, date } })),
  stores: () => getData<InventoryStore[]>(inventoryApi.get('/catalogs/data/stores')),
  models: () => getData<InventoryModel[]>(inventoryApi.get('/catalogs/data/models')),
  vins: (store: number, model: number) => getData<InventoryVin[]>(inventoryApi.get('/catalogs/data/vins', { params: { store, model } })),
};
