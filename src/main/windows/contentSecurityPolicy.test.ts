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
    inventoryApiKey: 'k',
  },
  cognito: { region: 'us-east-2', userPoolId: 'us-east-2_x', userPoolClientId: 'c' },
};

describe('content security policy', () => {
  it('allows only own scripts, inline styles for antd, and calls to the loopback API and configured bases', () => {
    const csp = buildCsp(apiOriginsOf(remote));
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https:']);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:*',
      'https://api.crm-ventas.mx',
      'https://reportes.crm-ventas.mx',
      'https://inventario.example.com',
      'https://cognito-idp.us-east-2.amazonaws.com',
    ]);
    expect(csp).not.toContain('unsafe-eval');
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
