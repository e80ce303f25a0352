import { useCallback, useState } from 'react';
import type { ListViewState } from '@shared/schemas/savedViews';

/** What every list keeps: its page, and the search box's text when it has one. */
export interface ListState {
  page: number;
  search?: string;
}

/** A part of a list's state as a saved view holds it (the tab, the sort, the filters), and back. */
export interface ListPart<S, V = string | undefined> {
  of(state: S): V;
  to(value: V, state: S): Partial<S>;
}

export interface ListStateOptions<S, Q = unknown> {
  /** The tab a view keeps ('phase', 'status', Citas' day view); `to` turns an unknown tab into the default. */
  tab?: ListPart<S>;
  /** The filters as a view keeps them (unset ones left out), and a view's back on the state, emptying the rest. */
  filters?: ListPart<S, Record<string, unknown>>;
  /** The sort as a view keeps it, and a view's or ListScreen's ('-key') back; by default the state's `sortBy` as it is. */
  sort?: ListPart<S>;
  /** Sorting stays on the page (Citas and the floor visits always have). */
  sortKeepsPage?: boolean;
  /** What else a view changes: a box of the screen's own, the address. */
  onApply?(view: ListViewState): void;
  /** The list query's params, from the state. */
  query?(state: S): Q;
}

/**
 * What the saved views need of a list: its state, how to change it and how a view maps onto it
 * (listView.ts, loaded with the views, so the leads list's first row does not carry it).
 */
export interface ListViews<S> {
  state: S;
  patch(patch: Partial<S>): void;
  options: ListStateOptions<S>;
}

export const SORT_BY: ListPart<{ sortBy?: string }> = { of: (s) => s.sortBy, to: (sortBy) => ({ sortBy }) };

/**
 * The list kit's wiring from a list's state (a persisted slice's `use()`, or useLocalList): the
 * page, the sort, the search and the saved views as ListScreen takes them, and the query's params.
 * Searching, sorting, a tab, a view or a filter start the list again at page 1.
 */
export function useListState<S extends ListState, Q = undefined>([state, patch]: readonly [S, (patch: Partial<S>) => void], options: ListStateOptions<S, Q> = {}) {
  const restart = (p: Partial<S>) => patch({ ...p, page: 1 });
  const sort = options.sort ?? (SORT_BY as ListPart<S>);
  return {
    state,
    patch,
    /** A change that narrows the list (a filter): back to page 1. */
    restart,
    page: state.page,
    onPage: (page: number) => patch({ page } as Partial<S>),
    onSort: (sortBy: string | undefined) => {
      const p = sort.to(sortBy, state);
      if (options.sortKeepsPage) patch(p);
      else restart(p);
    },
    search: { value: state.search ?? '', onSearch: (search: string) => restart({ search } as Partial<S>) },
    onTab: (tab: string) => restart(options.tab?.to(tab, state) ?? {}),
    views: { state, patch, options } as ListViews<S>,
    query: options.query?.(state) as Q,
  };
}

/**
 * A list's state kept by the screen alone (lost when it closes), in the form useListState takes:
 * the state and a patch that merges into it, like a persisted slice's `use()`. Beside the hook, so
 * the screens share its chunk and the start-up's route table names no chunk more.
 */
export function useLocalList<S extends object>(initial: S): readonly [S, (patch: Partial<S>) => void] {
  const [state, setState] = useState(initial);
  const patch = useCallback((p: Partial<S>) => setState((s) => ({ ...s, ...p })), []);
  return [state, patch];
}
