import type { FastifyInstance } from 'fastify';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { ServerConfig } from '../../config';
import type { RouteDeps } from '../../lib/zodApp';
import { publicAccessoryRoutes } from './accessories';
import { fleetProspectIntakeRoutes } from './fleetProspectIntake';
import { publicJobRoutes } from './jobs';
import { publicProductImageRoutes } from './productImages';
import { adfIntakeRoutes } from '../leadsIo';
import { importProgressRoutes } from '../leadsIo';
import { displayDeviceRoutes } from '../displays';
import { publicNoticeRoutes } from '../privacy';
import { whatsappWebhookRoutes } from '../whatsapp';

/**
 * The public prefix (/api/public): the only calls that answer without a session (ARCHITECTURE
 * "Public calls"). Auth skips routes registered here (plugins/auth.ts), so each one reads or writes
 * only what the public needs and validates like any other call. Every route here is rate limited
 * per client address: in memory for one process, in Redis when REDIS_URL is set so replicas share
 * one count. A route may tighten or loosen its own limit with `config: { rateLimit: { max } }`.
 *
 * One file a public resource, registered below: jobs (the jobs board), product images, the
 * accessory catalogue with its 'me interesa' intake, the fleet web form (prospects), the ADF intake
 * and an import's progress (by the key its starter got).
 */
export async function publicRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  // Only db and config go down: the whole options object would repeat the '/public' prefix.
  const deps: RouteDeps = { db, config };
  await app.register(rateLimit, await rateLimitOptions(config));
  await app.register(publicJobRoutes, deps);
  await app.register(publicProductImageRoutes, deps);
  await app.register(publicAccessoryRoutes, { ...deps, prefix: '/accessories' });
  await app.register(fleetProspectIntakeRoutes, deps);
  await app.register(adfIntakeRoutes, deps);
  await app.register(importProgressRoutes, deps);
  await app.register(displayDeviceRoutes, deps);
  await app.register(publicNoticeRoutes, deps);
  // Meta's signed deliveries and its handshake (issue 53): the raw body is this plugin's own parser.
  await app.register(whatsappWebhookRoutes, deps);
}

async function rateLimitOptions(config: ServerConfig): Promise<RateLimitPluginOptions> {
  const options: RateLimitPluginOptions = {
    global: true,
    max: config.publicRateLimitMax,
    timeWindow: '1 minute',
    nameSpace: `${config.redisKeyPrefix}public-rl-`,
  };
  if (config.redisUrl) options.redis = await redisClient(config.redisUrl);
  return options;
}

/**
 * ioredis is loaded only when REDIS_URL is set: a single workstation or server never needs it. A
 * deployment with several replicas installs it (`npm install ioredis`) next to the server.
 */
async function redisClient(url: string): Promise<NonNullable<RateLimitPluginOptions['redis']>> {
  const moduleName = 'ioredis';
  let mod: { default: new (url: string, options: object) => NonNullable<RateLimitPluginOptions['redis']> };
  try {
    mod = (await import(moduleName)) as typeof mod;
  } catch {
    throw new Error('REDIS_URL is set but the ioredis package is not installed (npm install ioredis)');
  }
  // Short timeouts: a Redis outage must slow public calls a little, never hang them.
  return new mod.default(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
}
