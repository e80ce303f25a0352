import { describe, expect, it } from 'vitest';
import { ACCESSORY_LEAD_COLUMNS } from '../../../shared/lists/accessoryLeadColumns';
import { ECOMMERCE_ITEM_COLUMNS } from '../../../shared/lists/ecommerceColumns';
import { ACCESSORY_SORT_KEYS } from '../../../shared/schemas/ecommerce';
import { ACCESSORY_LEAD_SORT } from './accessoryLeadRoutes';
import { ACCESSORY_ITEM_SORT } from './ecommerceItems';

/** The accessory lists sort by exactly their declarations' sort keys (shared/lists/accessoryLeadColumns.ts, ecommerceColumns.ts), each with its SQL. */
describe('accessory leads', () => {
  it('maps every declared sort key to SQL, and no other', () => {
    expect([...ACCESSORY_LEAD_COLUMNS.sortKeys].sort()).toEqual(['createdAt', 'email', 'item', 'name', 'phone', 'updatedAt']);
    expect(Object.keys(ACCESSORY_LEAD_SORT).sort()).toEqual([...ACCESSORY_LEAD_COLUMNS.sortKeys].sort());
  });
});

describe('e-commerce items', () => {
  it('maps every declared sort key to SQL, and no other', () => {
    expect([...ECOMMERCE_ITEM_COLUMNS.sortKeys].sort()).toEqual(['createdAt', 'name', 'price']);
    expect([...ACCESSORY_SORT_KEYS]).toEqual([...ECOMMERCE_ITEM_COLUMNS.sortKeys]);
    expect(Object.keys(ACCESSORY_ITEM_SORT).sort()).toEqual([...ECOMMERCE_ITEM_COLUMNS.sortKeys].sort());
  });
});
