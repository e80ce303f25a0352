import type { Paged } from '../../shared/schemas/paged';
import { z } from 'zod';
import { int4 } from '../../shared/schemas/primitives';
import { PAGE_SIZE } from '../../shared/domain/constants';
import { pageCount } from '../../shared/domain/paging';

export const pagingQuery = z.object({
  page: int4.pipe(z.number().min(1)).default(1),
  limit: int4.pipe(z.number().min(1).max(100)).default(PAGE_SIZE),
});
export type Paging = z.infer<typeof pagingQuery>;

export type { Paged };

/** The list shape every paged call answers (spec part 1 §7). */
export function paged<T>(rows: T[], total: number, paging: Paging, totalCapped?: boolean): Paged<T> {
  const answer: Paged<T> = { data: rows, total, pages: pageCount(total, paging.limit), page: paging.page, limit: paging.limit };
  // Only a count that stopped at its cap says so (lib/list/boundedTotal.ts): every other answer keeps the spec's shape.
  return totalCapped ? { ...answer, totalCapped: true } : answer;
}

export function offsetOf(paging: Paging): number {
  return (paging.page - 1) * paging.limit;
}
