import { describe, expect, it } from 'vitest';
import { isValidPhone, withPhonePrefix, withoutPhonePrefix } from './phone';

describe('phone rule', () => {
  it('accepts exactly 10 digits', () => {
    expect(isValidPhone('5512345678')).toBe(true);
    expect(isValidPhone('551234567')).toBe(false);
    expect(isValidPhone('55123456789')).toBe(false);
    expect(isValidPhone('55 1234 5678')).toBe(false);
  });

  it('is stored with a single +52 prefix', () => {
    expect(withPhonePrefix('5512345678')).toBe('+525512345678');
    expect(withPhonePrefix('+525512345678')).toBe('+525512345678');
    expect(withoutPhonePrefix('+525512345678')).toBe('5512345678');
  });
});
