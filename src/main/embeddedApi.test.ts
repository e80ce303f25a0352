import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedServerConfig, freePort, startEmbeddedApi, type EmbeddedApi } from './embeddedApi';

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

  it('takes another port when the preferred one is busy', async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const taken = (busy.address() as net.AddressInfo).port;
    const port = await freePort(taken);
    busy.close();
    expect(port).not.toBe(taken);
    expect(port).toBeGreaterThan(0);
  });

  it(
    'starts on PGlite in the data folder with the migrations it is given, and answers on the actual port',
    async () => {
      api = await startEmbeddedApi({ dataDir: path.join(dataDir, 'data'), migrationsFolder: path.resolve('src/server/db/migrations') });
      expect(api.port).toBeGreaterThan(0);
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
});
