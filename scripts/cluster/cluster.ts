import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startLocalS3, type LocalS3 } from '../../tests/s3Server';

/**
 * A dealer group's deployment on loopback (docs/deployment.md, "A cluster on one machine"): N API
 * replicas on one PostgreSQL database of their own, HAProxy in front with health checks on
 * /api/health/ready, Redis for the shared public rate limit (when one answers at REDIS_URL, default 127.0.0.1:6379) and an
 * S3-compatible store (tests/s3Server.ts). Used by `npm run cluster` and tests/api/cluster.test.ts.
 */
export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
export const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
/** HAProxy's check every 500 ms, out after 2 failures: a draining replica leaves within ~1 s. */
const CHECK_INTER_MS = 500;
const DRAIN_DELAY_MS = 1500;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 1500 });
    socket.on('connect', () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** Why the cluster cannot run here, or undefined. */
export async function clusterSkipReason(serverUrl: string): Promise<string | undefined> {
  if (!fs.existsSync(HAPROXY)) return `HAProxy is not installed (${HAPROXY}; apt-get install -y haproxy)`;
  if (!(await reachable(serverUrl))) return `no PostgreSQL server reachable at ${new URL(serverUrl).host}`;
  return undefined;
}

/** The Redis the replicas share for the public rate limit, or why there is none (a new machine may have no Redis). */
async function sharedRedis(url: string): Promise<string | { why: string }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { why: `REDIS_URL is not a URL (${url})` };
  }
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: parsed.hostname, port: Number(parsed.port || 6379), timeout: 1000 });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
  return reachable ? url : { why: `no Redis answers at ${parsed.host}` };
}

export interface Replica {
  name: string;
  port: number;
  child?: ChildProcess;
  output: string;
  /** Resolves with the exit code of the current process. */
  exited?: Promise<number | null>;
}

