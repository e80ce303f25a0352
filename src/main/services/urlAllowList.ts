import { isAllowedExternalUrl as sharedRule } from '../../shared/domain/externalUrls';

/**
 * The URL to pass to `shell.openExternal`, normalised by the WHATWG parser, or null when it is not
 * allowed. The allow-list itself is the shared rule (help pages, wa.me, Postventa, the credit
 * provider, mailto:, tel:); main adds what only matters at the OS boundary: the value must be a
 * plain string with nothing the parser would silently drop, and tel: links carry nothing but a number.
 */
export function allowedExternalUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  // The parser silently drops tabs/newlines and trims spaces ("java\nscript:"): refuse them instead.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being refused
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) return null;
  if (!sharedRule(raw)) return null;
  const url = new URL(raw);
  if (url.protocol === 'tel:' && (url.search !== '' || url.hash !== '')) return null;
  return url.href;
}

export function isAllowedExternalUrl(raw: unknown): boolean {
  return allowedExternalUrl(raw) !== null;
}
