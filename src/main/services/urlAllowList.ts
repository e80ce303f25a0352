import { CREDIT_PROVIDER_URL, HELP_BASE_URL, POSTVENTA_URL } from '../../shared/domain/menu';

/** https origins the app may hand to the OS browser: help pages, WhatsApp, Postventa, the credit provider. */
const HTTPS_ORIGINS: ReadonlySet<string> = new Set(
  [HELP_BASE_URL, POSTVENTA_URL, CREDIT_PROVIDER_URL, 'https://wa.me'].map((base) => new URL(base).origin),
);

const EMAIL = /^[^\s@/\\:]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9][0-9 ()-]{2,24}$/;

/**
 * The URL to pass to `shell.openExternal`, normalised by the WHATWG parser, or null when it is not allowed.
 * Only exact origins count, so look-alike hosts, userinfo tricks, other ports and plain http are refused.
 */
export function allowedExternalUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  // The parser silently drops tabs/newlines and trims spaces ("java\nscript:"): refuse them instead.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being refused
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  switch (url.protocol) {
    case 'https:':
      return HTTPS_ORIGINS.has(url.origin) ? url.href : null;
    case 'mailto:':
      return EMAIL.test(safeDecode(url.pathname)) ? url.href : null;
    case 'tel:':
      return PHONE.test(safeDecode(url.pathname)) && url.search === '' && url.hash === '' ? url.href : null;
    default:
      return null;
  }
}

export function isAllowedExternalUrl(raw: unknown): boolean {
  return allowedExternalUrl(raw) !== null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
