import os from 'node:os';
import path from 'node:path';
import type { Environment, RuntimeConfig } from '../shared/index';
import { APP_VERSION } from '../shared/index';

export interface ServerConfig {
  port: number;
  host: string;
  environment: Environment;
  databaseUrl?: string;
  dataDir: string;
  /** The renderer's built files, served at '/'; absent for the API alone. */
  staticDir?: string;
  /** Public origin of this server, used for the token issuer and the runtime config. */
  publicUrl: string;
  cognito: { region: string; userPoolId: string; userPoolClientId: string; externalIssuer?: string };
  inventoryApiKey: string;
  /** Origins allowed to call cross-origin (the desktop renderer's app://crm). */
  corsOrigins: string[];
  seedDemo: boolean;
  runJobs: boolean;
  /** E2E only: POST /__test/reset empties and re-seeds the database. Never on in a deployment. */
  allowTestReset: boolean;
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
    dataDir: env.DATA_DIR ?? defaultDataDir(),
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
    seedDemo: env.SEED_DEMO !== 'false',
    runJobs: env.RUN_JOBS !== 'false',
    allowTestReset: env.E2E_RESET === '1',
  };
}

/** What GET /config.json answers: every base on this server's origin. */
export function runtimeConfigOf(config: ServerConfig, origin: string): RuntimeConfig {
  return {
    environment: config.environment,
    version: APP_VERSION,
    api: {
      main: `${origin}/api`,
      reporting: `${origin}/api`,
      notification: `${origin}/api`,
      inventory: `${origin}/inventory`,
      inventoryApiKey: config.inventoryApiKey,
    },
    cognito: {
      region: config.cognito.region,
      userPoolId: config.cognito.userPoolId,
      userPoolClientId: config.cognito.userPoolClientId,
      userPoolEndpoint: config.cognito.externalIssuer ? undefined : `${origin}/cognito`,
    },
  };
}
