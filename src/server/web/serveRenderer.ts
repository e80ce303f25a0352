import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiOriginsOf, buildCsp } from '../../shared/domain/contentSecurityPolicy';
import type { ServerConfig } from '../config';
import { runtimeConfigOf } from '../config';
import { injectRuntimeConfig } from './indexPage';
import { modulePreloads } from './modulePreloads';
import { builtPage, refusalOf } from './rendererBuild';
import { cacheControlFor, REVALIDATE } from './staticCaching';

/** The origin the browser used (behind a proxy: its public URL), for the bases in the runtime configuration. */
export function requestOrigin(config: ServerConfig, request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`;
  return config.publicUrl.includes(request.host) ? config.publicUrl : origin;
}

/** The public jobs board's page: its own light entry, no session (it calls /api/public/jobs on this origin). */
const JOBS_PAGE = 'empleos.html';

/** Sends a page of the build, or 503 while a build in progress has not written a whole one yet. */
export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

const UPDATING = 'La aplicación se está actualizando. Intente de nuevo en unos segundos.';

/**
 * Serves the browser build from `staticDir`: hashed assets cached for a year, their .br / .gz twins
 * (built once by `vite build`) chosen by Accept-Encoding, the app's page with the runtime
 * configuration inside and the app's CSP as a header, and the public jobs board at /empleos.
 * Only a folder the browser build wrote is served (the desktop build is refused, said once in the
 * log). The pages are read again when the build changes under the running server. Returns the
 * sender of the app's page for the client-side routes, or undefined when there is nothing to serve.
 */
export async function serveRenderer(app: FastifyInstance, config: ServerConfig, log: (message: string) => void = console.warn): Promise<PageSender | undefined> {
  if (!config.staticDir || !fs.existsSync(path.join(config.staticDir, 'index.html'))) return undefined;
  const root = path.resolve(config.staticDir);
  const refusal = refusalOf(root);
  if (refusal) {
    log(refusal);
    return undefined;
  }
  // Loaded only when there is a build to serve: the desktop's embedded API never serves one, and the
  // package was ~40 ms of CPU of its start (issue 51).
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root,
    // One `/*` route that looks the file up when asked, not a route per built file: the ~240 files'
    // GET and HEAD routes were ~75 ms of every start (find-my-way compiles each). A path with no file
    // falls through to the app's not-found handler (the page for client routes, a 404 otherwise).
    // The page is always the injected one (below), never the file as built.
    index: false,
    // The pages only as served below; the build's own records (.vite/) are not for the browser.
    allowedPath: (pathName) => pathName !== '/index.html' && pathName !== `/${JOBS_PAGE}` && !pathName.startsWith('/.'),
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => void reply.header('Cache-Control', cacheControlFor(root, filePath)),
  });
  const appPage = builtPage(path.join(root, 'index.html'), () => modulePreloads(root), { companions: [path.join(root, '.vite/manifest.json')] });
  appPage.load();
  const sendPage: PageSender = async (request, reply) => {
    const built = await appPage.get();
    if (!built) return reply.status(503).header('Retry-After', '5').header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(UPDATING);
    const runtime = runtimeConfigOf(config, requestOrigin(config, request));
    const html = injectRuntimeConfig(built.html, runtime);
    const hints = built.derived(request.url.split('?')[0] ?? '/');
    return reply
      .header('Cache-Control', REVALIDATE)
      .header('Content-Security-Policy', buildCsp(apiOriginsOf(runtime)))
      .type('text/html; charset=utf-8')
      .send(hints ? html.replace('</head>', `${hints}</head>`) : html);
  };
  app.get('/', { exposeHeadRoute: true, config: { public: true } }, sendPage);

  const jobsFile = path.join(root, JOBS_PAGE);
  if (fs.existsSync(jobsFile)) {
    const jobsPage = builtPage(jobsFile, () => undefined);
    jobsPage.load();
    app.get('/empleos', { exposeHeadRoute: true, config: { public: true } }, async (request, reply) => {
      const built = await jobsPage.get();
      if (!built) return reply.status(503).header('Retry-After', '5').header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(UPDATING);
      // Revalidated like the app's page, so a new build's board is seen at once.
      return reply.header('Cache-Control', REVALIDATE).header('Content-Security-Policy', JOBS_PAGE_CSP).type('text/html; charset=utf-8').send(built.html);
    });
  }
  return sendPage;
}

/**
 * The jobs board's CSP: its own scripts and styles, images of its own or data: URLs, calls to this
 * origin only (GET /api/public/jobs); it may be framed by the agencies' sites and its filter form
 * submits to itself.
 */
export const JOBS_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-src 'none'",
  "form-action 'self'",
].join('; ');
