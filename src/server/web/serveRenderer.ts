import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { runtimeConfigOf } from '../config';
import { injectRuntimeConfig } from './indexPage';
import { modulePreloads } from './modulePreloads';
import { cacheControlFor, REVALIDATE } from './staticCaching';

/** The origin the browser used (behind a proxy: its public URL), for the bases in the runtime configuration. */
export function requestOrigin(config: ServerConfig, request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`;
  return config.publicUrl.includes(request.host) ? config.publicUrl : origin;
}

/**
 * Serves the built renderer from `staticDir`: hashed assets cached for a year, their .br / .gz
 * twins (built once by `vite build`) chosen by Accept-Encoding, and the app's page with the
 * runtime configuration inside. Returns the page's renderer for the client-side routes, or
 * undefined when there is no build.
 */
export async function serveRenderer(app: FastifyInstance, config: ServerConfig): Promise<((request: FastifyRequest) => string) | undefined> {
  if (!config.staticDir || !fs.existsSync(path.join(config.staticDir, 'index.html'))) return undefined;
  const root = path.resolve(config.staticDir);
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root,
    // One `/*` route that looks the file up when asked, not a route per built file: the ~240 files'
    // GET and HEAD routes were ~75 ms of every start (find-my-way compiles each). A path with no file
    // falls through to the app's not-found handler (the page for client routes, a 404 otherwise).
    // The page is always the injected one (below), never the file as built.
    index: false,
    // The page only as injected (below); the build's own records (.vite/) are not for the browser.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.'),
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => void reply.header('Cache-Control', cacheControlFor(root, filePath)),
  });
  const preloads = modulePreloads(root);
  const page = (request: FastifyRequest) => {
    const html = injectRuntimeConfig(template, runtimeConfigOf(config, requestOrigin(config, request)));
    const hints = preloads(request.url.split('?')[0] ?? '/');
    return hints ? html.replace('</head>', `${hints}</head>`) : html;
  };
  app.get('/', { exposeHeadRoute: true, config: { public: true } }, (request, reply) => reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(page(request)));
  return page;
}
