import { describe, expect, it } from 'vitest';
import { DUPLICATE_COLUMNS } from '../../../shared/lists/duplicateColumns';
import { DUPLICATE_SORT } from './duplicateQueries';

/** The duplicates list's one order uses exactly its declaration's sort keys (shared/lists/duplicateColumns.ts), each with its SQL. */
describe('duplicates', () => {
  it('maps every declared sort key to SQL, and no other', () => {
    expect(DUPLICATE_COLUMNS.sortKeys).toEqual(['score', 'createdAt']);
    expect(Object.keys(DUPLICATE_SORT).sort()).toEqual([...DUPLICATE_COLUMNS.sortKeys].sort());
  });
});
