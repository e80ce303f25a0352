import { z } from 'zod';
import { int4 } from './primitives';
import { PAGE_SIZE } from '../domain/constants';

/** `page` ≥ 1 and `limit` 1–100 (default 10): every paged list's query (spec part 1 §7). */
export const pagingQuery = z.object({
  page: int4.pipe(z.number().min(1)).default(1),
  limit: int4.pipe(z.number().min(1).max(100)).default(PAGE_SIZE),
});
