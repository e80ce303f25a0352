import { describe, expect, it } from 'vitest';
import { nextSort, toSortBy } from './sortCycle';

describe('nextSort', () => {
  it('cycles asc, desc, none on one column', () => {
    const a = nextSort({}, 'client');
    expect(a).toEqual({ column: 'client', direction: 'asc' });
    const d = nextSort(a, 'client');
    expect(d).toEqual({ column: 'client', direction: 'desc' });
    expect(nextSort(d, 'client')).toEqual({});
  });
  it('starts over ascending on another column (single-column sort)', () => {
    expect(nextSort({ column: 'client', direction: 'desc' }, 'date')).toEqual({ column: 'date', direction: 'asc' });
  });
  it('builds the direction-prefixed sortBy', () => {
    expect(toSortBy({ column: 'id', direction: 'desc' })).toBe('-id');
    expect(toSortBy({ column: 'id', direction: 'asc' })).toBe('id');
    expect(toSortBy({})).toBeUndefined();
  });
});
