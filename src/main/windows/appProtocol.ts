import fs from 'node:fs/promises';
import path from 'node:path';
import { APP_HOST, APP_SCHEME } from './appUrl';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** The scheme's privileges: registered before `ready` so app://crm is a secure, standard origin. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
} as const;

/** Pages of their own (vite inputs besides index.html), by route: the public jobs board. */
const OWN_PAGES: Record<string, string> = { '/empleos': 'empleos.html' };

/**
 * The file under `root` that app://crm/<path> serves: assets as they are, a page of its own for its
 * route (/empleos), every other path (client-side routes such as /sells/leads/42) index.html. Null
 * for other hosts, for the build's own records (.vite/) and for anything that would leave `root`.
 */
export function resolveAppPath(root: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const base = path.resolve(root);
  const target = path.resolve(base, `.${path.posix.normalize(`/${pathname}`)}`);
  const relative = path.relative(base, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  if (relative.split(path.sep).some((segment) => segment.startsWith('.'))) return null;
  const own = OWN_PAGES[path.posix.normalize(`/${pathname}`).replace(/(.)\/+$/, '$1').toLowerCase()];
  if (own) return path.join(base, own);
  if (relative === '' || path.extname(target) === '') return path.join(base, 'index.html');
  return target;
}

export interface ProtocolLike {
  handle(scheme: string, handler: (request: { url: string; method: string }) => Promise<Response> | Response): void;
}

/** Serves the built renderer from `root` (out/renderer, inside the asar when packaged) with the CSP on every page. */
export function handleAppProtocol(protocol: ProtocolLike, root: string, csp: () => string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });
    const file = resolveAppPath(root, request.url);
    if (!file) return new Response('No encontrado', { status: 404 });
    try {
      const body = await fs.readFile(file);
      return new Response(new Uint8Array(body), {
        headers: {
          'Content-Type': MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          'Content-Security-Policy': csp(),
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch {
      return new Response('No encontrado', { status: 404 });
    }
  });
}
