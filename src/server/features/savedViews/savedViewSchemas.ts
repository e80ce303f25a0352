import { z } from 'zod';
import { companyListQuery } from '../../../shared/schemas/fleetCompany';
import { fleetLeadFilters } from '../../../shared/schemas/fleetLead';
import { closedSalesQuery } from '../../../shared/schemas/fleetStage';
import { prospectListQuery } from '../../../shared/schemas/fleetProspect';
import { accessoryListQuery } from '../../../shared/schemas/ecommerce';
import { leadFiltersSchema } from '../leads';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '../../../shared/domain/phases';
import { optDateText, optDbId } from '../../../shared/schemas/primitives';

/** No filter modal: a view of such a list carries its search, tab, sort and page size, and no filter. */
const NO_FILTERS = z.object({}).strict();

/**
 * Each list's own filter schema, by the list's screen path: a saved view's `filters` must pass it
 * (strict: a key the list does not know is refused), so a view never carries a filter the list
 * would refuse. A list not named here takes no filters.
 */
export const LIST_FILTER_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  '/sells/leads': leadFiltersSchema.strict(),
  '/fleets/leads-flotilla': fleetLeadFilters.strict(),
  '/fleets/companies': companyListQuery.pick({ status: true, user: true, lineOfBusiness: true }).strict(),
  '/fleets/prospectos': prospectListQuery.pick({ ProductId: true, company: true, startDate: true, endDate: true }).strict(),
  '/fleets/sales': closedSalesQuery.pick({ UserId: true, CompanyId: true, startDate: true, endDate: true }).strict(),
  '/sells/citas': z.object({ UserId: optDbId, type: z.enum(APPOINTMENT_TYPES).optional(), status: z.enum(APPOINTMENT_STATUSES).optional() }).strict(),
  '/sells/ventas': z.object({ startDate: optDateText, endDate: optDateText }).strict(),
  '/admin/displays': z.object({ agencyId: optDbId }).strict(),
  '/ecommerce/ecommerce-products': accessoryListQuery.pick({ accessoryTypeId: true, familyId: true, productId: true }).strict(),
};

/** The lists that have saved views: every list screen (ListScreen). */
export const SAVED_VIEW_LISTS = [
  '/sells/leads',
  '/fleets/leads-flotilla',
  '/fleets/companies',
  '/fleets/prospectos',
  '/fleets/sales',
  '/sells/leads-accesorios',
  '/sells/ventas',
  '/sells/citas',
  '/sells/registro-visitas',
  '/sells/leads-duplicados',
  '/sells/leads-congelados',
  '/sells/leads-futura-compra',
  '/leads/search',
  '/ecommerce/ecommerce-products',
  '/product',
  '/hr/vacancies',
  '/admin/users',
  '/admin/agencies',
  '/admin/displays',
] as const;

export function filterSchemaOf(list: string): z.ZodType | undefined {
  if (!(SAVED_VIEW_LISTS as readonly string[]).includes(list)) return undefined;
  return LIST_FILTER_SCHEMAS[list] ?? NO_FILTERS;
}

/** Filter keys that name a user (an adviser, an executive): a view naming an inactive one says so. */
export const USER_FILTER_KEYS = ['UserId', 'user'] as const;
