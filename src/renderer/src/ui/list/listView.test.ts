import { describe, expect, it } from 'vitest';
import { listPatchOf, listViewOf } from './listView';
import type { ListStateOptions } from './useListState';

interface Leads {
  phase: string;
  page: number;
  search: string;
  sortBy?: string;
  filters: Record<string, unknown>;
  UserId: number;
}
const leads: ListStateOptions<Leads> = {
  tab: { of: (s) => s.phase, to: (tab) => ({ phase: tab === 'SEGUIMIENTO' ? tab : 'TODOS' }) },
  filters: { of: (s) => ({ ...s.filters, ...(s.UserId > 0 ? { UserId: s.UserId } : {}) }), to: (filters) => ({ filters, UserId: (filters.UserId as number | undefined) ?? -1 }) },
};
const state: Leads = { phase: 'SEGUIMIENTO', page: 4, search: 'ana', sortBy: 'createdAt:desc', filters: { origin: 2 }, UserId: 7 };

describe('listViewOf', () => {
  it("holds the list's search, tab, sort and filters, as a saved view stores them", () => {
    expect(listViewOf(state, leads)).toEqual({ search: 'ana', tab: 'SEGUIMIENTO', sort: 'createdAt:desc', filters: { origin: 2, UserId: 7 } });
  });

  it('leaves out an empty search, and holds no filters or tab for a list without them', () => {
    expect(JSON.stringify(listViewOf({ page: 2, search: '' }, {}))).toBe('{"filters":{}}');
  });

  it('reads the sort through the list’s own form when it has one', () => {
    const sales: ListStateOptions<{ page: number; sort: { column?: string } }> = { sort: { of: (s) => s.sort.column, to: (column) => ({ sort: { column } }) } };
    expect(listViewOf({ page: 1, sort: { column: 'client' } }, sales).sort).toBe('client');
  });
});

describe('listPatchOf', () => {
  it('puts a view back from the first page, in the order the screens wrote it', () => {
    const patch = listPatchOf({ search: 'luis', tab: 'SEGUIMIENTO', sort: 'name:asc', filters: { UserId: 3 } }, state, leads);
    expect(Object.entries(patch)).toEqual(Object.entries({ phase: 'SEGUIMIENTO', search: 'luis', sortBy: 'name:asc', filters: { UserId: 3 }, UserId: 3, page: 1 }));
  });

  it('empties what the view leaves out: no search, no sort, the default tab', () => {
    expect(listPatchOf({ filters: {} }, state, leads)).toEqual({ phase: 'TODOS', search: '', sortBy: undefined, filters: {}, UserId: -1, page: 1 });
  });

  it('reads the sort back through the list’s own form, and gives the page 1 last', () => {
    const sales: ListStateOptions<{ page: number; search: string; sort: { column?: string } }> = { sort: { of: (s) => s.sort.column, to: (column) => ({ sort: column ? { column } : {} }) } };
    expect(listPatchOf({ sort: 'client', filters: {} }, { page: 3, search: 'x', sort: {} }, sales)).toEqual({ search: '', sort: { column: 'client' }, page: 1 });
  });

  it('gives a list without a search box no search', () => {
    expect(listPatchOf({ search: 'x', filters: {} }, { page: 5 }, {})).toEqual({ sortBy: undefined, page: 1 });
  });
});
