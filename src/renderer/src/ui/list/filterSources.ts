import { useQuery } from '@tanstack/react-query';
import type { FilterSource } from '@shared/lists/listFilters';
import { companyQueries } from '../../modules/fleet/companies/queries';
import { leadFleetQueries } from '../../modules/fleet/leads/queries';
import { ecommerceQueries } from '../../modules/ecommerce/queries';
import { catalogQueries } from '../../modules/leads/queries';
import { userName } from '../../modules/leads/format';
import { useSignedIn } from '../../lib/session';

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

function useFleetProducts(): FilterOptions {
  const q = useQuery(leadFleetQueries.catalogs());
  return { options: (q.data?.products ?? []).map((p) => ({ value: p.id, label: p.name })), loading: q.isLoading };
}

function useFleetAgencies(): FilterOptions {
  const q = useQuery(leadFleetQueries.catalogs());
  return { options: (q.data?.agencies ?? []).map((a) => ({ value: a.id, label: a.name })), loading: q.isLoading };
}

/** The signed-in agency's lead origins. */
function useLeadOrigins(): FilterOptions {
  const q = useQuery(catalogQueries.origins(useSignedIn().agencyId));
  return { options: (q.data ?? []).map((o) => ({ value: o.id, label: o.description })), loading: q.isLoading };
}

function useLeadProducts(): FilterOptions {
  const q = useQuery(catalogQueries.products());
  return { options: (q.data ?? []).map((p) => ({ value: p.id, label: p.name })), loading: q.isLoading };
}

/** The signed-in agency's users a lead can be assigned to. */
function useLeadAdvisers(): FilterOptions {
  const q = useQuery(catalogQueries.advisers(useSignedIn().agencyId));
  return { options: (q.data ?? []).map((u) => ({ value: u.id, label: userName(u) })), loading: q.isLoading };
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
  fleetProducts: useFleetProducts,
  fleetAgencies: useFleetAgencies,
  leadOrigins: useLeadOrigins,
  leadProducts: useLeadProducts,
  leadAdvisers: useLeadAdvisers,
};
