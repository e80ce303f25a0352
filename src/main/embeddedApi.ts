import net from 'node:net';
import type { RuntimeConfig } from '../shared/bridge';
import { buildApp } from '../server/app';
import { configFromEnv, runtimeConfigOf, type ServerConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { isEmpty } from '../server/db/isEmpty';

export const LOOPBACK = '127.0.0.1';

export interface EmbeddedApi {
  port: number;
  config: ServerConfig;
  runtimeConfig: RuntimeConfig;
  close(): Promise<void>;
}

export interface EmbeddedApiOptions {
  dataDir: string;
  migrationsFolder: string;
  /** The port used last time: reusing it keeps stored tokens' issuer valid. */
  preferredPort?: number;
}

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
  });
}

/** `preferred` when it is free, else a port the OS picks (port 0). */
export function freePort(preferred = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (preferred !== 0) resolve(freePort(0));
      else reject(error);
    });
    server.listen({ port: preferred, host: LOOPBACK, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Local mode: PGlite in userData, migrations applied, demo data on first start, Fastify on
 * 127.0.0.1. The port is known before the app is built because the token issuer contains it.
 */
export async function startEmbeddedApi({ dataDir, migrationsFolder, preferredPort }: EmbeddedApiOptions): Promise<EmbeddedApi> {
  const database = await openDatabase({ dataDir, migrationsFolder, demo: true });
  if (await isEmpty(database.db)) await (await import('../server/db/seed')).seedDemo(database.db);
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort(attempt === 0 ? preferredPort : 0);
    const config = embeddedServerConfig(port, dataDir);
    const app = await buildApp({ config, database });
    try {
      await app.listen({ port, host: LOOPBACK });
    } catch (error) {
      // Another process took the port between the probe and listen: try another one.
      lastError = error;
      await app.close();
      continue;
    }
    return {
      port,
      config,
      runtimeConfig: runtimeConfigOf(config, config.publicUrl),
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }
  await database.close();
  throw lastError instanceof Error ? lastError : new Error('No se pudo iniciar la API local');
}
