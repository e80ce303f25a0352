import { HELP_BASE_URL, POSTVENTA_URL } from './menu';

export const CREDIT_PROVIDER_URL = 'https://credito.crm-ventas.mx';

const HTTPS_HOSTS = new Set([new URL(HELP_BASE_URL).host, new URL(POSTVENTA_URL).host, new URL(CREDIT_PROVIDER_URL).host, 'wa.me']);

/**
 * Whether a link may leave the app: https to the help, after-sales, credit-provider and WhatsApp
 * hosts, or mailto:/tel:. Judged by a real URL parser, so look-alike hosts, userinfo tricks and
 * allowed URLs hidden in a query string are refused.
 */
export function isAllowedExternalUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol === 'mailto:') {
    // One recipient; only subject and body may be prefilled (no hidden cc/bcc recipients).
    const extra = [...url.searchParams.keys()].some((k) => k !== 'subject' && k !== 'body');
    const recipient = safeDecode(url.pathname);
    if (extra || recipient === undefined || !/^[^@\s/,;]+@[^@\s/,;]+$/.test(recipient)) return false;
    // A CR or LF in the subject or body would let a mail client read injected headers.
    const fields = safeDecode(url.search.slice(1).replace(/\+/g, ' '));
    return fields !== undefined && !/[\r\n]/.test(fields) && [...url.searchParams.values()].every((v) => !/[\r\n]/.test(v));
  }
  if (url.protocol === 'tel:') {
    const number = safeDecode(url.pathname);
    return number !== undefined && /^\+?[\d\s-]{5,20}$/.test(number);
  }
  if (url.protocol !== 'https:') return false;
  if (url.username || url.password || url.port) return false;
  return HTTPS_HOSTS.has(url.host);
}

/** decodeURIComponent that answers undefined for malformed percent-encoding ('%E0%A4%A') instead of throwing. */
function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
