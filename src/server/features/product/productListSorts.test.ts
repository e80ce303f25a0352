import { describe, expect, it } from 'vitest';
import { PRODUCT_COLUMNS } from '../../../shared/lists/productColumns';
import { PRODUCT_SORT } from './productCatalogue';

/** The catalogue sorts by exactly its declaration's sort keys (shared/lists/productColumns.ts), each with its SQL. */
describe('products', () => {
  it('maps every declared sort key to SQL, and no other', () => {
    expect(PRODUCT_COLUMNS.sortKeys.length).toBeGreaterThan(0);
    expect(Object.keys(PRODUCT_SORT).sort()).toEqual([...PRODUCT_COLUMNS.sortKeys].sort());
  });
});
