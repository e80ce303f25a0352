import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import path from 'node:path';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { answerSerializer } from './lib/answerSerializer';
import type { ServerConfig } from './config';
import { runtimeConfigOf } from './config';
import type { Database } from './db/client';
import { cognitoRoutes } from './identity/cognitoRoutes';
import { loadSigningKey, type NewSigningKey } from './identity/signingKeys';
import { createTokenVerifier } from './identity/tokenVerifier';
import { MSG } from '../shared/messages';
import { runtimeConfigSchema } from '../shared/bridge';
import { testResetAnswer } from '../shared/schemas/serviceResponses';
import { installErrorHandler } from './lib/errorHandler';
import { installInputGuard } from './lib/inputGuard';
import { installIdempotency } from './lib/idempotency';
import { requestScopedDb } from './lib/requestTransaction';
import { installLifecycle, whenQuiet } from './lib/lifecycle';
import { createMetrics, exposeMetrics, installRequestMetrics } from './lib/metrics';
import { installRequestId, requestIdOf } from './lib/requestId';
import { installSecurityHeaders } from './lib/securityHeaders';
import { installServerTiming } from './lib/serverTiming';
import { installRouteRegistry } from './lib/routeRegistry';
import { installContractCheck } from './lib/contractCheck';
import { API_CONTRACTS } from '../shared/contracts/apiContracts';
import { installApiDocs } from './lib/apiDocs';
import { APP_VERSION } from '../shared/domain/constants';
import { installClientVersionCheck } from './lib/clientVersionCheck';
import { BODY_LIMIT, installDeclaredLengthCheck } from './lib/bodyLimits';
import { installAuth } from './identity/auth';
import { installContactMask } from './features/leads';
import { installListExport } from './features/leadsIo';
import { noticePageRoutes, withMarketingConsent } from './features/privacy';
import { installAccessLog } from './lib/accessLog/accessLogWriter';
import { LIST_EXPORTS } from './listExports';
import { FIRST_PASS_AT_MOST_MS, FIRST_PASS_QUIET_MS, startNotificationScheduler } from './features/notifications';
import { apiRoutes } from './apiRoutes';
import { createFeatureScope } from './featureWiring';
import { installAppScope, runInAppScope, type AppScope } from './lib/appScope';
import { inventoryRoutes } from './features/inventory';
import { ecommerceRoutes } from './features/ecommerce';
import { compressOptions } from './web/compression';
import { requestOrigin, serveRenderer } from './web/serveRenderer';
import { testResetHooks } from './lib/testResetHooks';

export interface BuildOptions {
  config: ServerConfig;
  database: Database;
  logger?: boolean;
  /** A logger of the caller's (the desktop's embedded API: a redacted, rotating api.log); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** A server that already listens (the desktop's, which holds its port while the API starts). */
  serverFactory?: FastifyServerOptions['serverFactory'];
  /** A signing key pair already being made, for a database that has none yet (the desktop's first start). */
  spareSigningKey?: Promise<NewSigningKey>;
}

// Every route validates and serialises with zod. Given as the schema controller's factories (not set
// after Fastify is made), Fastify does not load Ajv and compile its JSON-schema meta-schema at each start.
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => answerSerializer,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** The dealer API on one origin: UI at '/', the spec's calls under /api (e-commerce under /ecommerce-api), the catalogue under /inventory, the user pool at /cognito, public calls under /api/public. */
export function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  // The features' steps in each other's pipelines (lead writes, the notification job), this app's own
  // (issue 52): the routes' plugins are registered, and the handlers and jobs run, in its scope.
  const scope = createFeatureScope();
  return runInAppScope(scope, () => buildAppIn(scope, options));
}

