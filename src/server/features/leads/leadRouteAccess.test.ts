import { describe, expect, it } from 'vitest';
import { leadRoutes } from '../../../shared/contracts/leadServed';
import { ADVANCE_PERMISSIONS, PATCH_PERMISSIONS } from './leadUpdate';

/** The contracts declare the route-level permissions as lists; the service decides which one a request needs. */
describe('the lead contracts declare the permissions the services check', () => {
  it('advancing: any of the funnel steps', () => {
    expect([...leadRoutes.nextPhase.access.permission].sort()).toEqual([...ADVANCE_PERMISSIONS].sort());
  });
  it('field updates: any of the field groups', () => {
    expect([...leadRoutes.update.access.permission].sort()).toEqual([...PATCH_PERMISSIONS].sort());
  });
});
