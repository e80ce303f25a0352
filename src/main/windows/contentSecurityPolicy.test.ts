import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../../shared/bridge';
import { apiOriginsOf, buildCsp, installCsp, type WebRequestLike } from './contentSecurityPolicy';

const remote: RuntimeConfig = {
  environment: 'prod',
  version: '1.4.0',
  api: {
    main: 'https://api.crm-ventas.mx/api',
    reporting: 'https://reportes.crm-ventas.mx/api',
    notification: 'https://api.crm-ventas.mx/notification',
    inventory: 'https://inventario.example.com/v1',
    ecommerce: 'https://tienda-api.example.com/ecommerce',
    inventoryApiKey: 'k',
  },
  cognito: { region: 'us-east-2', userPoolId: 'us-east-2_x', userPoolClientId: 'c' },
};

describe('content security policy', () => {
  it('allows only own scripts, inline styles for antd, and calls and images only to the configured bases', () => {
    const csp = buildCsp(apiOriginsOf(remote));
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.crm-ventas.mx',
      'https://reportes.crm-ventas.mx',
      'https://inventario.example.com',
      'https://tienda-api.example.com',
      'https://cognito-idp.us-east-2.amazonaws.com',
    ]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://api.crm-ventas.mx',
      'https://reportes.crm-ventas.mx',
      'https://inventario.example.com',
      'https://tienda-api.example.com',
      'https://cognito-idp.us-east-2.amazonaws.com',
    ]);
    expect(csp).not.toContain('unsafe-eval');
    // The document viewer: pdf.js's bundled worker, no frames at all (it draws PDFs itself).
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['frame-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    // Nothing broader: no wildcard source, no scheme-wide source but data:/blob: for images.
    for (const [name, sources] of Object.entries(directives) as [string, string[]][]) {
      for (const source of sources) expect(source, name).not.toMatch(/\*|^https?:$/);
    }
    expect(directives['default-src']).toEqual(["'self'"]);
    // A remote build reaches no loopback port and no arbitrary https image host.
    expect(csp).not.toContain('127.0.0.1');
    expect(directives['img-src']).not.toContain('https:');
  });

  it('a local build reaches exactly its embedded API, no other loopback port', () => {
    const local: RuntimeConfig = {
      ...remote,
      environment: 'local',
      api: { main: 'http://127.0.0.1:4123/api', reporting: 'http://127.0.0.1:4123/api', notification: 'http://127.0.0.1:4123/api', inventory: 'http://127.0.0.1:4123/inventory', ecommerce: 'http://127.0.0.1:4123/ecommerce-api', inventoryApiKey: '' },
      cognito: { ...remote.cognito, userPoolEndpoint: 'http://127.0.0.1:4123/cognito' },
    };
    const connect = buildCsp(apiOriginsOf(local)).split('; ').find((d) => d.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self' http://127.0.0.1:4123");
  });

  it('replaces any CSP on app:// responses and leaves other responses alone', () => {
    let listener: Parameters<WebRequestLike['onHeadersReceived']>[1] | undefined;
    installCsp({ onHeadersReceived: (_filter, l) => (listener = l) }, "default-src 'self'");
    const callback = vi.fn();
    listener!({ url: 'app://crm/', responseHeaders: { 'content-security-policy': ['*'], 'Content-Type': ['text/html'] } }, callback);
    expect(callback).toHaveBeenCalledWith({ responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': ["default-src 'self'"] } });
    listener!({ url: 'app://other/', responseHeaders: { a: ['b'] } }, callback);
    expect(callback).toHaveBeenLastCalledWith({ responseHeaders: { a: ['b'] } });
  });
});
