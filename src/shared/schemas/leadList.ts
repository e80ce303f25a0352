import { z } from 'zod';
import { LEAD_FILTERS } from '../lists/leadFilters';
import { listFilterShape } from '../lists/listFilters';

/**
 * The leads list's filter modal fields, sent as the `filters` JSON of GET /lead/new (and of its
 * totals and export), from the list's declared filters (shared/lists/leadFilters.ts): origin, sub
 * status, start and end days ('YYYY-MM-DD' agency days), vehicle, user (-1 or absent: every one),
 * 'Fuera de tiempo' (issue 30: leads whose contact target passed without a contact,
 * leads_live_agency_sla_breached_idx) and the columns' filters. Shared so the screen's filters are
 * this schema's keys (a key renamed or added there reaches the screen or fails its typecheck).
 */
export const leadFiltersSchema = z.object(listFilterShape(LEAD_FILTERS));
export type LeadFilters = z.infer<typeof leadFiltersSchema>;
