import { describe, expect, it } from 'vitest';
import { COMPANY_FILTER_DEFAULTS, countCompanyFilters, countLeadFilters, FLEET_LEAD_FILTER_DEFAULTS } from './fleetStore';

describe('filter badges of the fleet lists', () => {
  it('count nothing for the defaults', () => {
    expect(countLeadFilters(FLEET_LEAD_FILTER_DEFAULTS)).toBe(0);
    expect(countCompanyFilters(COMPANY_FILTER_DEFAULTS)).toBe(0);
  });
  it('count each lead filter once, a date range as one, and the frozen leads', () => {
    expect(
      countLeadFilters({
        ...FLEET_LEAD_FILTER_DEFAULTS,
        Products: [1, 2],
        Stores: [3],
        UserId: 4,
        endDate: '2026-11-01',
        CompanyId: 5,
        quantity: 2,
        subStatus: 'ACTIVO',
        startLastActivityDate: '2026-10-01',
        endLastActivityDate: '2026-10-31',
        phase: 'CONGELADO',
      }),
    ).toBe(9);
    // The tab, the search, the page and the sort are not filters of the modal.
    expect(countLeadFilters({ ...FLEET_LEAD_FILTER_DEFAULTS, phase: 'CIERRE', search: 'x', page: 3, sortBy: '-phase' })).toBe(0);
  });
  it('count the company filters', () => {
    expect(countCompanyFilters({ ...COMPANY_FILTER_DEFAULTS, user: 1, status: 'INACTIVO', search: 'x' })).toBe(2);
  });
});
