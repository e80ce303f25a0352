import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { NOT_READY } from '../../src/server/lib/healthRoutes';
import { createTestApp, type TestApp } from './testApp';

/**
 * What a load balancer asks (lib/healthRoutes.ts) and what a rolling restart needs (server.ts): live,
 * ready (not draining, the database answering, this build's migrations applied), and a SIGTERM that
 * turns not-ready at once, finishes the request in flight and exits 0. PGlite and PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/health, /api/health/live, /api/health/ready', () => {
  it('answer 200 on a running replica, without a session', async () => {
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ data: { status: 'ok' } });
    }
  });

  it('ready answers 503 with the reason while draining; live still 200', async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ data: { status: 'not-ready', reason: NOT_READY.draining } });
      expect(ready.headers['cache-control']).toBe('no-store');
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('ready answers 503 when the database lacks a migration of this build', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-migrations-'));
    fs.mkdirSync(path.join(folder, 'meta'));
    // A migration newer than any the database has.
    fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ entries: [{ when: Date.now() + 86_400_000 }] }));
    const app = await buildApp({ config: t.config, database: { ...t.database, migrationsFolder: folder } });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data.reason).toBe(NOT_READY.migrations);
    } finally {
      await app.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('SIGTERM', () => {
  it('turns not-ready at once, finishes the request in flight, then exits 0', async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-health-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG: 'false', DRAIN_DELAY_MS: '1500', RUN_JOBS: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (c) => (output += c));
    child.stderr!.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 120_000;
      while (!output.includes('CRM Ventas escuchando')) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);

      // A request in flight: its body is only half sent when the signal arrives.
      const body = JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'crm-desktop', AuthParameters: { USERNAME: 'nadie@demo.mx', PASSWORD: 'x' } });
      const inFlight = new Promise<number>((resolve, reject) => {
        const req = http.request(
          `${base}/cognito`,
          { method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth', 'content-length': Buffer.byteLength(body) } },
          (res) => (res.resume(), res.on('end', () => resolve(res.statusCode ?? 0))),
        );
        req.on('error', reject);
        req.write(body.slice(0, 20));
        // Ends after the drain delay, while the listener is already closing.
        setTimeout(() => req.end(body.slice(20)), 2500);
      });
      await new Promise((r) => setTimeout(r, 200));
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { data: { reason: string } }).data.reason).toBe(NOT_READY.draining);
      // The request sent before the signal is answered (the sign-in refused: a real answer, not a reset).
      expect([400, 401]).toContain(await inFlight);
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
