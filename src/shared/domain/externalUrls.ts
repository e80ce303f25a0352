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
    return !extra && /^[^@\s/,;]+@[^@\s/,;]+$/.test(decodeURIComponent(url.pathname));
  }
  if (url.protocol === 'tel:') return /^\+?[\d\s-]{5,20}$/.test(decodeURIComponent(url.pathname));
  if (url.protocol !== 'https:') return false;
  if (url.username || url.password || url.port) return false;
  return HTTPS_HOSTS.has(url.host);
}
