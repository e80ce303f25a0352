import { api, getData } from '../../../lib/apiClient';
import type { Paged } from '@shared/schemas/paged';
import { FLEET_PAGE_SIZE } from '@shared/domain/fleetConstants';
import type { Company, CompanyCatalogs, CompanyInput, companyListQuery, CompanyRow } from '@shared/schemas/fleetCompany';
import type { Sent } from '@shared/schemas/wire';
import type { ContactSuggestion } from '@shared/schemas/fleetLead';

/** GET /company's query (companyListQuery's keys); the list sends one sort key at a time. */
export type CompanyListParams = Pick<Sent<typeof companyListQuery>, 'filter' | 'status' | 'user' | 'lineOfBusiness'> & { page: number; sortBy?: string };

/** POST / PUT /company body (spec part 2 §3 Company). */
export type CompanyPayload = CompanyInput;

const list = (p: CompanyListParams) =>
  api
    .get<Paged<CompanyRow>>('/company', {
      params: { limit: FLEET_PAGE_SIZE, page: p.page, filter: p.filter || undefined, status: p.status, user: p.user, lineOfBusiness: p.lineOfBusiness, sortBy: p.sortBy ? [p.sortBy] : undefined },
      paramsSerializer: { indexes: null },
    })
    .then((r) => r.data);

/** The company calls of spec part 2 §7 (the `userid` header rides on every call). */
export const companyApi = {
  list,
  catalogs: () => getData<CompanyCatalogs>(api.get('/company/data/catalogs')),
  detail: (id: number) => getData<Company>(api.get(`/company/${id}`)),
  create: (data: CompanyPayload) => getData<Company>(api.post('/company', { data })),
  update: (id: number, data: CompanyPayload) => getData<Company>(api.put(`/company/${id}`, { data })),
  remove: (id: number) => getData<{ id: number }>(api.delete(`/company/${id}`)),
  toggle: (id: number) => getData<Company>(api.post(`/company/${id}/status`, {})),
  contactSuggestions: (CompanyId: number, filter: string) =>
    getData<ContactSuggestion[]>(api.get('/company/data/contactPersonSuggestion', { params: { CompanyId, filter } })),
};
