import { describe, expect, it } from 'vitest';
import { normalizePhoneMx } from './normalizePhoneMx';
import { withPhonePrefix } from './phone';

describe('normalizePhoneMx', () => {
  it.each([
    ['55 1234 5678', '5512345678'],
    ['5512345678', '5512345678'],
    ['(55) 1234-5678', '5512345678'],
    ['55-1234-5678', '5512345678'],
    ['55.1234.5678', '5512345678'],
    ['+52 55 1234 5678', '5512345678'],
    ['+525512345678', '5512345678'],
    ['52 55 1234 5678', '5512345678'],
    ['0052 55 1234 5678', '5512345678'],
  ])('today’s forms of a CDMX number: %s', (input, expected) => {
    expect(normalizePhoneMx(input)).toBe(expected);
  });

  it.each([
    ['+52 1 55 1234 5678', '5512345678'],
    ['+5215512345678', '5512345678'],
    ['521 55 1234 5678', '5512345678'],
    ['52 1 81 1234 5678', '8112345678'],
    ['0052 1 33 1234 5678', '3312345678'],
    ['044 55 1234 5678', '5512345678'],
    ['0445512345678', '5512345678'],
    ['045 33 1234 5678', '3312345678'],
    ['01 81 1234 5678', '8112345678'],
    ['01 (999) 123 4567', '9991234567'],
    ['+52 044 55 1234 5678', '5512345678'],
  ])('the retired 2019 dialling plan (mobile 1, 044, 045, 01): %s', (input, expected) => {
    expect(normalizePhoneMx(input)).toBe(expected);
  });

  it('numbers of Guadalajara, Monterrey, Mérida, Puebla and Tijuana keep their area code', () => {
    expect(normalizePhoneMx('33 3616 1234')).toBe('3336161234');
    expect(normalizePhoneMx('(81) 8340 1234')).toBe('8183401234');
    expect(normalizePhoneMx('999 923 4567')).toBe('9999234567');
    expect(normalizePhoneMx('222 246 1234')).toBe('2222461234');
    expect(normalizePhoneMx('+52 664 634 1234')).toBe('6646341234');
  });

  it('drops an extension and reads full-width digits', () => {
    expect(normalizePhoneMx('tel. 55 1234 5678 ext. 12')).toBe('5512345678');
    expect(normalizePhoneMx('044 55 1234 5678 ext 3')).toBe('5512345678');
    expect(normalizePhoneMx('０４４ ５５ １２３４ ５６７８')).toBe('5512345678');
  });

  it('round-trips the stored form (+52 and ten digits, phone.ts)', () => {
    expect(normalizePhoneMx(withPhonePrefix('55 1234 5678'))).toBe('5512345678');
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['sin teléfono'],
    ['5512345'],
    ['55 1234 56789'],
    ['1234567890'],
    ['+1 415 555 2671'],
    ['1 415 555 2671'],
    ['+44 20 7946 0958'],
    ['5512345678 / 5587654321'],
  ])('null for what is not one valid Mexican number: %s', (input) => {
    expect(normalizePhoneMx(input)).toBeNull();
  });
});
