import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installClientVersionCheck } from '../../src/server/lib/clientVersionCheck';
import { configFromEnv } from '../../src/server/config';
import { DEMO_ADF_KEY } from '../../src/server/features/leadsIo/adf/adfKeys';
import { createTestApp, type TestApp } from './testApp';

/** MIN_CLIENT_VERSION: an older client is refused with 426, a Spanish message and X-CRM-Min-Version. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5, config: { minClientVersion: '1.4.0', corsOrigins: ['app://crm'] } });
});
afterAll(() => t.close());

describe('minimum client version', () => {
  it('refuses a client older than MIN_CLIENT_VERSION with 426, the reason in Spanish and the minimum in a header the renderer may read', async () => {
    const res = await t.api('coordinator@demo.mx', { method: 'GET', url: '/api/lead/?limit=1', headers: { 'x-crm-client-version': '1.3.0', origin: 'app://crm' } });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toEqual({
      data: 'Esta versión de CRM Ventas (1.3.0) ya no es compatible. Actualice a la versión 1.4.0 o posterior.',
      message: 'Esta versión de CRM Ventas (1.3.0) ya no es compatible. Actualice a la versión 1.4.0 o posterior.',
    });
    expect(res.headers['x-crm-min-version']).toBe('1.4.0');
    expect(res.headers['access-control-allow-origin']).toBe('app://crm');
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/X-CRM-Min-Version/i);
  });

  it('a pre-release of the minimum is older than it; the minimum itself and newer versions pass', async () => {
    const as = (version: string) => t.api('coordinator@demo.mx', { method: 'GET', url: '/api/lead/?limit=1', headers: { 'x-crm-client-version': version } });
    expect((await as('1.4.0-beta.2')).statusCode).toBe(426);
    expect((await as('0.9.9')).statusCode).toBe(426);
    expect((await as('1.4.0')).statusCode).toBe(200);
    expect((await as('1.4.1')).statusCode).toBe(200);
    expect((await as('2.0.0')).statusCode).toBe(200);
  });

  it('refuses before the caller is even asked for a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lead/?limit=1', headers: { 'x-crm-client-version': '1.0.0' } });
    expect(res.statusCode).toBe(426);
  });

  it('never refuses what does not say a version: the client without the header, health, the user pool, the public calls, the ADF intake', async () => {
    expect((await t.api('coordinator@demo.mx', { method: 'GET', url: '/api/lead/?limit=1' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await t.signIn('coordinator@demo.mx')).toMatch(/^eyJ/);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/vacancies' })).statusCode).not.toBe(426);
    const adf = await t.app.inject({ method: 'POST', url: '/api/public/adf/1', headers: { 'content-type': 'application/xml', authorization: `Bearer ${DEMO_ADF_KEY}` }, payload: '<adf></adf>' });
    expect(adf.statusCode).not.toBe(426);
    // An unreadable version is not judged.
    expect((await t.api('coordinator@demo.mx', { method: 'GET', url: '/api/lead/?limit=1', headers: { 'x-crm-client-version': 'viejo' } })).statusCode).toBe(200);
  });

  it('a CORS preflight for the header is answered, not refused', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/lead/', headers: { origin: 'app://crm', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-crm-client-version' } });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/x-crm-client-version/i);
  });

  it('MIN_CLIENT_VERSION is read from the environment; unset means no minimum; a malformed one stops the start', async () => {
    expect(configFromEnv({ MIN_CLIENT_VERSION: '1.4.0' }).minClientVersion).toBe('1.4.0');
    expect(configFromEnv({}).minClientVersion).toBeUndefined();
    expect(() => installClientVersionCheck(Fastify(), 'uno')).toThrow(/MIN_CLIENT_VERSION/);
  });
});
