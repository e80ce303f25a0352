import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { currentAppScope, useStandaloneAppScope } from '../../src/server/lib/appScope';
import { configFromEnv, type ServerConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/seed/seed';
import { DEMO_PASSWORD } from '../../src/server/db/demoCatalog';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  /** Signs in through the Cognito-compatible endpoint and returns the id token. */
  signIn(email: string, password?: string): Promise<string>;
  /** An /api call as `email` (signed in once and cached), with the spec's agencyid header when given. */
  api(email: string, options: InjectOptions & { agencyId?: number }): Promise<LightMyRequestResponse>;
  cognito(operation: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

const databaseUrlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

let templateReady: Promise<void> | undefined;
/**
 * The run's migrated template database `name` on the server (collated by `icu` when given): made once,
 * by the first worker to get the advisory lock; the others wait for it and find it there.
 */
function migratedTemplate(serverUrl: string, name: string, icu: string | undefined): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`TEST_PG_TEMPLATE: not a database name: ${name}`);
  templateReady ??= (async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) {
        await admin.query(
          icu ? `CREATE DATABASE ${name} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE '${icu}' LOCALE 'C.UTF-8'` : `CREATE DATABASE ${name}`,
        );
        try {
          const migrated = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name), dataDir: ':memory:' });
          await migrated.close();
        } catch (error) {
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          throw error;
        }
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
      await admin.end();
    }
  })();
  return templateReady;
}

/** CREATE DATABASE … TEMPLATE: refused while a session is still on the template (the migrating pool's, closing), so retried briefly. */
async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A fresh, seeded database per test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (created here and dropped on close; with TEST_PG_ICU_LOCALE, collated
 * by that ICU locale; with TEST_PG_TEMPLATE, copied from that migrated database).
 */
export async function createTestApp(
  options: { leadsPerAgency?: number; seed?: boolean; config?: Partial<ServerConfig>; onQuery?: (query: string, params: unknown[]) => void } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `crm_test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    // TEST_PG_ICU_LOCALE (e.g. es-MX) makes each test database collate with that ICU locale, as a
    // Spanish-collated server would; scripts/testApi.mjs runs the suite once that way.
    const icu = process.env.TEST_PG_ICU_LOCALE;
    if (icu && !/^[A-Za-z0-9-]+$/.test(icu)) throw new Error(`TEST_PG_ICU_LOCALE: not a locale name: ${icu}`);
    const template = process.env.TEST_PG_TEMPLATE;
    try {
      if (template) {
        // A copy of the run's migrated database (scripts/testApi.mjs names it; made by the first file
        // that needs it): a file's database starts migrated instead of running every migration again.
        await migratedTemplate(serverUrl, template, icu);
        await createFromTemplate(admin, name, template);
      } else {
        await admin.query(
          icu ? `CREATE DATABASE ${name} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE '${icu}' LOCALE 'C.UTF-8'` : `CREATE DATABASE ${name}`,
        );
      }
    } finally {
      await admin.end();
    }
    databaseUrl = databaseUrlOf(serverUrl, name);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const database = await openDatabase({ databaseUrl, dataDir: ':memory:', onQuery: options.onQuery });
  if (options.seed !== false) await seedDemo(database.db, { leadsPerAgency: options.leadsPerAgency ?? 40 });
  const config: ServerConfig = {
    ...configFromEnv({}),
    port: 0,
    publicUrl: 'http://127.0.0.1:4999',
    dataDir: ':memory:',
    databaseUrl,
    runJobs: false,
    ...options.config,
  };
  const app = await buildApp({ config, database });
  await app.ready();
  // A test calling a job or a write function directly (not through HTTP) runs it in this app's scope.
  useStandaloneAppScope(app.appScope);

  const tokens = new Map<string, string>();
  const cognito = (operation: string, body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/cognito',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        ...headers,
      },
      payload: JSON.stringify(body),
    });

  const signIn = async (email: string, password = DEMO_PASSWORD) => {
    const res = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.cognito.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    const body = res.json();
    if (!body.AuthenticationResult) throw new Error(`sign-in failed for ${email}: ${res.body}`);
    return body.AuthenticationResult.IdToken as string;
  };

  const api: TestApp['api'] = async (email, { agencyId, headers, ...rest }) => {
    let token = tokens.get(email);
    if (!token) {
      token = await signIn(email);
      tokens.set(email, token);
    }
    return app.inject({
      ...rest,
      headers: { authorization: `Bearer ${token}`, ...(agencyId ? { agencyid: String(agencyId) } : {}), ...headers },
    } as InjectOptions);
  };

  return {
    app,
    database,
    config,
    signIn,
    api,
    cognito,
    async close() {
      if (currentAppScope() === app.appScope) useStandaloneAppScope(undefined);
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
