import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { DEMO_PASSWORD } from '../../src/server/db/demoCatalog';
import { seedDemo } from '../../src/server/seed/seed';
import { fileStoreFor } from '../../src/server/lib/fileStore';
import { startLocalS3, type LocalS3 } from '../s3Server';

/**
 * Two API replicas (two real server processes) on one PostgreSQL database and one S3-compatible
 * file store (s3rver), as a dealer network runs them behind a load balancer (README "Several
 * replicas"): a file uploaded through one is served by the other under the same authorisation, the
 * scheduled notifications are created once, and with REDIS_URL the public rate limit is one count.
 *
 * It needs a PostgreSQL server: DATABASE_URL's, else the local one (127.0.0.1:5432). scripts/testApi.mjs
 * runs it in its PostgreSQL pass only (API_TESTS_PG_PASS_FOLLOWS on the PGlite pass); run alone with
 * no server reachable it is skipped, and says why.
 */
const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 1500 });
    socket.on('connect', () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

async function serverUrlOrSkipReason(): Promise<{ url?: string; reason?: string }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  if (process.env.API_TESTS_PG_PASS_FOLLOWS) return { reason: 'runs in the PostgreSQL pass of this suite' };
  return (await reachable(LOCAL_PG)) ? { url: LOCAL_PG } : { reason: `no PostgreSQL server reachable (DATABASE_URL unset, ${new URL(LOCAL_PG).host} refused)` };
}

async function ioredisInstalled(): Promise<boolean> {
  const name = 'ioredis';
  return import(name).then(
    () => true,
    () => false,
  );
}

const target = await serverUrlOrSkipReason();
if (target.reason) console.warn(`replicas.test.ts skipped: ${target.reason}`);
const redisUrl = process.env.REDIS_URL;
const redisReason = !redisUrl ? 'REDIS_URL is not set' : !(await ioredisInstalled()) ? 'REDIS_URL is set but the ioredis package is not installed' : undefined;
if (target.url && redisReason) console.warn(`replicas.test.ts: the shared rate-limit check is skipped: ${redisReason}`);

interface Replica {
  port: number;
  child: ChildProcess;
  dataDir: string;
  output: () => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startReplica(env: Record<string, string>): Promise<Replica> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-replica-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { port, child, dataDir, output: () => output };
}

