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
export function paged<T>(rows: T[], total: number, paging: Paging): Paged<T> {
  return { data: rows, total, pages: pageCount(total, paging.limit), page: paging.page, limit: paging.limit };
}

export function offsetOf(paging: Paging): number {
  return (paging.page - 1) * paging.limit;
}
