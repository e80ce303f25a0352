import { z } from 'zod';
import { optDateText, optDbId, optSearch, userFilter } from './primitives';
import { columnFilterShape } from '../lists/columnFilters';
import { LEAD_COLUMNS } from '../lists/leadColumns';

/**
 * The leads list's filter modal fields, sent as the `filters` JSON of GET /lead/new (and of its
 * totals and export). Dates are 'YYYY-MM-DD' agency days. Shared so the screen's filters are this
 * schema's keys (a key renamed or added here reaches the screen or fails its typecheck).
 */
export const leadFiltersSchema = z.object({
  LeadOriginId: optDbId,
  subStatus: optSearch(30),
  StartDate: optDateText,
  EndDate: optDateText,
  ProductId: optDbId,
  /** -1 or absent: every user. */
  UserId: userFilter,
  /** 'Fuera de tiempo' (issue 30): leads whose contact target passed without a contact (leads_live_agency_sla_breached_idx). */
  outOfTime: z.preprocess((v) => (v === 'true' ? true : v === 'false' || v === '' ? undefined : v), z.boolean().optional()),
  // The filters the list's columns declare (`filter`: a range's minX/maxX, days' startX/endX).
  ...columnFilterShape(LEAD_COLUMNS),
});
export type LeadFilters = z.infer<typeof leadFiltersSchema>;