async function listening(replica: Replica): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (!replica.output().includes('CRM Ventas escuchando')) {
    if (replica.child.exitCode !== null) throw new Error(`a replica exited: ${replica.output()}`);
    if (Date.now() > deadline) throw new Error(`a replica did not start: ${replica.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7, 42]);

describe.skipIf(!target.url)('two API replicas on one PostgreSQL and one S3 file store', () => {
  let s3: LocalS3;
  let admin: pg.Client;
  let dbName: string;
  let databaseUrl: string;
  let replicas: Replica[] = [];
  let a: Replica;
  let b: Replica;
  let adviserLead: number;
  let futureLead: number;
  let agencyId: number;
  const forwardedFor = `10.${(process.pid % 200) + 1}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const env = (over: Record<string, string>) => ({
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    RUN_JOBS: 'true',
    // Both answer for the one public origin a load balancer gives them: the tokens' issuer.
    PUBLIC_URL: 'http://crm.replicas.test',
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_RATE_LIMIT: '4',
    REDIS_URL: redisReason ? '' : redisUrl!,
    ...s3.env('replicas'),
    ...over,
  });

  beforeAll(async () => {
    const serverUrl = target.url!;
    dbName = `crm_replicas_${process.pid}_${Date.now().toString(36)}`;
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();

    // The database as the first replica would leave it: migrated and seeded (small).
    const database = await openDatabase({ databaseUrl, dataDir: ':memory:' });
    await seedDemo(database.db, { leadsPerAgency: 6 });
    const rows = async <T,>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
    const [adviser] = await rows<{ id: number; agency_id: number }>(
      sql`select u.id, ua.agency_id from users u join user_agencies ua on ua.user_id = u.id where u.email = 'adviser-floor@demo.mx' order by ua.agency_id limit 1`,
    );
    agencyId = adviser!.agency_id;
    const leads = await rows<{ id: number }>(sql`select id from leads where agency_id = ${agencyId} and merged_into_id is null order by id limit 2`);
    adviserLead = leads[0]!.id;
    futureLead = leads[1]!.id;
    await database.db.execute(sql`update leads set user_id = ${adviser!.id}, phase = 'seguimiento' where id = ${adviserLead}`);
    // Due now: the notification job of whichever replica runs first creates FUTURE_LEAD_NOW for it.
    await database.db.execute(
      sql`update leads set user_id = ${adviser!.id}, phase = 'futura-venta', reactivation_date = now() - interval '1 hour' where id = ${futureLead}`,
    );
    await database.db.execute(sql`delete from notifications where lead_id = ${futureLead}`);
    await database.close();

    s3 = await startLocalS3();
    // Started together: both run the notification job as they come up.
    replicas = [await startReplica(env({})), await startReplica(env({}))];
    [a, b] = replicas as [Replica, Replica];
    await Promise.all(replicas.map(listening));
  });

  afterAll(async () => {
    for (const r of replicas) {
      r.child.kill('SIGTERM');
      await new Promise((resolve) => (r.child.exitCode !== null ? resolve(null) : r.child.once('exit', resolve)));
      fs.rmSync(r.dataDir, { recursive: true, force: true });
    }
    await s3?.close();
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  });

  const call = (replica: Replica, route: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${replica.port}${route}`, init);
  const tokens = new Map<string, string>();
  async function signIn(replica: Replica, email: string): Promise<string> {
    const cached = tokens.get(email);
    if (cached) return cached;
    const res = await call(replica, '/cognito', {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'crm-desktop', AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD } }),
    });
    const body = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
    if (!body.AuthenticationResult) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`);
    tokens.set(email, body.AuthenticationResult.IdToken);
    return body.AuthenticationResult.IdToken;
  }
  const as = async (replica: Replica, email: string) => ({ authorization: `Bearer ${await signIn(replica, email)}`, agencyid: String(agencyId) });

  it('serves through one replica the file uploaded through the other, with the same authorisation', async () => {
    const created = await call(a, '/api/lead/TestDriveAppointment', {
      method: 'POST',
      headers: { ...(await as(a, 'adviser-floor@demo.mx')), 'content-type': 'application/json' },
      body: JSON.stringify({
        data: { LeadId: adviserLead, type: 'cita', date: new Date(Date.now() - 3_600_000).toISOString(), comments: 'Sin cita', AgencyId: agencyId, realizada_hoy: true, evidence: `data:image/png;base64,${PNG.toString('base64')}` },
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const appointment = ((await created.json()) as { data: { id: number } }).data;
    const evidence = `/api/lead/TestDriveAppointment/${appointment.id}/evidence`;

    // Signed in on A, served by B: one signing key and one issuer for every replica.
    const served = await call(b, evidence, { headers: await as(b, 'adviser-floor@demo.mx') });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    expect((await call(b, evidence)).status).toBe(401);
    expect([403, 404]).toContain((await call(b, evidence, { headers: await as(b, 'adviser-digital@demo.mx') })).status);
    expect((await call(b, evidence, { headers: await as(b, 'hr@demo.mx') })).status).toBe(403);

    // The bytes are in the bucket, not in either replica's folder.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ path: string }>(
      'select f.path from files f join appointments a on a.evidence_file_id = f.id where a.id = $1',
      [appointment.id],
    );
    await client.end();
    const bucket = fileStoreFor(configFromEnv({ DATA_DIR: a.dataDir, ...s3.env('replicas') }));
    expect(await bucket.get(rows[0]!.path)).toEqual(PNG);
    for (const r of replicas) expect(fs.existsSync(path.join(r.dataDir, 'files'))).toBe(false);
  });

  it('creates a scheduled notification once although both replicas run the job', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const count = async () =>
        Number((await client.query<{ n: string }>("select count(*) n from notifications where lead_id = $1 and type = 'FUTURE_LEAD_NOW'", [futureLead])).rows[0]!.n);
      const deadline = Date.now() + 60_000;
      while ((await count()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      // Both replicas ran their first pass once quiet after start (the one without the lock skipped); a second pass of each changes nothing.
      await new Promise((r) => setTimeout(r, 1500));
      expect(await count()).toBe(1);
    } finally {
      await client.end();
    }
  });

  it.skipIf(redisReason !== undefined)('counts the public rate limit once for both replicas (REDIS_URL)', async () => {
    // One client address (as the proxy forwards it) shares PUBLIC_RATE_LIMIT=4 a minute across replicas.
    const headers = { 'x-forwarded-for': forwardedFor };
    const statuses: number[] = [];
    for (const replica of [a, b, a, b, a, b]) statuses.push((await call(replica, '/api/public/jobs', { headers })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
