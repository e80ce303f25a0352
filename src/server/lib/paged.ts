import type { Paged } from '../../shared/schemas/paged';
import type { z } from 'zod';
import { pageCount } from '../../shared/domain/paging';
import { pagingQuery } from '../../shared/schemas/pagingQuery';

// Shared: the call contracts (src/shared/contracts) declare it as their query.
export { pagingQuery };
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
