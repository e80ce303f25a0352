import { describe, expect, it } from 'vitest';
import { COMPANY_COLUMNS } from '../../../shared/lists/companyColumns';
import { FLEET_LEAD_COLUMNS } from '../../../shared/lists/fleetLeadColumns';
import { PROSPECT_COLUMNS } from '../../../shared/lists/prospectColumns';
import { COMPANY_SORT } from './companies/companyList';
import { FLEET_LEAD_SORT } from './leads/fleetLeadList';
import { PROSPECT_SORT } from './prospects/prospectQueries';

/**
 * Each list's query accepts exactly its declaration's sort keys (shared/lists/<list>Columns.ts); the
 * SQL maps are typed by those keys, and this proves at run time that none is missing or left over.
 */
describe.each([
  ['fleet leads', FLEET_LEAD_COLUMNS.sortKeys, FLEET_LEAD_SORT],
  ['companies', COMPANY_COLUMNS.sortKeys, COMPANY_SORT],
  ['prospects', PROSPECT_COLUMNS.sortKeys, PROSPECT_SORT],
] as const)('%s', (_name, keys, sqlOf) => {
  it('maps every declared sort key to SQL, and no other', () => {
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(sqlOf[key as keyof typeof sqlOf], key).toBeDefined();
    expect(Object.keys(sqlOf).sort()).toEqual([...keys].sort());
  });
});
