import { call, callData } from '../../../lib/apiCall';
import { companyRoutes } from '@shared/contracts/fleetCompanyContracts';
import { FLEET_PAGE_SIZE } from '@shared/domain/fleetConstants';
import type { CompanyInput, companyListQuery } from '@shared/schemas/fleetCompany';
import type { Sent } from '@shared/schemas/wire';

/** GET /company's query (companyListQuery's keys); the list sends one sort key at a time. */
export type CompanyListParams = Pick<Sent<typeof companyListQuery>, 'filter' | 'status' | 'user' | 'lineOfBusiness'> & { page: number; sortBy?: string };

/** POST / PUT /company body (spec part 2 §3 Company). */
export type CompanyPayload = CompanyInput;

const list = (p: CompanyListParams) =>
  call(companyRoutes.list, {
    query: { limit: FLEET_PAGE_SIZE, page: p.page, filter: p.filter || undefined, status: p.status, user: p.user, lineOfBusiness: p.lineOfBusiness, sortBy: p.sortBy ? [p.sortBy] : undefined },
  });

/** The company calls of spec part 2 §7 (the `userid` header rides on every call). */
export const companyApi = {
  list,
  catalogs: () => callData(companyRoutes.catalogs),
  detail: (id: number) => callData(companyRoutes.detail, { params: { id } }),
  create: (data: CompanyPayload) => callData(companyRoutes.create, { body: { data } }),
  update: (id: number, data: CompanyPayload) => callData(companyRoutes.update, { params: { id }, body: { data } }),
  remove: (id: number) => callData(companyRoutes.remove, { params: { id } }),
  toggle: (id: number) => callData(companyRoutes.toggle, { params: { id }, body: {} }),
  contactSuggestions: (CompanyId: number, filter: string) =>
    callData(companyRoutes.contactSuggestions, { query: { CompanyId, filter } }),
};
