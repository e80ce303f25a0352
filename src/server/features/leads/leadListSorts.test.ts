import { describe, expect, it } from 'vitest';
import { FROZEN_LEAD_COLUMNS, FUTURE_SALE_LEAD_COLUMNS, LEAD_COLUMNS, LEAD_SEARCH_COLUMNS } from '../../../shared/lists/leadColumns';
import { LEAD_SORT, parseSortBy } from './leadList';
import { FROZEN_LEAD_SORT, FUTURE_SALE_LEAD_SORT, LEAD_SEARCH_SORT } from './leadListRoutes';

/**
 * Each retail lead list sorts by exactly its declaration's sort keys (shared/lists/leadColumns.ts);
 * the SQL maps are typed by those keys, and this proves at run time that none is missing or left over.
 */
describe.each([
  ['leads', LEAD_COLUMNS.sortKeys, LEAD_SORT],
  ['frozen', FROZEN_LEAD_COLUMNS.sortKeys, FROZEN_LEAD_SORT],
  ['future sale', FUTURE_SALE_LEAD_COLUMNS.sortKeys, FUTURE_SALE_LEAD_SORT],
  ['search', LEAD_SEARCH_COLUMNS.sortKeys, LEAD_SEARCH_SORT],
] as const)('%s', (_name, keys, sqlOf) => {
  it('maps every declared sort key to SQL, and no other', () => {
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(sqlOf[key as keyof typeof sqlOf], key).toBeDefined();
    expect(Object.keys(sqlOf).sort()).toEqual([...keys].sort());
  });
});

describe('the leads list sortBy', () => {
  it('takes each declared key, and refuses any other', () => {
    for (const key of LEAD_COLUMNS.sortKeys) expect(parseSortBy(`${key}:asc`)).toEqual({ field: key, dir: 'asc' });
    expect(parseSortBy(undefined)).toEqual({ field: 'createdAt', dir: 'desc' });
    expect(() => parseSortBy('email:asc')).toThrow();
    expect(() => parseSortBy('__proto__')).toThrow();
  });
});
