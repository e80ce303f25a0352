import type { AgencySchedule } from '@shared/domain/lastContact';
import { call, callData } from '../../lib/apiCall';
import { leadRoutes } from '@shared/contracts/leadContracts';
import { saleRoutes } from '@shared/contracts/saleContracts';
import { productRoutes } from '@shared/contracts/productContracts';
import { inventoryRoutes } from '@shared/contracts/inventoryContracts';
import { agencyRoutes } from '@shared/contracts/agencyContracts';
import { userRoutes } from '@shared/contracts/userContracts';
import { agendaRoutes, appointmentRoutes, leadAppointmentRoutes } from '@shared/contracts/appointmentContracts';
import type { BodyOf } from '@shared/contracts/routeContract';
import type { InventoryModel, InventoryStore, InventoryVin } from '@shared/schemas/inventoryResponses';
import type { leadFiltersSchema } from '@shared/schemas/leadList';
import type { Sent } from '@shared/schemas/wire';
import type { Lead, LeadListRow, Paged, UserRef } from './types';

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


export const leadApi = {
  // The phase slug is one of LEAD_PHASES (types.ts WithPhase narrows the contract's text).
  list: async (p: LeadListParams): Promise<Paged<LeadListRow>> =>
    (await call(leadRoutes.list, { query: { page: p.page, limit: p.limit, phase: p.phase, search: p.search, filters: JSON.stringify(p.filters), sortBy: p.sortBy } })) as Paged<LeadListRow>,
  totals: (p: Pick<LeadListParams, 'search' | 'filters'>) => callData(leadRoutes.totalsByPhase, { query: { search: p.search, filters: JSON.stringify(p.filters) } }),
  detail: async (id: number): Promise<Lead> => (await callData(leadRoutes.detail, { params: { id } })) as Lead,
  create: (data: BodyOf<typeof leadRoutes.create>['data'], UserId: number) => callData(leadRoutes.create, { body: { data, UserId } }),
  nextPhase: (id: number) => callData(leadRoutes.nextPhase, { params: { id }, body: {} }),
  update: (id: number, data: BodyOf<typeof leadRoutes.update>) => callData(leadRoutes.update, { params: { id }, body: data }),
  activity: (data: BodyOf<typeof leadRoutes.createActivity>['data']) => callData(leadRoutes.createActivity, { body: { data } }),
  interest: (data: BodyOf<typeof leadRoutes.createInterest>) => callData(leadRoutes.createInterest, { body: data }),
  deactivate: (id: number, body: BodyOf<typeof leadRoutes.deactivate>) => callData(leadRoutes.deactivate, { params: { id }, body }),
  activate: (id: number) => callData(leadRoutes.activate, { params: { id }, body: {} }),
  revive: (id: number) => callData(leadRoutes.revive, { params: { id }, body: {} }),
  firstResponseTime: (id: number) => callData(leadRoutes.firstResponseTime, { params: { id }, body: {} }),
  appointment: (data: BodyOf<typeof leadAppointmentRoutes.create>['data']) => callData(leadAppointmentRoutes.create, { body: { data } }),
  appointmentStatus: (id: number, status: 'CONFIRMED' | 'CANCELED') => callData(leadAppointmentRoutes.setStatus, { params: { id }, body: { data: { status } } }),
  /** 'Llegó' (the arrival loop): the client of today's appointment is in the showroom. */
  arrival: (id: number) => callData(appointmentRoutes.arrival, { body: { data: { id } } }),
  reschedule: (id: number, date: string) => callData(leadAppointmentRoutes.reschedule, { params: { id }, body: { data: { date } } }),
  saveVins: (leadId: number, vins: string[]) => callData(saleRoutes.saveVins, { params: { leadId }, body: { data: { vins } } }),
  origins: () => callData(leadRoutes.origins),
  products: () => callData(productRoutes.active, { query: { flag: 2 } }),
  activityTypes: () => callData(leadRoutes.activityTypes),
  activityChannels: () => callData(leadRoutes.activityChannels),
  /** The contract sends the roles as `role=a&role=b` (arrays: 'repeat'). */
  advisers: (AgencyId: number, roles: readonly string[]): Promise<UserRef[]> => callData(userRoutes.ofAgency, { query: { AgencyId, role: [...roles] } }),
  schedule: (agencyId: number): Promise<AgencySchedule | null> => callData(agencyRoutes.schedule, { params: { id: agencyId } }),
  agenda: (range: 'day' | 'week', LeadId: number, date: string) => callData(range === 'day' ? agendaRoutes.leadDay : agendaRoutes.leadWeek, { query: { LeadId, date } }),
  stores: () => callData(inventoryRoutes.stores),
  models: () => callData(inventoryRoutes.models),
  vins: (store: number, model: number) => callData(inventoryRoutes.vins, { query: { store, model } }),
};
