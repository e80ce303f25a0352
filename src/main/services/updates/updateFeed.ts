import type { UpdateChannel } from '../../../shared/updates';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The feed folder for a channel: `<base>/estable/` or `<base>/piloto/`, each holding latest.yml, the
 * installers and their blockmaps. Null when there is no base, or it is not HTTPS (plain HTTP only on
 * this machine, for a test feed): the sha512 in latest.yml is only as good as the channel it came by.
 */
export function feedUrlFor(base: string | undefined, channel: UpdateChannel): string | null {
  if (!base) return null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return null;
  if (url.username || url.password) return null;
  url.search = '';
  url.hash = '';
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  url.pathname = `${path}${channel}/`;
  return url.href;
}
