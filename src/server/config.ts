import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '../shared/bridge';
// Not the shared barrel: it would load zod (through the bridge's schemas) before the database opens.
import { APP_VERSION, type Environment } from '../shared/domain/constants';
import { s3OptionsFromEnv, type S3StoreOptions } from './lib/fileStore/s3Store';
import { trimTrailing } from '../shared/domain/trimTrailing';

export interface ServerConfig {
  port: number;
  host: string;
  environment: Environment;
  databaseUrl?: string;
  /** PostgreSQL connections of this process (DB_POOL_MAX); each keeps the app's statements prepared. */
  dbPoolMax: number;
  dataDir: string;
  /**
   * FILE_STORE: where uploaded files go. Unset or 'folder': DATA_DIR/files (one server). s3://bucket/prefix:
   * an S3-compatible object store every replica shares (lib/fileStore).
   */
  fileStore?: string;
  /** The object store's endpoint, region and addressing (FILE_STORE_ENDPOINT, AWS_REGION, …); credentials come from the AWS SDK's own chain. */
  fileStoreS3?: Omit<S3StoreOptions, 'bucket' | 'prefix'>;
  /** The renderer's built files, served at '/'; absent for the API alone. */
  staticDir?: string;
  /** Public origin of this server, used for the token issuer and the runtime config. */
  publicUrl: string;
  cognito: { region: string; userPoolId: string; userPoolClientId: string; externalIssuer?: string };
  inventoryApiKey: string;
  /** Origins allowed to call cross-origin (the desktop renderer's app://crm). */
  corsOrigins: string[];
  /** Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-* headers are believed; none by default. */
  trustProxy: string[];
  seedDemo: boolean;
  /** Demo leads in the first agency (SEED_LEADS_PER_AGENCY); the seed's default when absent. */
  seedLeadsPerAgency?: number;
  runJobs: boolean;
  /**
   * API_DOCS=false: no OpenAPI document and viewer at /api/docs. The desktop's embedded API (loopback
   * only, no integrator can reach it) goes without: building them was ~0.1 s of its start (issue 51).
   */
  apiDocs?: boolean;
  /** E2E only: POST /__test/reset empties and re-seeds the database. Never on in a deployment. */
  allowTestReset: boolean;
  /** Requests a minute one client address may make to the public calls (/api/public). */
  publicRateLimitMax: number;
  /** redis://… → the public calls' rate limit is counted in Redis, shared by every replica. */
  redisUrl?: string;
  /** Prefix of this deployment's keys in Redis, so staging and production (or two test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** MIN_CLIENT_VERSION: clients that say they are older get 426 (lib/clientVersionCheck.ts); unset: no minimum. */
  minClientVersion?: string;
  /**
   * SIGTERM: how long a replica keeps serving while `/api/health/ready` already answers 503, so the load
   * balancer stops sending it requests before it closes (DRAIN_DELAY_MS; more than the balancer's
   * interval × fall count). 0 by default: nothing in front of a lone server.
   */
  drainDelayMs?: number;
  /** SIGTERM: the most the in-flight requests are waited for before the process leaves anyway (SHUTDOWN_TIMEOUT_MS, 10 s). */
  shutdownTimeoutMs?: number;
  /** `/api/health/ready`: the most a `SELECT 1` may take (HEALTH_DB_TIMEOUT_MS, 2 s). */
  healthDbTimeoutMs?: number;
  /** METRICS_TOKEN: `GET /metrics` answers to `Authorization: Bearer <token>` only. */
  metricsToken?: string;
  /** METRICS_PORT: `GET /metrics` on its own port (listening on HOST), not on the API's. */
  metricsPort?: number;
  /** WHATSAPP_GRAPH_URL: the WhatsApp Cloud API's base (Meta's Graph API, or the simulator); features/whatsapp. */
  whatsappGraphUrl: string;
  /** WHATSAPP_SECRET_KEY: 32 bytes (base64 or hex) sealing the agencies' WhatsApp secrets; unset: a key file in the data dir. */
  whatsappSecretKey?: string;
}

export function defaultDataDir(): string {
  const base = process.env.XDG_DATA_HOME ?? (process.platform === 'win32' ? process.env.APPDATA ?? os.homedir() : path.join(os.homedir(), '.local', 'share'));
  return path.join(base, 'crm-ventas', 'data');
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4000);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    environment: (env.CRM_ENV as Environment | undefined) ?? 'local',
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolMax: Number(env.DB_POOL_MAX) || 10,
    dataDir: env.DATA_DIR ?? defaultDataDir(),
    fileStore: env.FILE_STORE || undefined,
    fileStoreS3: s3OptionsFromEnv(env),
    staticDir: env.STATIC_DIR,
    publicUrl: env.PUBLIC_URL ?? `http://${host}:${port}`,
    cognito: {
      region: env.COGNITO_REGION ?? 'us-east-1',
      userPoolId: env.COGNITO_USER_POOL_ID ?? 'us-east-1_CRMlocal',
      userPoolClientId: env.COGNITO_CLIENT_ID ?? 'crm-desktop',
      externalIssuer: env.COGNITO_ISSUER || undefined,
    },
    inventoryApiKey: env.INVENTORY_API_KEY ?? 'local-inventory-key',
    corsOrigins: (env.CORS_ORIGINS ?? 'app://crm').split(',').filter(Boolean),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    seedDemo: env.SEED_DEMO !== 'false',
    seedLeadsPerAgency: env.SEED_LEADS_PER_AGENCY ? Number(env.SEED_LEADS_PER_AGENCY) || undefined : undefined,
    runJobs: env.RUN_JOBS !== 'false',
    apiDocs: env.API_DOCS !== 'false',
    allowTestReset: env.E2E_RESET === '1',
    publicRateLimitMax: Number(env.PUBLIC_RATE_LIMIT ?? 120) || 120,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'crm-',
    minClientVersion: env.MIN_CLIENT_VERSION || undefined,
    drainDelayMs: Number(env.DRAIN_DELAY_MS) || 0,
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS) || 10_000,
    healthDbTimeoutMs: Number(env.HEALTH_DB_TIMEOUT_MS) || 2000,
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: Number(env.METRICS_PORT) || undefined,
    whatsappGraphUrl: trimTrailing(env.WHATSAPP_GRAPH_URL || 'https://graph.facebook.com/v21.0', '/'),
    whatsappSecretKey: env.WHATSAPP_SECRET_KEY || undefined,
  };
}

/**
 * What GET /config.json answers: every base on this server's origin. The inventory api key stays on
 * the server: the catalogue takes the signed-in user's token instead.
 */
export function runtimeConfigOf(config: ServerConfig, origin: string): RuntimeConfig {
  return {
    environment: config.environment,
    version: APP_VERSION,
    api: {
      main: `${origin}/api`,
      reporting: `${origin}/api`,
      notification: `${origin}/api`,
      inventory: `${origin}/inventory`,
      ecommerce: `${origin}/ecommerce-api`,
      inventoryApiKey: '',
    },
    cognito: {
      region: config.cognito.region,
      userPoolId: config.cognito.userPoolId,
      userPoolClientId: config.cognito.userPoolClientId,
      userPoolEndpoint: config.cognito.externalIssuer ? undefined : `${origin}/cognito`,
    },
  };
}
