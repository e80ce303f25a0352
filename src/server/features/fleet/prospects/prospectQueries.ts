import type { SortKeyOf } from '../../../../shared/lists/defineListColumns';
import type { PROSPECT_COLUMNS } from '../../../../shared/lists/prospectColumns';
import { sql, type SQL } from 'drizzle-orm';
import type { ProspectListQuery } from '../../../../shared/schemas/fleetProspect';
import type { Caller } from '../../../identity/auth';
import { listOrder } from '../fleetList';
import { rowSelect } from '../../../lib/list/tableColumns';
import { ListWhere, type ListFilterSql } from '../../../lib/list/ListWhere';
import { PROSPECT_FILTERS } from '../../../../shared/lists/prospectFilters';
import { prospectSchema } from '../../../../shared/schemas/fleetProspectResponses';
import { leadFleetProspects } from '../tables';

/** The prospect as the screens read it (spec §3 Prospect, prospectSchema): its own columns by name (lib/list/tableColumns.ts), its product and colour computed. */
export const PROSPECT_ROW = rowSelect(prospectSchema.shape, leadFleetProspects, 'p', {
  firstAndLastName: sql`p.first_name || ' ' || p.last_name`,
  Product: sql`CASE WHEN pr.id IS NULL THEN NULL ELSE json_build_object('id', pr.id, 'name', pr.name, 'version', pr.version,
    'transmission', pr.transmission, 'model', pr.model, 'imageUrl', pr.image_url) END`,
  ProductColor: sql`CASE WHEN pc.id IS NULL THEN NULL ELSE json_build_object('id', pc.id, 'name', pc.name) END`,
});
export const PROSPECT_FROM = sql`FROM lead_fleet_prospects p
  LEFT JOIN products pr ON pr.id = p.product_id
  LEFT JOIN product_colors pc ON pc.id = p.product_color_id`;

/**
 * Each key is kept on the row (migration fleet_prospect_sort_keys) with an index of the agency, so a
 * sorted page walks it and stops at ten instead of sorting the agency's prospects.
 */
export const PROSPECT_SORT: Record<SortKeyOf<typeof PROSPECT_COLUMNS>, SQL> = {
  name: sql`p.name_sort_key`,
  companyName: sql`p.company_sort_key`,
  product: sql`p.product_sort_key`,
  createdAt: sql`p.created_at`,
};

/** The kept lower-cased name, e-mail, phone and company, with its trigram index by agency. */
export const PROSPECT_SEARCH = sql`p.search_text`;

type ParsedQuery = Omit<ProspectListQuery, 'sortBy' | 'page' | 'limit' | 'status'> & {
  page: number;
  limit: number;
  status: 'all' | 'inactive';
  sortBy?: { key: string; desc: boolean }[];
};

/** The modal's filters' SQL (shared/lists/prospectFilters.ts): prospect columns only. */
const PROSPECT_FILTER_SQL: ListFilterSql<typeof PROSPECT_FILTERS> = { ProductId: sql`p.product_id`, company: sql`p.company_name`, startDate: sql`p.created_at` };

/**
 * The list's condition: the caller's agency, the executive's own and unassigned ones, the tab, search
 * and filters (dates are Mexico City days, as in the other fleet lists), over prospect columns only.
 */
export function prospectWhere(caller: Caller, q: ParsedQuery): SQL {
  // Blocked prospects (a cancellation, issue 54) are in no list.
  return new ListWhere(sql`p.agency_id = ${caller.agencyId} AND p.blocked_at IS NULL`)
    .add(caller.role === 'fleet-executive' && sql`(p.user_id IS NULL OR p.user_id = ${caller.id})`)
    .add(q.status === 'inactive' && sql`p.active = false`)
    .search(PROSPECT_SEARCH, q.search)
    .filters(PROSPECT_FILTERS, q, PROSPECT_FILTER_SQL)
    .sql();
}

/**
 * The caller's order, newest first by default. Only the model may be missing (nulls last either way, its
 * two indexes); the other keys are never null, so a backward walk of their index serves DESC.
 */
export function prospectOrder(sortBy: { key: SortKeyOf<typeof PROSPECT_COLUMNS>; desc: boolean }[] | undefined): SQL {
  return listOrder(sortBy, PROSPECT_SORT, { key: 'createdAt', desc: true }, sql`p.id`, (key) => key === 'product');
}
