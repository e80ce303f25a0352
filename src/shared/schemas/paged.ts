/** The list shape every paged call answers (spec part 1 §7): rows plus paging info. */
export interface Paged<T> {
  data: T[];
  total: number;
  pages: number;
  page: number;
  limit: number;
}
