import { z } from 'zod';
import { ACCESSORY_LEAD_COLUMNS } from '../lists/accessoryLeadColumns';
import { pagingQuery } from './pagingQuery';

const SORT_NAME = new RegExp(`^[-+]?(${ACCESSORY_LEAD_COLUMNS.sortKeys.join('|')})$`);

/** GET /lead-accesorios/ (spec §7 Accessory leads): page, search, stage and the list's sort. */
export const accessoryLeadListQuery = pagingQuery.extend({
  search: z.string().trim().max(100).optional(),
  stage: z.string().trim().max(30).optional(),
  /** Direction-prefixed names, repeated or comma-separated: '-updatedAt', 'name'. */
  sortBy: z
    .union([z.string().max(200), z.array(z.string().max(60)).max(10)])
    .optional()
    .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean)))
    .pipe(z.array(z.string().regex(SORT_NAME)).max(6)),
});
