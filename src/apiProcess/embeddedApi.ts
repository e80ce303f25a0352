import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { configFromEnv, runtimeConfigOf, type ServerConfig } from '../server/config';
import type { Database } from '../server/db/client';
import type { EmbeddedApi, EmbeddedApiOptions } from './apiChildProtocol';
import { enableCompileCache, flushCompileCache } from './compileCache';
import { embeddedWhatsappDemo } from './embeddedWhatsappDemo';
import { looksFresh } from '../server/db/freshFolder';
import { whenQuiet } from '../server/lib/lifecycle';
import { startTimings } from '../server/lib/startTimings';
import { startPgliteWorker, type PgliteWorker } from './pgliteWorkerClient';
import { compileCacheDirOf, pgliteWorkerDataOf } from './pgliteWorkerData';

/** The embedded demo's WhatsApp messages wait for this long without a request after the start, at most the next. */
const DEMO_WAITS_FOR_QUIET_MS = 2_000;
const DEMO_WAITS_AT_MOST_MS = 15_000;

export type { EmbeddedApi, EmbeddedApiOptions } from './apiChildProtocol';

export const LOOPBACK = '127.0.0.1';

const mark = startTimings('api child: ');

/** The embedded API's server config: loopback only, the desktop renderer's origin allowed. */
export function embeddedServerConfig(port: number, dataDir: string): ServerConfig {
  return configFromEnv({
    PORT: String(port),
    HOST: LOOPBACK,
    CRM_ENV: 'local',
    DATA_DIR: dataDir,
    CORS_ORIGINS: 'app://crm',
    PUBLIC_URL: `http://${LOOPBACK}:${port}`,
    SEED_DEMO: 'true',
    RUN_JOBS: 'true',
    // No integrator reaches a loopback API: its OpenAPI document and viewer were ~0.1 s of the start (issue 51).
    API_DOCS: 'false',
  });
}

/**
 * A loopback server on `preferred` when it is free, else on a port the OS picks. It holds the port
 * from the first moment, so the window can be told where the API is before the API is built.
 */
