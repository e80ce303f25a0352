import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, localPhoneDigits, withPhonePrefix, withoutPhonePrefix } from './phone';

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

describe('formatPhone', () => {
  it('shows every stored form one way', () => {
    expect(formatPhone('+525512345678')).toBe('+52 55 1234 5678');
    expect(formatPhone('5028150311')).toBe('+52 50 2815 0311');
    expect(formatPhone('52 55 1234 5678')).toBe('+52 55 1234 5678');
  });
  it('leaves other numbers and blanks readable', () => {
    expect(formatPhone(null)).toBe('-');
    expect(formatPhone('')).toBe('-');
    expect(formatPhone('+1 415 555 0100')).toBe('+1 415 555 0100');
  });
});

describe('localPhoneDigits (what a phone field keeps while typing)', () => {
  it('keeps digits only, at most 10', () => {
    expect(localPhoneDigits('55-1234 5678')).toBe('5512345678');
    expect(localPhoneDigits('551234567890')).toBe('5512345678');
    expect(localPhoneDigits('55 12a')).toBe('5512');
  });
  it('drops the country code of a pasted or stored number', () => {
    expect(localPhoneDigits('+52 55 1234 5678')).toBe('5512345678');
    expect(localPhoneDigits('+525512345678')).toBe('5512345678');
  });
});
