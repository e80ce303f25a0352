import { PHONE_DIGITS, PHONE_PREFIX } from './constants';

export function isValidPhone(value: string): boolean {
  return new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(value);
}

/** Stored form: '+52' followed by the 10 digits; a number that already has the prefix keeps one. */
export function withPhonePrefix(value: string): string {
  const digits = value.replace(/\D/g, '');
  const local = digits.length > PHONE_DIGITS && digits.startsWith('52') ? digits.slice(2) : digits;
  return `${PHONE_PREFIX}${local}`;
}

export function withoutPhonePrefix(value: string): string {
  return value.startsWith(PHONE_PREFIX) ? value.slice(PHONE_PREFIX.length) : value;
}
