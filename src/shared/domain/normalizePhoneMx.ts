import { parsePhoneNumber } from 'awesome-phonenumber';
import { PHONE_DIGITS } from './constants';

/**
 * The prefixes Mexicans still type in front of a 10-digit number, from the dialling plan retired in
 * August 2019: 044 (local mobile), 045 (long-distance mobile), 01 (long-distance), and the '1' that
 * followed +52 for mobiles (+52 1 55 …). libphonenumber's current metadata no longer strips them
 * (it reports '044 55 1234 5678' as too long), so they are removed here before it validates.
 */
/** The longest text read as a phone: '+52 1 (55) 1234-5678 extensión 123456' is 36 characters. */
const PHONE_INPUT_MAX = 64;

const LEGACY_PREFIXES = ['044', '045', '01'] as const;

/**
 * The digits after the country code: '+52 55…', '0052 55…' and, without the plus, '52' in front of
 * ten or more digits; { rest, hadCountryCode }. null for another country's number.
 */
function withoutCountryCode(digits: string, international: boolean): { rest: string; hadCountryCode: boolean } | null {
  if (international) return digits.startsWith('52') ? { rest: digits.slice(2), hadCountryCode: true } : null;
  if (digits.length > PHONE_DIGITS && digits.startsWith('52')) return { rest: digits.slice(2), hadCountryCode: true };
  return { rest: digits, hadCountryCode: false };
}

/** The old mobile '1' only ever followed the country code; a bare leading 1 may be a US number. */
function withoutLegacyPrefix(digits: string, hadCountryCode: boolean): string {
  for (const prefix of hadCountryCode ? ['1', ...LEGACY_PREFIXES] : LEGACY_PREFIXES) {
    if (digits.length === PHONE_DIGITS + prefix.length && digits.startsWith(prefix)) return digits.slice(prefix.length);
  }
  return digits;
}

/** A 10-digit national number libphonenumber accepts as a valid Mexican number, else null. */
function validMexican(national: string): string | null {
  if (national.length !== PHONE_DIGITS) return null;
  const parsed = parsePhoneNumber(`+52${national}`);
  return parsed.valid && parsed.regionCode === 'MX' ? parsed.number.significant : null;
}

/**
 * A Mexican phone as its 10-digit national number ('5512345678'), the key two leads' phones are
 * compared on; null when it is not a valid Mexican number (foreign, too short, made up).
 *
 * Accepts what leads arrive with: '55 1234 5678', '(55) 1234-5678', '+52 55 1234 5678',
 * '+52 1 55 1234 5678', '521 55 1234 5678', '52 55 1234 5678', '0052 55 1234 5678',
 * '044 55 1234 5678', '045 33 1234 5678', '01 81 1234 5678', 'tel. 55 1234 5678 ext. 12' and the
 * stored '+525512345678'. libphonenumber (awesome-phonenumber) validates the result: '1234567890'
 * (no such area code) and '+1 415 555 2671' (a US number) give null. The old mobile '1' is only
 * dropped after 52: a bare '1 415 555 2671' may be a US number and gives null.
 */
export function normalizePhoneMx(input: string | null | undefined): string | null {
  if (!input) return null;
  // NFKC turns full-width digits and signs ('０４４ ５５…', pasted from some chat apps) into ASCII.
  const text = input.normalize('NFKC').trim();
  if (!text) return null;
  const direct = parsePhoneNumber(text, { regionCode: 'MX' });
  if (direct.valid) return direct.regionCode === 'MX' ? direct.number.significant : null;

  // No phone is longer, and every pattern below then runs on a bounded text (issue 51).
  if (text.length > PHONE_INPUT_MAX) return null;
  // The extension's mark starts the match (no leading \s*, which was tried from every space of a long run).
  const main = text.replace(/(?:ext\.?|extensi[oó]n|x|#)\s*\d{1,6}\s*$/i, '').trimEnd();
  const international = /^\s*(?:\+|00)/.test(main);
  let digits = main.replace(/\D/g, '');
  if (main.trimStart().startsWith('00')) digits = digits.slice(2);
  const national = withoutCountryCode(digits, international);
  if (national === null) return null;
  return validMexican(withoutLegacyPrefix(national.rest, national.hadCountryCode));
}
