import { z } from 'zod';
import { FLEET_LEAD_COLUMNS } from '../lists/fleetLeadColumns';
import { FLEET_MSG } from '../domain/fleetMessages';
import { FLEET_PHASE_FILTERS, FLEET_PHASES } from '../domain/fleetPhases';
import { contactPersonInput, reqEmail, reqId, reqPhone, reqQuantity, reqText } from './fleetFields';
import { listFilterShape } from '../lists/listFilters';
import { FLEET_LEAD_FILTERS } from '../lists/fleetLeadFilters';
import { optAmount, optDay, optDbId, optPercent, optText, sortKeys, TEXT_MAX } from './primitives';

/** Fleet leads (spec part 2 §3 Fleet lead, §4, §5, §7 Fleet leads). Paths in src/server/features/fleet/README.md. */

/**
 * The `filters` JSON of GET /lead-fleet (§3 lead filters), from the list's declared filters
 * (shared/lists/fleetLeadFilters.ts): models and dealers (ids), executive, creation days ('YYYY-MM-DD'
 * Mexico City days or ISO), company, the columns' filters, quantity bucket 1–5 (§9) over the lead's
 * total units, status.
 */
export const fleetLeadFilters = z.object(listFilterShape(FLEET_LEAD_FILTERS));
export type FleetLeadFilters = z.input<typeof fleetLeadFilters>;

/** `filters` travels as a JSON string in the query; an object is accepted too. */
const filtersParam = z.preprocess((v) => {
  if (v === undefined || v === null || v === '') return {};
  if (typeof v !== 'string') return v;
  if (v.length > 4000) return null;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return null;
  }
}, fleetLeadFilters);

export const fleetLeadListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** TODO (every phase, CONGELADO included) or one phase. */
  phase: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(FLEET_PHASE_FILTERS).default('TODO')),
  /** Search text: contact name, e-mail, phone, company name. */
  filter: optText(TEXT_MAX.short),
  filters: filtersParam,
  sortBy: sortKeys(FLEET_LEAD_COLUMNS.sortKeys).optional(),
});
export type FleetLeadListQuery = z.input<typeof fleetLeadListQuery>;
/** GET /lead-fleet/data/totals takes the same search and filters (no phase, page or sort). */
export const fleetLeadTotalsQuery = fleetLeadListQuery.pick({ filter: true, filters: true });

export const leadProductInput = z.object({
  ProductId: reqId(),
  ProductColorId: reqId(),
  quantity: reqQuantity(),
});
export type LeadProductInput = z.input<typeof leadProductInput>;

export const leadAgencyInput = z.object({
  AgencyId: reqId(),
  contactPerson: contactPersonInput(),
});

/**
 * The lead's own data typed in both forms (the wizard's third step and 'Editar lead'): a field added
 * here is validated on create and edit, and stored by fleetLeadWrite's detailColumns (same key as the column).
 */
export const fleetLeadDetailsInput = z.object({
  comments: optText(TEXT_MAX.long),
  LeadFleetClasificationId: reqId(),
  /** 'Fecha estimada de compra' ('YYYY-MM-DD'). */
  expectedPurchaseDate: optDay,
  /** 'Presupuesto', integer centavos. */
  budget: optAmount(FLEET_MSG.invalidBudget),
  /** 'Probabilidad de cierre', a whole percentage. */
  closeProbability: optPercent,
});
export type FleetLeadDetailsInput = z.input<typeof fleetLeadDetailsInput>;

/** POST /lead-fleet body (`{ data: … }`), the three wizard steps. UserId is the caller for fleet-executive. */
export const fleetLeadCreateInput = z.object({
  CompanyId: reqId(),
  UserId: optDbId,
  LeadFleetOriginId: reqId(),
  companyContactPerson: contactPersonInput(),
  products: z.preprocess((v) => v ?? [], z.array(leadProductInput).min(1, { error: FLEET_MSG.vehicleRequired }).max(50)),
  agencies: z.preprocess((v) => v ?? [], z.array(leadAgencyInput).max(50)),
  ...fleetLeadDetailsInput.shape,
});
export type FleetLeadCreateInput = z.input<typeof fleetLeadCreateInput>;

/** Edit lead, step 1 (§3 edit-lead payload). */
export const fleetLeadContactInput = z.object({
  name: reqText(TEXT_MAX.name),
  phone: reqPhone(),
  email: reqEmail(),
  ...fleetLeadDetailsInput.shape,
});
export type FleetLeadContactInput = z.input<typeof fleetLeadContactInput>;

/**
 * PATCH /lead-fleet/{id} carries ONE of:
 * - `{ move: 'next' | 'previous' | 'freeze' | 'reactivate' }` ('Siguiente', 'Anterior', 'Congelar', 'Reactivar'), or
 * - `{ phase }`: the target phase (next or previous one, CONGELADO to freeze, 1ER_CONTACTO from CONGELADO to reactivate), or
 * - the edit-lead contact data above.
 */
export const FLEET_MOVES = ['next', 'previous', 'freeze', 'reactivate'] as const;
export type FleetMove = (typeof FLEET_MOVES)[number];
export const fleetLeadMoveInput = z.union([z.object({ move: z.enum(FLEET_MOVES) }), z.object({ phase: z.enum(FLEET_PHASES) })]);
/** A body with `move` or `phase` is a move; anything else is read as the contact edit. */
export function isFleetMoveBody(body: unknown): boolean {
  return !!body && typeof body === 'object' && ('move' in body || 'phase' in body);
}
export type FleetLeadPatchInput = z.input<typeof fleetLeadMoveInput> | FleetLeadContactInput;

/** PATCH /lead-fleet/user/{leadId}. */
export const fleetReassignInput = z.object({ UserId: reqId(FLEET_MSG.selectUser) });

export const fleetContactSuggestionQuery = z.object({
  filter: z.string().trim().max(TEXT_MAX.name).default(''),
  /** Dealer contacts of this store… */
  AgencyId: optDbId,
  /** …or company contacts of this company. */
  CompanyId: optDbId,
});

// ---- answers (the contracts: ./fleetLeadResponses.ts, ./fleetCompanyResponses.ts) ----

export type {
  FleetLead,
  FleetLeadCatalogs,
  FleetLeadRow,
  FleetLeadTotals,
  FleetProductColor,
  FleetProductRef,
  LeadFleetAgency,
  LeadFleetProduct,
} from './fleetLeadResponses';
export type { ContactSuggestion } from './fleetCompanyResponses';