export function listenOnLoopback(server: http.Server, preferred = 0, exact = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (preferred !== 0 && !exact && error.code === 'EADDRINUSE') resolve(listenOnLoopback(server, 0));
      else reject(error);
    };
    server.once('error', onError);
    server.listen({ port: preferred, host: LOOPBACK, exclusive: true }, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

/**
 * Local mode: PGlite in userData, migrations applied, demo data on first start, Fastify on
 * 127.0.0.1. Resolves as soon as the port is held (the token issuer and the window's CSP contain
 * it): the window opens while the database opens and the app is built, and a request that arrives
 * before `ready` waits for it instead of failing. `ready` rejects when the API cannot start.
 */
export async function startEmbeddedApi(
  { dataDir, migrationsFolder, preferredPort, exactPort, seedLeadsPerAgency, logDir }: EmbeddedApiOptions,
  { pgliteWorker, early }: { pgliteWorker?: string; early?: PgliteWorker } = {},
): Promise<EmbeddedApi> {
  // The shipped demo has the default size: a chosen size is seeded anew.
  const demo = seedLeadsPerAgency === undefined;
  // A new data folder has no signing key: making one (RSA, 0.1–0.4 s of CPU on libuv's threads)
  // starts once the port is held, beside the unpack and the app's loading, instead of when the app is
  // ready (issue 51); not before, its module brings the schema (~25 ms of this thread that main's
  // window would wait for). The folder is looked at before PGlite's thread writes there (a thread
  // started from the fork's arguments is only started on a folder that holds a cluster). Unused when
  // the folder turns out to hold one after all.
  const freshFolder = !early && looksFresh(dataDir);
  // PGlite boots in its own thread from the first moment (issue 51): its WASM, the template's unpack
  // and `callMain` run on the second core while this thread holds the port and loads the app. Main's
  // fork arguments have usually started it already (earlyPgliteWorker.ts).
  const compileCacheDir = compileCacheDirOf(dataDir);
  const worker = early ?? (pgliteWorker ? startPgliteWorker(pgliteWorker, pgliteWorkerDataOf({ dataDir, migrationsFolder, seedLeadsPerAgency })) : undefined);
  if (worker) mark(early ? 'database worker taken (started from the arguments)' : 'database worker started');
  let handle: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | undefined;
  let started = false;
  let ready: Promise<void> = Promise.resolve();
  const server = http.createServer((req, res) => {
    if (started) return handle!(req, res);
    ready.then(
      () => handle!(req, res),
      () => {
        res.statusCode = 503;
        res.end();
      },
    );
  });
  mark('entry loaded');
  const port = await listenOnLoopback(server, preferredPort, exactPort);
  mark('listening');
  const spareSigningKey = freshFolder ? import('../server/identity/signingKeys').then((keys) => keys.newSigningKey()) : undefined;
  spareSigningKey?.catch(() => {}); // the app makes its own when this failed
  const config = embeddedServerConfig(port, dataDir);
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let whatsapp: Awaited<ReturnType<typeof embeddedWhatsappDemo>>;
  let closing = false;
  let apiLog: ReturnType<typeof import('../main/services/logging/apiLog').openApiLog> | undefined;
  // The API log's writers (pino) load after the port is held: main waits for it to open the window (issue 51).
  const apiLogModule = logDir ? import('../main/services/logging/apiLog') : undefined;
  apiLogModule?.catch(() => {}); // awaited below
  // Before the server's modules load.
  const compileCache = enableCompileCache(compileCacheDir);
  mark(`compile cache ${compileCache}`);
  ready = (async () => {
    // The database and the app load after the port is held: the API's process says where it is
    // before it has read Fastify, drizzle and every route (the window opens meanwhile), and the app's
    // modules load while PGlite opens.
    const appModule = import('../server/app');
    appModule.catch(() => {}); // awaited below, unless the database failed first
    if (apiLogModule && logDir) apiLog = (await apiLogModule).openApiLog(logDir);
    // PGlite in this thread, its migrations applied and an empty database seeded (run from source, or
    // when the worker thread could not load).
    const openHere = async () => {
      const { openDatabase } = await import('../server/db/client');
      mark('database modules loaded');
      const here = await openDatabase({ dataDir, migrationsFolder, demo });
      mark('database open');
      const { isEmpty } = await import('../server/db/isEmpty');
      if (await isEmpty(here.db)) await (await import('../server/seed/seed')).seedDemo(here.db, { leadsPerAgency: seedLeadsPerAgency });
      mark('seed checked');
      return here;
    };
    let prepared: Promise<void>;
    if (worker) {
      // The app is built on this thread while the worker opens and prepares the database: the app's
      // statements wait for it.
      const { workerDatabase } = await import('./workerDatabase');
      ({ database, ready: prepared } = await workerDatabase(worker, migrationsFolder, openHere));
      void prepared.then(() => mark('database open, seed checked'), () => {});
    } else {
      database = await openHere();
      prepared = Promise.resolve();
    }
    const db = database.db;
    // The demo's WhatsApp simulator (issue 53), as `npm run web` starts it: whether it runs depends on
    // the database (never over an agency's real number); the routes read the Graph base it sets when they call.
    const whatsappDecided = prepared.then(async () => (whatsapp = await embeddedWhatsappDemo(db, config)));
    whatsappDecided.catch(() => {}); // awaited below
    const { buildApp } = await appModule;
    mark('app modules loaded');
    app = await buildApp({
      config,
      database,
      spareSigningKey: spareSigningKey?.catch(async () => (await import('../server/identity/signingKeys')).newSigningKey()),
      ...(apiLog ? { loggerInstance: apiLog.logger } : {}),
      serverFactory: (handler) => {
        handle = handler;
        return server;
      },
    });
    mark('app built');
    await Promise.all([app.ready().then(() => mark('app ready')), prepared, whatsappDecided.then(() => mark('WhatsApp demo decided'))]);
    started = true;
    // The demo's WhatsApp simulator syncs its templates and, on a first start, sends its clients'
    // messages (leads made through the webhook): writes on the one PGlite connection that a sign-in
    // right after the start waited for (~1 s of a first start, issue 51). They wait for a quiet API.
    if (whatsapp) {
      const demo = whatsapp;
      void whenQuiet(app.lifecycle, DEMO_WAITS_FOR_QUIET_MS, { atMostMs: DEMO_WAITS_AT_MOST_MS }).then(() => {
        if (!closing) demo.listening(port);
      });
    }
    mark('ready');
    if (compileCache === 'enabled') setImmediate(flushCompileCache);
  })();
  // Whoever starts the API handles a failed start through `ready`; this keeps it from being reported as unhandled first.
  ready.catch(() => {});
  return {
    port,
    config,
    runtimeConfig: runtimeConfigOf(config, config.publicUrl),
    ready,
    close: async () => {
      closing = true;
      await ready.catch(() => {});
      await whatsapp?.close();
      await app?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // The worker's database closes it (or the one opened here instead); a start that failed before leaves only the thread.
      await (database ?? worker)?.close();
      await apiLog?.close();
    },
  };
}
