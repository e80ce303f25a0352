/** Single-column sort of the reported-sales table: each click cycles asc → desc → none (spec §2). */
export type SortDirection = 'asc' | 'desc';
export interface SortState<K extends string> {
  column?: K;
  direction?: SortDirection;
}

export function nextSort<K extends string>(current: SortState<K>, column: K): SortState<K> {
  if (current.column !== column || !current.direction) return { column, direction: 'asc' };
  if (current.direction === 'asc') return { column, direction: 'desc' };
  return {};
}

/** The API's direction-prefixed name: 'client', '-client', or undefined for no sort. */
export function toSortBy<K extends string>(state: SortState<K>): string | undefined {
  if (!state.column || !state.direction) return undefined;
  return state.direction === 'desc' ? `-${state.column}` : state.column;
}
