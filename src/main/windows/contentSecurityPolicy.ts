import { isAppUrl } from './appUrl';

// One policy for both builds: the API sends the same one with the browser build's page.
export { apiOriginsOf, buildCsp } from '../../shared/domain/contentSecurityPolicy';

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
