import { describe, expect, it, vi } from 'vitest';

vi.mock('../bridge', () => ({ bridge: {} }));
const { hasTyped } = await import('./drafts');
const { isUnreachable } = await import('./connectivity');

describe('what is worth keeping and what is worth queueing', () => {
  it('a form holding only its defaults is not a draft; anything typed is', () => {
    expect(hasTyped({ buyType: 'retail', quantity: 1, firstName: '' }, { buyType: 'retail', quantity: 1 })).toBe(false);
    expect(hasTyped({ buyType: 'retail', firstName: 'M' }, { buyType: 'retail' })).toBe(true);
    expect(hasTyped({ buyType: 'fleet' }, { buyType: 'retail' })).toBe(true);
    expect(hasTyped({ leadEmails: [] })).toBe(false);
    expect(hasTyped(null)).toBe(false);
  });

  it('only a missing answer or a gateway failure goes to the outbox; the verdicts of the server do not', () => {
    expect(isUnreachable(undefined)).toBe(true);
    for (const s of [502, 503, 504]) expect(isUnreachable(s)).toBe(true);
    for (const s of [400, 401, 403, 404, 409, 422, 500]) expect(isUnreachable(s)).toBe(false);
  });
});
