import { describe, expect, it } from 'vitest';
import { useListState, type ListStateOptions } from './useListState';

interface Visits {
  phase: string;
  page: number;
  search: string;
  sortBy?: string;
}

/** The hook calls no React hook itself: a source that records its patches is enough. */
function wired(options?: ListStateOptions<Visits, { page: number }>) {
  const patches: Partial<Visits>[] = [];
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a plain call: the hook's wiring is pure closures
  const list = useListState<Visits, { page: number }>([{ phase: 'TODOS', page: 4, search: 'ana' }, (p) => patches.push(p)], options);
  return { list, patches };
}

describe('useListState', () => {
  it('pages without touching the rest', () => {
    const { list, patches } = wired();
    list.onPage(5);
    expect(list.page).toBe(4);
    expect(patches).toEqual([{ page: 5 }]);
  });

  it('starts again at page 1 on a search, a sort, a tab or a filter', () => {
    const { list, patches } = wired({ tab: { of: (s) => s.phase, to: (phase) => ({ phase: phase ?? 'TODOS' }) } });
    list.search.onSearch('luis');
    list.onSort('-createdAt');
    list.onTab('CIERRE');
    list.restart({ phase: 'SEGUIMIENTO' });
    expect(patches).toEqual([
      { search: 'luis', page: 1 },
      { sortBy: '-createdAt', page: 1 },
      { phase: 'CIERRE', page: 1 },
      { phase: 'SEGUIMIENTO', page: 1 },
    ]);
    expect(list.search.value).toBe('ana');
  });

  it('keeps the page on a sort where the list always has (Citas, floor visits)', () => {
    const { list, patches } = wired({ sortKeepsPage: true });
    list.onSort('name');
    expect(patches).toEqual([{ sortBy: 'name' }]);
  });

  it("sorts through the list's own form and gives the query's params from the state", () => {
    const { list, patches } = wired({ sort: { of: (s) => s.sortBy, to: (sortBy) => ({ sortBy: sortBy ?? '-updatedAt' }) }, query: (s) => ({ page: s.page }) });
    list.onSort(undefined);
    expect(patches).toEqual([{ sortBy: '-updatedAt', page: 1 }]);
    expect(list.query).toEqual({ page: 4 });
  });
});
