import { describe, expect, it } from 'vitest';
import { bodyHash } from './idempotency';

describe('bodyHash', () => {
  it('is the same for the same body whatever the order of its keys, and differs for another body', () => {
    const a = bodyHash({ data: { firstName: 'Ana', leadPhones: ['5511'], nested: { x: 1, y: 2 } } });
    expect(bodyHash({ data: { nested: { y: 2, x: 1 }, leadPhones: ['5511'], firstName: 'Ana' } })).toBe(a);
    expect(bodyHash({ data: { firstName: 'Ana', leadPhones: ['5512'], nested: { x: 1, y: 2 } } })).not.toBe(a);
    // Array order is meaning (phones, interests): another order is another body.
    expect(bodyHash([1, 2])).not.toBe(bodyHash([2, 1]));
    expect(bodyHash(undefined)).toBe(bodyHash(null));
  });
});
