import { describe, expect, it, vi } from 'vitest';

vi.mock('../apiCall', () => ({ call: vi.fn() }));
const { keptCallOf, keptCallName } = await import('./outboxCalls');
const { leadRoutes } = await import('@shared/contracts/leadContracts');
const { whatsappRoutes } = await import('@shared/contracts/whatsappContracts');

describe('the call a kept save is sent again through', () => {
  it('by its name, with its params', () => {
    expect(keptCallOf({ call: keptCallName(leadRoutes.createActivity), url: '/leadActivity', params: undefined })?.contract).toBe(leadRoutes.createActivity);
  });
  it("an earlier version's item, by its URL", () => {
    expect(keptCallOf({ url: '/lead/' })?.contract).toBe(leadRoutes.create);
    expect(keptCallOf({ url: whatsappRoutes.send.path })?.contract).toBe(whatsappRoutes.send);
  });
  it('none for a call no save waits for', () => {
    expect(keptCallOf({ url: '/user/Login/' })).toBeUndefined();
    expect(keptCallOf({ call: 'DELETE /lead/:id', url: '/lead/4' })).toBeUndefined();
  });
});
