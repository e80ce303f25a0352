import { useQuery } from '@tanstack/react-query';
import type { FilterSource } from '@shared/lists/listFilters';
import { companyQueries } from '../../modules/fleet/companies/queries';
import { leadFleetQueries } from '../../modules/fleet/leads/queries';
import { ecommerceQueries } from '../../modules/ecommerce/queries';

export interface FilterOptions {
  options: { value: number; label: string }[];
  loading: boolean;
}

type Draft = Record<string, unknown>;

function useCompanyUsers(): FilterOptions {
  const q = useQuery(companyQueries.catalogs());
  return { options: (q.data?.Users ?? []).map((u) => ({ value: u.id, label: u.firstAndLastName })), loading: q.isLoading };
}

function useCompanySectors(): FilterOptions {
  const q = useQuery(companyQueries.catalogs());
  return { options: (q.data?.CompanySectors ?? []).map((s) => ({ value: s.id, label: s.description })), loading: q.isLoading };
}

function useFleetUsers(): FilterOptions {
  const q = useQuery(leadFleetQueries.catalogs());
  return { options: (q.data?.Users ?? []).map((u) => ({ value: u.id, label: u.firstAndLastName })), loading: q.isLoading };
}

function useFleetCompanies(): FilterOptions {
  const q = useQuery(leadFleetQueries.catalogs());
  return { options: (q.data?.Companies ?? []).map((c) => ({ value: c.id, label: c.name })), loading: q.isLoading };
}

function useProspectProducts(): FilterOptions {
  const q = useQuery(leadFleetQueries.catalogs());
  return { options: (q.data?.products ?? []).map((p) => ({ value: p.id, label: `${p.name} ${p.version}` })), loading: q.isLoading };
}

function useAccessoryTypes(): FilterOptions {
  const q = useQuery(ecommerceQueries.catalogs());
  return { options: (q.data?.accesoryTypes ?? []).map((t) => ({ value: t.id, label: t.name })), loading: q.isLoading };
}

function useProductFamilies(): FilterOptions {
  const q = useQuery(ecommerceQueries.catalogs());
  return { options: (q.data?.productFamilies ?? []).map((f) => ({ value: f.id, label: f.name })), loading: q.isLoading };
}

/** The family chosen narrows the models to its own. */
function useFamilyModels(draft: Draft): FilterOptions {
  const q = useQuery(ecommerceQueries.catalogs());
  const families = q.data?.productFamilies ?? [];
  const chosen = draft.familyId ? families.filter((f) => f.id === draft.familyId) : families;
  return { options: chosen.flatMap((f) => f.Products).map((p) => ({ value: p.id, label: `${p.name} ${p.version}` })), loading: q.isLoading };
}

/**
 * Each `catalog` filter's options by its source's name (shared/lists/listFilters.ts's FilterSource): a
 * hook reading the catalogue query the screens share, given the modal's draft where one filter narrows another.
 */
export const FILTER_SOURCES: Record<FilterSource, (draft: Draft) => FilterOptions> = {
  companyUsers: useCompanyUsers,
  companySectors: useCompanySectors,
  fleetUsers: useFleetUsers,
  fleetCompanies: useFleetCompanies,
  prospectProducts: useProspectProducts,
  accessoryTypes: useAccessoryTypes,
  productFamilies: useProductFamilies,
  familyModels: useFamilyModels,
};
