/** The list shape every paged call answers (spec part 1 §7): rows plus paging info. */
export interface Paged<T> {
  data: T[];
  total: number;
  pages: number;
  page: number;
  limit: number;
  /** The count stopped at its cap: `total` is a lower bound ('más de 1,000'), the pager still moves on. */
  totalCapped?: boolean;
}
