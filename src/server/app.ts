import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config';
import { runtimeConfigOf } from './config';
import type { Database } from './db/client';
import { cognitoRoutes } from './identity/cognitoRoutes';
import { loadSigningKey } from './identity/signingKeys';
import { createTokenVerifier } from './identity/tokenVerifier';
import { MSG } from '../shared/messages';
import { resetDemo } from './db/resetDemo';
import { installErrorHandler } from './lib/errorHandler';
import { installAuth } from './plugins/auth';
import { startNotificationScheduler } from './jobs/notificationJob';
import { apiRoutes } from './routes/apiRoutes';
import { inventoryRoutes } from './routes/inventory/index';

export interface BuildOptions {
  config: ServerConfig;
  database: Database;
  logger?: boolean;
}

/** The dealer API on one origin: UI at '/', the spec's calls under /api, the catalogue under /inventory, the user pool at /cognito. */
export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 12 * 1024 * 1024, trustProxy: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || config.corsOrigins.includes(origin) || origin === config.publicUrl),
    credentials: false,
    maxAge: 600,
  });

  const { db } = database;
  const issuer = config.cognito.externalIssuer ?? `${config.publicUrl}/cognito/${config.cognito.userPoolId}`;
  const key = await loadSigningKey(db);
  if (!config.cognito.externalIssuer) {
    await app.register(cognitoRoutes, { db, key, issuer, poolId: config.cognito.userPoolId, clientId: config.cognito.userPoolClientId });
  }
  installAuth(app, db, createTokenVerifier(issuer, config.cognito.externalIssuer ? undefined : key));

  app.get('/config.json', async (request) => {
    const origin = `${request.protocol}://${request.host}`;
    return runtimeConfigOf(config, config.publicUrl.includes(request.host) ? config.publicUrl : origin);
  });

  if (config.allowTestReset) {
    app.post('/__test/reset', async () => {
      await resetDemo(db);
      return { data: 'ok' };
    });
  }

  await app.register(apiRoutes, { prefix: '/api', db, config });
  await app.register(inventoryRoutes, { prefix: '/inventory', db, config });

  let indexHtml: string | undefined;
  if (config.staticDir && fs.existsSync(path.join(config.staticDir, 'index.html'))) {
    const root = path.resolve(config.staticDir);
    await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
    indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  }
  // Client-side routes (/sells/leads/42, /lista-espera-citas/1, …) get the app's page; the rest a 404.
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|inventory|cognito)(\/|$)/.test(request.url);
    if (indexHtml && request.method === 'GET' && !isApi && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.type('text/html').send(indexHtml);
    }
    return reply.status(404).send({ data: MSG.notFoundRecord });
  });
  if (config.runJobs) {
    // Scheduled notifications; the job's advisory lock lets one replica at a time do the work.
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stop = startNotificationScheduler(db, 60_000, (error) => app.log.error(error));
    });
    app.addHook('onClose', async () => stop?.());
  }
  return app;
}