async function buildAppIn(scope: AppScope, { config, database, logger = false, loggerInstance, serverFactory, spareSigningKey }: BuildOptions): Promise<FastifyInstance> {
  // Forwarded headers are believed only from the proxies TRUST_PROXY lists: anyone else could rotate
  // X-Forwarded-For past the per-address sign-in limit, or lock out someone else's address.
  // No automatic HEAD twin for every GET: it doubled the routes registered at each start. The pages,
  // the static files and health keep theirs.
  const app = Fastify({
    exposeHeadRoutes: false,
    ...(loggerInstance ? { loggerInstance } : { logger }),
    // Each route that takes a body declares its own limit (lib/bodyLimits.ts); this is the rest's (DELETE, GET).
    bodyLimit: BODY_LIMIT.form,
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    schemaController: { compilersFactory: zodCompilers },
    // The balancer's X-Request-Id (or a new one) is the request's id: in every log line and the answer's header.
    genReqId: requestIdOf,
    ...(serverFactory ? { serverFactory } : {}),
  });
  installAppScope(app, scope);
  installRouteRegistry(app);
  // A declared call (src/shared/contracts) that no route serves stops the start, as an undeclared route does.
  installContractCheck(app, API_CONTRACTS);
  // Draining and the requests in flight: health's readiness, the shutdown, the metrics.
  const lifecycle = installLifecycle(app, database.migrationsFolder);
  installRequestId(app);
  const metrics = await createMetrics(lifecycle, database.pool, Boolean(config.metricsToken || config.metricsPort));
  installRequestMetrics(app, metrics);
  // Never public by default: METRICS_PORT (its own port) or METRICS_TOKEN (a bearer token), else 404.
  await exposeMetrics(app, metrics, { token: config.metricsToken, port: config.metricsPort, host: config.host });
  installServerTiming(app);
  installErrorHandler(app);
  installInputGuard(app);
  installSecurityHeaders(app);

  await app.register(cors, {
    delegator: (request, cb) =>
      cb(null, {
        // The public calls serve the agencies' and the online shop's own sites: any origin (no credentials are ever involved).
        origin: request.url?.startsWith('/api/public/')
          ? '*'
          : (origin, done) => done(null, !origin || config.corsOrigins.includes(origin) || origin === config.publicUrl),
        credentials: false,
        maxAge: 600,
      }),
  });
  installClientVersionCheck(app, config.minClientVersion);
  // Idempotency-Key on the routes that declare `idempotent` (the creates a showroom repeats). Before
  // compression: it keeps the answer's JSON text to replay it.
  installIdempotency(app, database.db, metrics.idempotency);
  // Before every route: the plugin hooks the routes registered after it.
  await app.register(compress, compressOptions);

  // The OpenAPI document collects the routes registered after it (not in the desktop's loopback API).
  if (config.apiDocs !== false) await installApiDocs(app, APP_VERSION);

  // What every route and hook is given: inside an idempotent request, its transaction (lib/requestTransaction.ts).
  const db = requestScopedDb(database.db);
  const issuer = config.cognito.externalIssuer ?? `${config.publicUrl}/cognito/${config.cognito.userPoolId}`;
  // Not awaited here: the desktop builds the app while its database opens (issue 51). The routes
  // that sign or verify await it; the start fails (onReady) when it cannot be read or made.
  const key = loadSigningKey(db, spareSigningKey);
  key.catch(() => {});
  app.addHook('onReady', async () => {
    await key;
  });
  if (!config.cognito.externalIssuer) {
    await app.register(cognitoRoutes, { db, key, issuer, poolId: config.cognito.userPoolId, clientId: config.cognito.userPoolClientId });
  }
  const local = !config.cognito.externalIssuer;
  // The caller and the route's declared permission, then its declared body limit: before the body is read.
  installAuth(app, db, createTokenVerifier(issuer, local ? key : undefined, config.cognito.userPoolClientId), local);
  installDeclaredLengthCheck(app);
  installContactMask(app, db);
  // Who exported, viewed or downloaded personal data (issue 54): batched off the request path, written on close.
  installAccessLog(app, db);
  // Every list named there answers .xlsx/.csv when its own call adds format= (issue 29); `purpose=marketing`
  // keeps only the people who consented to marketing (privacy's filter, issue 54).
  installListExport(app, db, LIST_EXPORTS, { marketingConsent: (ids) => withMarketingConsent(db, 'lead', ids) });

  app.get('/config.json', { config: { public: true }, schema: { response: { 200: runtimeConfigSchema } } }, async (request) => {
    return runtimeConfigOf(config, requestOrigin(config, request));
  });

  if (config.allowTestReset) {
    app.post('/__test/reset', { config: { public: true }, bodyLimit: BODY_LIMIT.form, schema: { response: { 200: testResetAnswer } } }, async () => {
      const { resetDemo } = await import('./seed/resetDemo');
      await resetDemo(db, { leadsPerAgency: config.seedLeadsPerAgency });
      for (const hook of testResetHooks) await hook(db);
      return { data: 'ok' as const };
    });
  }

  await app.register(apiRoutes, { prefix: '/api', db, config });
  await app.register(inventoryRoutes, { prefix: '/inventory', db, config });
  // The agency's integral privacy notice, a public page (issue 54): /aviso-de-privacidad/{agency}.
  await app.register(noticePageRoutes, { db, config });
  // The spec's separate e-commerce host, served here on its own base (runtime config `api.ecommerce`).
  await app.register(ecommerceRoutes, { prefix: '/ecommerce-api', db, config });
  // The browser build (its page at '/', the jobs board at /empleos, the assets), when there is one.
  const sendPage = await serveRenderer(app, config);
  // Client-side routes (/sells/leads/42, /lista-espera-citas/1, …) get the app's page; the rest a 404.
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|inventory|cognito|ecommerce-api)(\/|$)/.test(request.url);
    if (sendPage && request.method === 'GET' && !isApi && !path.extname(request.url.split('?')[0] ?? '')) return sendPage(request, reply);
    return reply.status(404).send({ data: MSG.notFoundRecord });
  });
  if (config.runJobs) {
    // Scheduled notifications; the job's advisory lock lets one replica at a time do the work.
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      // ready() is the caller's: the scheduler's timers are started in the app's scope.
      stop = runInAppScope(scope, () => startNotificationScheduler(
        db,
        60_000,
        (error) => app.log.error(error),
        (run) => metrics.jobRun('notifications', run),
        // Not at once: a sign-in right after the desktop's start would wait for its queries (issue 51).
        whenQuiet(lifecycle, FIRST_PASS_QUIET_MS, { atMostMs: FIRST_PASS_AT_MOST_MS }),
      ));
    });
    app.addHook('onClose', async () => stop?.());
  }
  return app;
}
