import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiLog, urlWithoutQueryValues } from './apiLog';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-api-log-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('openApiLog', () => {
  it("is Fastify's logger: requests and errors in logs/api, without query values, headers or contact data", async () => {
    const log = openApiLog(dir);
    const app = Fastify({ loggerInstance: log.logger });
    app.get('/api/lead/', async () => {
      throw new Error('No se encontró el lead de maria@example.com (55 1234 5678)');
    });
    const response = await app.inject({ url: '/api/lead/?search=Maria%20Lopez&token=abc', headers: { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' } });
    expect(response.statusCode).toBe(500);
    await app.close();
    await log.close();
    const text = fs.readFileSync(path.join(dir, 'api', 'api.1.log'), 'utf8');
    expect(text).toContain('"url":"/api/lead/?search=…&token=…"');
    expect(text).toContain('No se encontró el lead de [correo] ([teléfono])');
    for (const secret of ['Maria', 'abc', 'eyJ', 'maria@', '1234 5678']) expect(text).not.toContain(secret);
  });

  it('keeps a URL without a query as it is', () => {
    expect(urlWithoutQueryValues('/api/health')).toBe('/api/health');
    expect(urlWithoutQueryValues('/api/x?a=1&b')).toBe('/api/x?a=…&b=…');
  });
});
