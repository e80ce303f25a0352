import { z } from 'zod';
import { optDateText, optDbId, userFilter } from './primitives';

/**
 * The reported-sales list's filter modal fields, sent as the `filters` JSON of GET /sale/dashboard.
 * Shared so the screen's filters are this schema's keys (a key renamed or added here reaches the
 * screen or fails its typecheck).
 */
export const saleDashboardFilters = z.object({
  UserId: userFilter,
  ProductId: optDbId,
  startDate: optDateText,
  endDate: optDateText,
});
