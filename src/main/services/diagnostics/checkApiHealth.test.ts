import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkApiHealth } from './checkApiHealth';

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/ok/health') res.end('{"data":{"status":"ok"}}');
    else if (req.url === '/down/health') res.writeHead(503).end();
    // /slow/health never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('checkApiHealth', () => {
  it('answers reachable with the round trip in ms', async () => {
    const health = await checkApiHealth(`${base}/ok/`);
    expect(health.reachable).toBe(true);
    expect(health.ms).toBeGreaterThanOrEqual(0);
  });

  it('says why not: an error status, no answer in time, nothing listening', async () => {
    expect(await checkApiHealth(`${base}/down`)).toMatchObject({ reachable: false, error: 'HTTP 503' });
    expect(await checkApiHealth(`${base}/slow`, { timeoutMs: 200 })).toEqual({ reachable: false, ms: null, error: 'Sin respuesta en 0.2 s' });
    expect(await checkApiHealth('http://127.0.0.1:1/api')).toMatchObject({ reachable: false, ms: null });
  });
});
