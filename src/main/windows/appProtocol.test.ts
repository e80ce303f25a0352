import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { handleAppProtocol, resolveAppPath, type ProtocolLike } from './appProtocol';

const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-app-'));
const root = path.join(parent, 'renderer');
fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1)');
fs.writeFileSync(path.join(parent, 'secret.txt'), 'do not serve');
// What `vite build` writes beside each asset (vite-plugin-compression2): twins for the web server only.
fs.writeFileSync(path.join(root, 'assets', 'app.js.br'), 'BROTLI');
fs.writeFileSync(path.join(root, 'assets', 'app.js.gz'), 'GZIP');
fs.writeFileSync(path.join(root, 'assets', 'index.css'), '.a{color:red}');
fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

describe('app:// protocol', () => {
  it('serves assets and index.html for client-side routes', () => {
    expect(resolveAppPath(root, 'app://crm/assets/app.js')).toBe(path.join(root, 'assets', 'app.js'));
    expect(resolveAppPath(root, 'app://crm/')).toBe(path.join(root, 'index.html'));
    expect(resolveAppPath(root, 'app://crm/sells/leads/42')).toBe(path.join(root, 'index.html'));
    expect(resolveAppPath(root, 'app://crm/lista-espera-citas/1?x=1')).toBe(path.join(root, 'index.html'));
  });

  it('serves the public jobs board its own page, on load and on reload with its filters', () => {
    for (const url of ['app://crm/empleos', 'app://crm/empleos/', 'app://crm/empleos?ubicacion=CDMX&area=Ventas']) {
      expect(resolveAppPath(root, url), url).toBe(path.join(root, 'empleos.html'));
    }
    expect(resolveAppPath(root, 'app://crm/empleos/otra')).toBe(path.join(root, 'index.html'));
  });

  it("does not serve the build's own records", () => {
    expect(resolveAppPath(root, 'app://crm/.vite/manifest.json')).toBeNull();
    expect(resolveAppPath(root, 'app://crm/assets/%2evite/x.js')).toBeNull();
  });

  it.each([
    'app://crm/../secret.txt',
    'app://crm/%2e%2e/secret.txt',
    'app://crm/..%2fsecret.txt',
    'app://crm/assets/..%2f..%2fsecret.txt',
    'app://crm/..%5csecret.txt',
    'app://crm/%00.js',
    'app://evil/assets/app.js',
    'app://crm.evil/assets/app.js',
    'file:///etc/passwd',
    'app://crm/%E0%A4%A',
  ])('never serves %s from outside the renderer folder', (url) => {
    const file = resolveAppPath(root, url);
    if (file !== null) expect(path.relative(root, file).startsWith('..')).toBe(false);
    expect(file === null || file.startsWith(root)).toBe(true);
  });

  it('answers with the CSP and a content type, 404 outside', async () => {
    let handler: Parameters<ProtocolLike['handle']>[1] | undefined;
    handleAppProtocol({ handle: (_scheme, h) => (handler = h) }, root, () => "script-src 'self'");
    const page = await handler!({ url: 'app://crm/sells/leads', method: 'GET' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('id="root"');
    const js = await handler!({ url: 'app://crm/assets/app.js', method: 'GET' });
    expect(js.headers.get('content-type')).toContain('javascript');
    expect((await handler!({ url: 'app://crm/assets/missing.js', method: 'GET' })).status).toBe(404);
    expect((await handler!({ url: 'app://other/index.html', method: 'GET' })).status).toBe(404);
    expect((await handler!({ url: 'app://crm/', method: 'POST' })).status).toBe(405);
  });

  it('serves the build as it is: each asset with its type, never its .br / .gz twin', async () => {
    let handler: Parameters<ProtocolLike['handle']>[1] | undefined;
    handleAppProtocol({ handle: (_scheme, h) => (handler = h) }, root, () => "script-src 'self'");
    const js = await handler!({ url: 'app://crm/assets/app.js', method: 'GET' });
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('content-encoding')).toBeNull();
    expect(await js.text()).toBe('console.log(1)');
    const css = await handler!({ url: 'app://crm/assets/index.css', method: 'GET' });
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const svg = await handler!({ url: 'app://crm/favicon.svg', method: 'GET' });
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
    // A twin asked for by name is a file like any other, not a page.
    const twin = await handler!({ url: 'app://crm/assets/app.js.br', method: 'GET' });
    expect(twin.headers.get('content-type')).toBe('application/octet-stream');
  });
});
