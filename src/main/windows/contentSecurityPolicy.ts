import type { RuntimeConfig } from '../../shared/bridge';
import { isAppUrl } from './appUrl';

/** Origins the renderer talks to: every API base and the user pool (Cognito's regional host when none is configured). */
export function apiOriginsOf(config: RuntimeConfig): string[] {
  const bases = [config.api.main, config.api.reporting, config.api.notification, config.api.inventory, config.api.ecommerce];
  bases.push(config.cognito.userPoolEndpoint ?? `https://cognito-idp.${config.cognito.region}.amazonaws.com`);
  const origins = new Set<string>();
  for (const base of bases) {
    try {
      const { origin, protocol } = new URL(base);
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
    } catch {
      // A malformed base cannot be reached anyway; leaving it out keeps the policy well-formed.
    }
  }
  return [...origins];
}

/**
 * The app's CSP: own scripts only; antd needs inline styles; calls and images only to the configured
 * bases (in local builds the embedded API's exact http://127.0.0.1:<port> is one of them, so no
 * wildcard loopback port is needed, and remote builds get none). Images: the app's own, data: URLs
 * (vehicle pictures, uploads being previewed) and files the API serves (agency logos).
 */
export function buildCsp(apiOrigins: readonly string[]): string {
  const origins = apiOrigins.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${origins}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${origins}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
}

type Headers = Record<string, string[] | string>;

export interface WebRequestLike {
  onHeadersReceived(
    filter: { urls: string[] },
    listener: (details: { url: string; responseHeaders?: Headers }, callback: (response: { responseHeaders?: Headers }) => void) => void,
  ): void;
}

/** Adds the CSP to every app:// response (the protocol handler sets it too; this covers anything else it serves). */
export function installCsp(webRequest: WebRequestLike, csp: string): void {
  webRequest.onHeadersReceived({ urls: ['app://*/*'] }, (details, callback) => {
    if (!isAppUrl(details.url)) return callback({ responseHeaders: details.responseHeaders });
    const headers: Headers = {};
    for (const [name, value] of Object.entries(details.responseHeaders ?? {})) {
      if (name.toLowerCase() !== 'content-security-policy') headers[name] = value;
    }
    headers['Content-Security-Policy'] = [csp];
    callback({ responseHeaders: headers });
  });
}
