import { describe, expect, it } from 'vitest';
import { bodyHash, keyHash, openAnswer, sealAnswer } from './idempotency';

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

describe('sealAnswer / openAnswer', () => {
  const answer = '{"data":{"id":7,"email":"ana@correo.mx","phone":"5544332211"}}';
  const key = 'c0ffee00-1111-4222-8333-444455556666';
  it('keeps nothing of the answer or the key in clear, and opens only with the same key, user and request', () => {
    const sealed = sealAnswer(key, 3, 'POST /api/lead/ abc', answer);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('ana@');
    expect(Buffer.from(sealed.slice(3), 'base64').toString('latin1')).not.toContain('5544332211');
    expect(openAnswer(key, 3, 'POST /api/lead/ abc', sealed)).toBe(answer);
    expect(openAnswer(`${key}x`, 3, 'POST /api/lead/ abc', sealed)).toBeUndefined();
    expect(openAnswer(key, 4, 'POST /api/lead/ abc', sealed)).toBeUndefined();
    expect(openAnswer(key, 3, 'POST /api/company abc', sealed)).toBeUndefined();
    expect(openAnswer(key, 3, 'POST /api/lead/ abc', '{"data":1}')).toBeUndefined();
    // Two seals of one answer differ (a fresh IV each).
    expect(sealAnswer(key, 3, 'POST /api/lead/ abc', answer)).not.toBe(sealed);
  });
  it('stores the key as its sha-256', () => {
    expect(keyHash(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(keyHash(key)).not.toContain(key);
  });
});
