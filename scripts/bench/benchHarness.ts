import { fakerES_MX as faker } from '@faker-js/faker';
import net from 'node:net';
import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { DEMO_PASSWORD } from '../../src/server/db/demoCatalog';

export interface RecordedQuery {
  text: string;
  params: unknown[];
}

/** What replay and the fixtures need of a connection: pg.Client, or the embedded PGlite the server runs on. */
export interface SqlClient {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}

/** The benchmark's database: a PostgreSQL URL, or a PGlite data directory (`bench:seed -- --pglite <dir>`). */
export type BenchTarget = { databaseUrl: string } | { dataDir: string };

export interface BenchServer {
  base: string;
  database: Database;
  /** Statements the app sent while `recording` was on. */
  recorded: RecordedQuery[];
  setRecording(on: boolean): void;
  close(): Promise<void>;
}

/** The API on a loopback port, on the benchmark database, with a statement recorder for the SQL floor. */
export async function startBenchServer(target: BenchTarget): Promise<BenchServer> {
  const recorded: RecordedQuery[] = [];
  let recording = false;
  const databaseUrl = 'databaseUrl' in target ? target.databaseUrl : undefined;
  const database = await openDatabase({
    ...target,
    onQuery: (text, params) => {
      if (recording) recorded.push({ text, params });
    },
  });
  const config = { ...configFromEnv({ WHATSAPP_SECRET_KEY: process.env.WHATSAPP_SECRET_KEY }), port: 0, host: '127.0.0.1', databaseUrl, runJobs: false, seedDemo: false };
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  config.publicUrl = `http://127.0.0.1:${port}`;
  return {
    base: `http://127.0.0.1:${port}`,
    database,
    recorded,
    setRecording: (on) => {
      recording = on;
      if (on) recorded.length = 0;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface ServerProcess {
  base: string;
  process: ChildProcess;
  /** The bundled build (else the sources through tsx). */
  bundled: boolean;
}

/**
 * The API in a process of its own on a free loopback port, as deployed: the bundled
 * out/server/server.js when built (else src/server/server.ts through tsx), on PostgreSQL at `url`.
 * BENCH_SERVER_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') goes to its node.
 */
export async function spawnServerProcess(url: string, options: { tsx?: boolean } = {}): Promise<ServerProcess> {
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
  // BENCH_SERVER_JS: another bundle (a build of an earlier commit, to compare in alternating runs).
  const serverJs = process.env.BENCH_SERVER_JS ?? 'out/server/server.js';
  const bundled = fs.existsSync(serverJs) && !options.tsx;
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...(bundled ? [serverJs] : ['--import', 'tsx', 'src/server/server.ts'])], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', RUN_JOBS: 'false', LOG: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).status < 500) break;
    } catch {
      if (i > 600 || child.exitCode !== null) throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, process: child, bundled };
}

/** Signs in through the Cognito-compatible endpoint; the id token. */
export async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'crm-desktop', AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD } }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken;
}

export interface Caller {
  token: string;
  agencyId: number;
}

