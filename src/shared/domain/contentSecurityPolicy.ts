import type { RuntimeConfig } from '../bridge';

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
 * The app page's CSP, the same in both builds (the desktop's app://crm handler and the API serving
 * the browser build send it as a header):
 * - scripts: the app's own files only (no inline script, no eval: zod runs jitless, pdf.js without eval);
 * - styles: own files plus inline styles, which antd's components set on elements;
 * - images: own files, data: URLs (vehicle pictures, uploads being previewed), blob: URLs (the
 *   document viewer shows an image it fetched with the session as an object URL of that file) and
 *   files the API serves (agency logos);
 * - calls: the page's own origin and the configured bases only (in a local build the embedded API's
 *   exact http://127.0.0.1:<port>, no wildcard port; remote builds get no loopback at all);
 * - workers: own files only (the document viewer's PDF renderer, pdf.js, runs in a bundled worker);
 * - no plugins, no frames (the viewer draws PDFs itself), no <base>, never framed, no form posts.
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
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
}
