import { describe, expect, it } from 'vitest';
import { contractPath } from './contractPath';

describe('contractPath', () => {
  it('puts each param in its place, as the old template strings did', () => {
    expect(contractPath('/lead/:id', { id: 42 })).toBe('/lead/42');
    expect(contractPath('/lead/TestDriveAppointment/:id/reschedule', { id: 7 })).toBe('/lead/TestDriveAppointment/7/reschedule');
    expect(contractPath('/sale/vin/:leadId', { leadId: 3 })).toBe('/sale/vin/3');
    expect(contractPath('/lead/new', undefined)).toBe('/lead/new');
  });

  it('encodes a param so it cannot reach another route', () => {
    expect(contractPath('/agency/schedule/:id', { id: '1/../../user?x=1' })).toBe('/agency/schedule/1%2F..%2F..%2Fuser%3Fx%3D1');
  });

  it('refuses a call without one of its params instead of asking for /lead/undefined', () => {
    expect(() => contractPath('/lead/:id', {})).toThrow("missing param 'id'");
    expect(() => contractPath('/lead/:id', { id: '' })).toThrow();
  });
});
