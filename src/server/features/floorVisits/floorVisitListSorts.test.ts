import { describe, expect, it } from 'vitest';
import { FLOOR_VISIT_COLUMNS } from '../../../shared/lists/floorVisitColumns';
import { FLOOR_VISIT_SORT } from './floorVisitRoutes';

/** Floor visits sort by exactly its declaration's sort keys (shared/lists/floorVisitColumns.ts), each with its SQL. */
describe('floor visits', () => {
  it('maps every declared sort key to SQL, and no other', () => {
    expect(FLOOR_VISIT_COLUMNS.sortKeys.length).toBeGreaterThan(0);
    expect(Object.keys(FLOOR_VISIT_SORT).sort()).toEqual([...FLOOR_VISIT_COLUMNS.sortKeys].sort());
  });
});