export interface ClusterOptions {
  replicas: number;
  /** A PostgreSQL server; the cluster creates (and drops) a database of its own on it. */
  serverUrl?: string;
  /** An existing database to run on instead (a bench's seeded network): neither created nor dropped. */
  databaseUrl?: string;
  /** The replicas run this bundle (out/server/server.js) instead of the sources through tsx. */
  serverJs?: string;
  /** Prepares the new database before the replicas start (migrate, seed). */
  prepare?: (databaseUrl: string) => Promise<void>;
  /** The balancer's port (a free one by default). */
  port?: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface Cluster {
  url: string;
  databaseUrl: string;
  replicas: Replica[];
  redis: string | undefined;
  metricsToken: string;
  start(replica: Replica): Promise<void>;
  kill(replica: Replica, signal: NodeJS.Signals): Promise<number | null>;
  ready(replica: Replica, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

function haproxyConfig(port: number, replicas: Replica[]): string {
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout queue 10s
  # A refused connection (a replica killed or restarting) is tried again on another replica: it never
  # reached the API, so this is safe for any method. Other failures reach the client, which retries.
  retries 3
  option redispatch 1
  retry-on conn-failure
frontend api
  bind 127.0.0.1:${port}
  unique-id-format %{+X}o%ci:%cp_%fi:%fp_%Ts_%rt:%pid
  http-request set-header X-Request-Id %[unique-id] unless { req.hdr(x-request-id) -m found }
  # The client's address as HAProxy saw it, never one the client wrote: a forged X-Forwarded-For
  # would otherwise give a caller a fresh rate-limit budget (TRUST_PROXY believes this balancer).
  http-request del-header X-Forwarded-For
  option forwardfor
  default_backend replicas
backend replicas
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter ${CHECK_INTER_MS}ms fastinter ${CHECK_INTER_MS}ms downinter ${CHECK_INTER_MS}ms fall 2 rise 1
${replicas.map((r) => `  server ${r.name} 127.0.0.1:${r.port} check`).join('\n')}
`;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const serverUrl = options.serverUrl ?? process.env.DATABASE_URL ?? LOCAL_PG;
  const dbName = `crm_cluster_${process.pid}_${Date.now().toString(36)}`;
  const ownDatabase = !options.databaseUrl;
  if (ownDatabase) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
  }
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = options.databaseUrl ?? dbUrl.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-cluster-'));
  let s3: LocalS3 | undefined;
  let haproxy: ChildProcess | undefined;
  const replicas: Replica[] = [];
  const stopping = { now: false };

  const stop = async () => {
    stopping.now = true;
    await Promise.all(replicas.map((r) => (r.child && r.child.exitCode === null ? kill(r, 'SIGKILL') : undefined)));
    if (haproxy && haproxy.exitCode === null) {
      haproxy.kill('SIGKILL');
      await new Promise((resolve) => haproxy!.once('exit', resolve));
    }
    await s3?.close();
    if (ownDatabase) {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const kill = async (replica: Replica, signal: NodeJS.Signals) => {
    const child = replica.child;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    child.kill(signal);
    return replica.exited!;
  };

  try {
    await options.prepare?.(databaseUrl);
    log('cluster: database prepared');
    s3 = await startLocalS3();
    const port = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const redis = await sharedRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    if (typeof redis !== 'string') log(`cluster: the public rate limit is counted per replica: ${redis.why}`);
    const metricsToken = `cluster-${process.pid}`;
    for (let i = 0; i < options.replicas; i++) replicas.push({ name: `r${i + 1}`, port: await freePort(), output: '' });
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      RUN_JOBS: 'true',
      PUBLIC_URL: url,
      TRUST_PROXY: '127.0.0.1',
      DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
      SHUTDOWN_TIMEOUT_MS: '10000',
      DB_POOL_MAX: '6',
      METRICS_TOKEN: metricsToken,
      LOG: 'false',
      HOST: '127.0.0.1',
      ...(typeof redis === 'string' ? { REDIS_URL: redis, REDIS_KEY_PREFIX: `crm-cluster-${process.pid}-${Date.now()}-` } : { REDIS_URL: '' }),
      ...s3.env('cluster'),
      ...options.env,
    };

    const start = async (replica: Replica) => {
      const child = spawn(process.execPath, options.serverJs ? [options.serverJs] : ['--import', 'tsx', 'src/server/server.ts'], {
        cwd: ROOT,
        env: { ...process.env, ...env, PORT: String(replica.port), DATA_DIR: path.join(dataDir, replica.name) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      replica.child = child;
      replica.output = '';
      child.stdout!.on('data', (c) => (replica.output += c));
      child.stderr!.on('data', (c) => (replica.output += c));
      replica.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
      log(`cluster: ${replica.name} starting on :${replica.port} (pid ${child.pid})`);
    };
    const ready = async (replica: Replica, timeoutMs = 120_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (replica.child?.exitCode !== null) throw new Error(`${replica.name} exited: ${replica.output}`);
        const ok = await fetch(`http://127.0.0.1:${replica.port}/api/health/ready`).then(
          (r) => r.status === 200,
          () => false,
        );
        // Ready for HAProxy too: its next check (≤ 500 ms) takes it in.
        if (ok) return void (await new Promise((r) => setTimeout(r, CHECK_INTER_MS + 100)));
        if (Date.now() > deadline) throw new Error(`${replica.name} did not get ready: ${replica.output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    await Promise.all(replicas.map(start));
    await Promise.all(replicas.map((r) => ready(r)));
    log('cluster: replicas ready');
    const cfg = path.join(dataDir, 'haproxy.cfg');
    fs.writeFileSync(cfg, haproxyConfig(port, replicas));
    const check = spawnSync(HAPROXY, ['-c', '-f', cfg], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy config refused: ${check.stdout}${check.stderr}`);
    haproxy = spawn(HAPROXY, ['-W', '-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
    let haproxyOut = '';
    haproxy.stdout!.on('data', (c) => (haproxyOut += c));
    haproxy.stderr!.on('data', (c) => (haproxyOut += c));
    const deadline = Date.now() + 10_000;
    while (!(await fetch(`${url}/api/health/ready`).then((r) => r.ok, () => false))) {
      if (haproxy.exitCode !== null || Date.now() > deadline) throw new Error(`haproxy did not start: ${haproxyOut}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    log(`cluster: HAProxy on ${url} → ${replicas.map((r) => `${r.name} :${r.port}`).join(', ')}`);
    return { url, databaseUrl, replicas, redis: typeof redis === 'string' ? redis : undefined, metricsToken, start, kill, ready, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
