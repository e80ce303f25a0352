import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCKED_EXIT, LOCK_FILE } from '../../src/server/db/dataDirLock';

/**
 * Two real server processes on one PGlite directory, as a desktop app and an `npm run web` would be.
 * PGlite-only: the PostgreSQL run of the suite has nothing embedded to lock.
 */
const embedded = !process.env.DATABASE_URL;

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startServer(dataDir: string, port: number): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG: 'false', RUN_JOBS: 'false', SEED_LEADS_PER_AGENCY: '3' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function listening(server: Server): Promise<void> {
  const deadline = Date.now() + 100_000;
  while (!server.output().includes('CRM Ventas escuchando')) {
    if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start: ${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function get(port: number, route: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${route}`);
}

/** Every file under the directory with its size and content stamp: what "changes nothing" compares. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of fs.readdirSync(d)) {
      const file = path.join(d, name);
      const stat = fs.statSync(file);
      if (stat.isDirectory()) walk(file);
      else out[path.relative(dir, file)] = `${stat.size}:${stat.mtimeMs}`;
    }
  };
  walk(dir);
  return out;
}

describe.runIf(embedded)('the embedded database is opened by one process at a time', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-datadir-'));
  const running: Server[] = [];
  let first: Server;
  let firstPort: number;

  beforeAll(async () => {
    firstPort = await freePort();
    first = startServer(dataDir, firstPort);
    running.push(first);
    await listening(first);
  }, 120_000);

  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(running.map((s) => s.exited));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second server on the same DATA_DIR refuses with a clear message and changes nothing', async () => {
    const before = snapshot(dataDir);
    const secondPort = await freePort();
    const second = startServer(dataDir, secondPort);
    running.push(second);
    expect(await second.exited).toBe(DATA_DIR_LOCKED_EXIT);
    expect(second.output()).toContain(`La carpeta de datos ${dataDir} ya está abierta por otro proceso de CRM Ventas (pid ${first.child.pid})`);
    expect(second.output()).toContain('use otro DATA_DIR');
    expect(second.output()).not.toContain('escuchando');
    await expect(get(secondPort, '/api/health')).rejects.toThrow();
    expect(snapshot(dataDir)).toEqual(before);
    expect((await get(firstPort, '/api/health')).status).toBe(200);
  }, 120_000);

  it('after the first is killed hard, the next start takes the directory over and finds the data', async () => {
    const users = await (await get(firstPort, '/api/health')).status;
    expect(users).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const port = await freePort();
    const next = startServer(dataDir, port);
    running.push(next);
    await listening(next);
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'));
    expect(lock.pid).toBe(next.child.pid);
    // The demo data written by the first process is still there: sign-in works with a demo account.
    const signIn = await fetch(`http://127.0.0.1:${port}/cognito`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'crm-desktop', AuthParameters: { USERNAME: 'manager@demo.mx', PASSWORD: 'Demo2026!' } }),
    });
    expect(signIn.status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});
