import type { ListViewState } from '@shared/schemas/savedViews';
import { SORT_BY, type ListState, type ListStateOptions } from './useListState';

/** The list's state as a saved view holds it (issue 43). */
export function listViewOf<S extends ListState>(state: S, o: ListStateOptions<S>): ListViewState {
  return { search: state.search || undefined, tab: o.tab?.of(state), sort: (o.sort ?? SORT_BY).of(state), filters: o.filters?.of(state) ?? {} };
}

/**
 * A saved view back on the list: tab, search, sort and filters, from its first page (in the order the
 * screens always wrote them, so a persisted slice's new keys land where they did).
 */
export function listPatchOf<S extends ListState>(view: ListViewState, state: S, o: ListStateOptions<S>): Partial<S> {
  return {
    ...o.tab?.to(view.tab, state),
    // A list without a search box keeps none.
    ...(typeof state.search === 'string' ? { search: view.search ?? '' } : {}),
    ...(o.sort ?? SORT_BY).to(view.sort, state),
    ...o.filters?.to(view.filters, state),
    page: 1,
  } as Partial<S>;
}