// node:http with kept-alive sockets, the answer read as bytes and decoded only to report an error:
// the benchmarks run beside the server (bench:api in its process, bench:load on its cores), so a
// heavier client (fetch, decoding every answer) would be timed as the API's own work.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One API call as a signed-in user; rejects with a TimeoutError when `timeoutMs` passes without an answer. */
export function call(
  base: string,
  who: Caller,
  method: string,
  path: string,
  body?: unknown,
  timeoutMs?: number,
  /** Decode a successful answer too (an error's always is): only where its content is used. */
  readAnswer = false,
): Promise<{ status: number; body: string; serverMs?: number }> {
  const payload = body !== undefined ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api${path}`,
      {
        method,
        agent,
        timeout: timeoutMs,
        headers: {
          authorization: `Bearer ${who.token}`,
          agencyid: String(who.agencyId),
          // As the desktop and the browser ask: answers over 1 KB come compressed.
          'accept-encoding': 'br, gzip',
          ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          // The server's own time for the call (its Server-Timing header).
          const timing = /app;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
          const serverMs = timing ? Number(timing[1]) : undefined;
          if (status < 400 && !readAnswer) return resolve({ status, body: '', serverMs });
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status, body: text.toString('utf8'), serverMs });
        });
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error(`no answer in ${timeoutMs} ms`), { name: 'TimeoutError' })));
    req.on('error', reject);
    req.end(payload);
  });
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Replays recorded statements on a client of its own, inside a transaction that is rolled back; ms. */
/**
 * A connection for the SQL floor and the fixtures. On PGlite it is the server's own instance (one
 * connection): the benchmark replays between requests, never during one.
 */
export async function benchClient(target: BenchTarget, server: BenchServer): Promise<SqlClient> {
  if ('databaseUrl' in target) {
    // The API's session settings (db/client.ts), so the floor is the same work.
    const client = new pg.Client({ connectionString: target.databaseUrl, options: '-c max_parallel_workers_per_gather=0' });
    await client.connect();
    return client as unknown as SqlClient;
  }
  const pglite = (server.database.db as unknown as { $client: { query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }> } }).$client;
  return { query: (text, params) => pglite.query(text, params), end: async () => {} };
}

export async function replay(client: SqlClient, queries: RecordedQuery[]): Promise<number> {
  await client.query('BEGIN');
  let ms = 0;
  for (const q of queries) {
    // A write replayed with the call's own ids can meet what the call committed (a lead's one current
    // interest, migration 0055): that statement's time still counts, the rest of the replay goes on.
    const write = /\b(INSERT|UPDATE|DELETE)\b/i.test(q.text);
    if (write) await client.query('SAVEPOINT replayed');
    const t0 = performance.now();
    try {
      await client.query(q.text, q.params as unknown[]);
    } catch (error) {
      if (!write || (error as { code?: string }).code !== '23505') throw error;
      await client.query('ROLLBACK TO SAVEPOINT replayed');
    } finally {
      ms += performance.now() - t0;
    }
  }
  await client.query('ROLLBACK');
  return ms;
}

/** Ids the calls need: the demo agency, a lead of it, an adviser's lead, a product and colour. */
export async function benchFixtures(client: SqlClient) {
  const one = async <T>(text: string): Promise<T> => (await client.query(text)).rows[0] as T;
  const agency = await one<{ id: number }>(`SELECT min(id) AS id FROM agencies`);
  const lead = await one<{ id: number }>(
    `SELECT id FROM leads WHERE agency_id = ${agency.id} AND phase = 'seguimiento' AND merged_into_id IS NULL ORDER BY id DESC OFFSET 50 LIMIT 1`,
  );
  const product = await one<{ productId: number; colorId: number }>(`SELECT product_id AS "productId", id AS "colorId" FROM product_colors ORDER BY id LIMIT 1`);
  const origin = await one<{ id: number }>(`SELECT id FROM lead_origins ORDER BY id LIMIT 1`);
  const leadCount = await one<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE agency_id = ${agency.id}`);
  const manager = await one<{ id: number }>(`SELECT id FROM users WHERE email = 'manager@demo.mx'`);
  return { agencyId: agency.id, leadId: lead.id, productId: product.productId, colorId: product.colorId, originId: origin.id, agencyLeads: leadCount.n, managerId: manager.id };
}

/**
 * The body of POST /lead/ for a new walk-in with a real-shaped Mexican name (faker es_MX: a first
 * name and two surnames), so the duplicate matcher's name arm meets the common names it meets in a
 * showroom ('José Hernández …') and some namesakes of the seeded leads, not a run of self-similar
 * test names. The phone and e-mail are new each time.
 */
export function newLeadBody(f: { agencyId: number; productId: number; colorId: number; originId: number }, n: number) {
  const phone = String(3300000000 + ((n * 104729 + Date.now()) % 699999999));
  return {
    data: {
      firstName: faker.person.firstName(),
      // Two surnames; faker's es_MX ones may be compound ('Mejía de Barrientos'): their first word each.
      lastName: `${faker.person.lastName().split(' ')[0]} ${faker.person.lastName().split(' ')[0]}`,
      leadEmails: [`carga.${n}.${Date.now()}@correo.mx`],
      leadPhones: [phone],
      LeadOriginId: f.originId,
      productId: f.productId,
      colorId: f.colorId,
      AgencyId: f.agencyId,
      buyType: 'retail',
      leadInterests: [{ ProductId: f.productId, ProductColorId: f.colorId, quantity: 1 }],
    },
  };
}

/** Today in Mexico City, 'YYYY-MM-DD'. */
export function mexicoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
