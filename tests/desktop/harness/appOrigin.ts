import { APP_ORIGIN, isAppUrl } from '../../../src/main/windows/appUrl';

/**
 * Where the harness's pages live. Chromium outside Electron cannot load a custom scheme: a
 * navigation to app://crm/ is handed to the OS as an external protocol and never reaches
 * Playwright's request interception (tried: net::ERR_ABORTED, no routed request). So each window
 * loads http://crm.localhost/<path>, and every request to that origin is answered by the real
 * app:// handler for app://crm/<path>. *.localhost is a secure context in Chromium, as app://crm is
 * in Electron (registered `secure`), so the renderer has the same APIs (crypto.subtle…).
 */
export const HARNESS_ORIGIN = 'http://crm.localhost';

/** app://crm/x → http://crm.localhost/x (what a window loads). */
export function toHarnessUrl(url: string): string {
  if (!isAppUrl(url)) return url;
  const parsed = new URL(url);
  return `${HARNESS_ORIGIN}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** http://crm.localhost/x → app://crm/x (what main's handler, CSP filter and IPC checks see); others unchanged. */
export function toAppUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.origin !== HARNESS_ORIGIN) return url;
  return `${APP_ORIGIN}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export function isHarnessUrl(url: string): boolean {
  try {
    return new URL(url).origin === HARNESS_ORIGIN;
  } catch {
    return false;
  }
}
