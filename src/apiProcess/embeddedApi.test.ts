import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { embeddedServerConfig, listenOnLoopback, startEmbeddedApi, type EmbeddedApi } from './embeddedApi';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-embedded-'));
let api: EmbeddedApi | undefined;
afterAll(async () => {
  await api?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded API (local mode)', () => {
  it('listens on loopback only and allows the app://crm origin', () => {
    const config = embeddedServerConfig(4567, '/data');
    expect(config).toMatchObject({ host: '127.0.0.1', port: 4567, publicUrl: 'http://127.0.0.1:4567', corsOrigins: ['app://crm'], environment: 'local', dataDir: '/data' });
  });

  it('takes another port when the preferred one is busy, and holds it', async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const taken = (busy.address() as net.AddressInfo).port;
    const server = http.createServer();
    try {
      const port = await listenOnLoopback(server, taken);
      expect(port).not.toBe(taken);
      expect(port).toBeGreaterThan(0);
      expect(server.listening).toBe(true);
    } finally {
      busy.close();
      server.close();
    }
  });

  it(
    'starts on PGlite in the data folder with the migrations it is given, and answers on the actual port',
    async () => {
      api = await startEmbeddedApi({ dataDir: path.join(dataDir, 'data'), migrationsFolder: path.resolve('src/server/db/migrations') });
      expect(api.port).toBeGreaterThan(0);
      // Asked before the API is ready (the window opens at once): the request waits and is answered.
      let readyAt = 0;
      void api.ready.then(() => (readyAt = performance.now()));
      const early = await fetch(`http://127.0.0.1:${api.port}/api/health`);
      expect(early.status).toBe(200);
      expect(readyAt).toBeGreaterThan(0);
      await api.ready;
      expect(api.runtimeConfig.api.main).toBe(`http://127.0.0.1:${api.port}/api`);
      expect(api.runtimeConfig.cognito.userPoolEndpoint).toBe(`http://127.0.0.1:${api.port}/cognito`);
      const health = await fetch(`http://127.0.0.1:${api.port}/api/health`, { headers: { Origin: 'app://crm' } });
      expect(health.status).toBe(200);
      expect(health.headers.get('access-control-allow-origin')).toBe('app://crm');
      const foreign = await fetch(`http://127.0.0.1:${api.port}/api/health`, { headers: { Origin: 'https://evil.example' } });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      expect(fs.readdirSync(path.join(dataDir, 'data')).length).toBeGreaterThan(0);
    },
    180_000,
  );

  it('rejects `ready` when the database cannot open, and answers 503 to what waited', async () => {
    const notAFolder = path.join(dataDir, 'a-file');
    fs.writeFileSync(notAFolder, '');
    const broken = await startEmbeddedApi({ dataDir: notAFolder, migrationsFolder: path.resolve('src/server/db/migrations') });
    const answer = fetch(`http://127.0.0.1:${broken.port}/api/health`);
    await expect(broken.ready).rejects.toThrow();
    expect((await answer).status).toBe(503);
    await broken.close();
  }, 60_000);
});
