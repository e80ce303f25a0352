import { z } from 'zod';
import { dateText, optDbId, userFilter } from './primitives';

const day = z.preprocess((v) => (v === '' ? undefined : v), dateText.transform((v) => v.slice(0, 10)).optional());

/** Query of every report (spec §7 Reports): AgencyId, StartDate, EndDate, UserId (-1 = everyone). */
export const reportQuery = z.object({
  AgencyId: optDbId,
  StartDate: day,
  EndDate: day,
  UserId: userFilter,
  RequestantId: userFilter,
});
