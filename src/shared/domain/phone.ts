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

/**
 * What a phone field holds while typing: the digits only, a leading 52 of a pasted '+52 …' number
 * dropped, at most 10.
 */
export function localPhoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  const local = digits.length > PHONE_DIGITS && digits.startsWith('52') ? digits.slice(2) : digits;
  return local.slice(0, PHONE_DIGITS);
}

export function withoutPhonePrefix(value: string): string {
  return value.startsWith(PHONE_PREFIX) ? value.slice(PHONE_PREFIX.length) : value;
}

/**
 * How every screen shows a phone: '+52 55 1234 5678'. Stored values with or without the prefix
 * read the same; anything that is not a Mexican 10-digit number is shown as it came.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '-';
  const digits = value.replace(/\D/g, '');
  const local = digits.length === PHONE_DIGITS + 2 && digits.startsWith('52') ? digits.slice(2) : digits;
  if (local.length !== PHONE_DIGITS) return value;
  return `${PHONE_PREFIX} ${local.slice(0, 2)} ${local.slice(2, 6)} ${local.slice(6)}`;
}
