import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { compressOptions } from './compression';
import { injectRuntimeConfig } from './indexPage';
import { matchesRoute } from './modulePreloads';
import { serveRenderer } from './serveRenderer';
import { IMMUTABLE, REVALIDATE } from './staticCaching';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-web-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>CRM</title><script type="module" crossorigin src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(root, 'empleos.html'), '<!doctype html><html><head><title>Bolsa</title><script type="module" crossorigin src="/assets/app-abc123.js"></script></head><body></body></html>');
fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log("plain")');
fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js.br'), 'BR-BYTES');
fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js.gz'), 'GZ-BYTES');
fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
fs.mkdirSync(path.join(root, '.vite'));
fs.writeFileSync(path.join(root, '.vite/crm-build.json'), '{"target":"web"}');
fs.writeFileSync(
  path.join(root, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', dynamicImports: ['src/login/loginEntry.tsx', 'src/app/appEntry.tsx'] },
    'src/login/loginEntry.tsx': { file: 'assets/loginEntry-1.js', imports: ['_antd.js'] },
    'src/app/appEntry.tsx': { file: 'assets/appEntry-1.js', imports: ['_antd.js', '_router.js'] },
    'src/modules/leads/LeadsListPage.tsx': { file: 'assets/LeadsListPage-1.js', imports: ['src/app/appEntry.tsx', '_antd.js', '_table.js'], css: ['assets/LeadsListPage-1.css'] },
    'src/modules/leads/LeadDetailPage.tsx': { file: 'assets/LeadDetailPage-1.js', imports: ['src/app/appEntry.tsx', '_router.js'] },
    'src/modules/dashboard/DashboardPage.tsx': { file: 'assets/DashboardPage-1.js', imports: ['src/app/appEntry.tsx'], dynamicImports: ['src/modules/dashboard/DashboardCharts.tsx', 'src/modules/dashboard/SomeDialog.tsx'] },
    'src/modules/dashboard/DashboardCharts.tsx': { file: 'assets/DashboardCharts-1.js', imports: ['src/modules/dashboard/DashboardPage.tsx', '_g2.js'] },
    'src/modules/dashboard/SomeDialog.tsx': { file: 'assets/SomeDialog-1.js' },
    '_g2.js': { file: 'assets/g2-1.js' },
    '_table.js': { file: 'assets/table-1.js' },
    '_antd.js': { file: 'assets/antd-1.js' },
    '_router.js': { file: 'assets/router-1.js' },
  }),
);
fs.writeFileSync(
  path.join(root, '.vite/route-screens.json'),
  JSON.stringify([
    { path: '/sells/leads', key: 'src/modules/leads/LeadsListPage.tsx' },
    { path: '/sells/leads/:leadId', key: 'src/modules/leads/LeadDetailPage.tsx' },
    { path: '/sells', key: 'src/modules/dashboard/DashboardPage.tsx', preload: 'src/modules/dashboard/DashboardCharts.tsx' },
  ]),
);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function server(staticDir = root, log: (message: string) => void = () => {}) {
  const config = { ...configFromEnv({ PORT: '4999', HOST: '127.0.0.1' }), staticDir };
  const app = Fastify();
  await app.register(compress, compressOptions);
  const page = await serveRenderer(app, config, log);
  app.get('/api/big', async () => ({ data: 'x'.repeat(5000) }));
  app.get('/api/small', async () => ({ data: 'ok' }));
  app.setNotFoundHandler((request, reply) => (page && !path.extname(request.url) ? page(request, reply) : reply.status(404).send({})));
  return app;
}

describe('serving the built renderer', () => {
  it('serves the brotli or gzip twin of a hashed asset, cached for a year', async () => {
    const app = await server();
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('BR-BYTES');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toContain('accept-encoding');
    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('GZ-BYTES');
    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("plain")');
  });

  it('revalidates the page and unhashed files, and puts the runtime configuration in the page', async () => {
    const app = await server();
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe(REVALIDATE);
    for (const url of ['/', '/sells/leads/42']) {
      const res = await app.inject({ url, headers: { host: '127.0.0.1:4999' } });
      expect(res.statusCode).toBe(200);
      const match = /<script type="application\/json" id="crm-config">(.*?)<\/script>/.exec(res.body);
      expect(JSON.parse(match![1]!)).toMatchObject({ api: { main: 'http://127.0.0.1:4999/api' }, cognito: { userPoolClientId: 'crm-desktop' } });
    }
    expect((await app.inject({ url: '/' })).headers['cache-control']).toBe(REVALIDATE);
    // The raw template (without configuration) is never served.
    expect((await app.inject({ url: '/index.html' })).statusCode).toBe(404);
  });

  it('answers a missing asset, the built page by its file name and the build manifest with 404, and a client route with the page', async () => {
    const app = await server();
    for (const url of ['/assets/gone-123.js', '/index.html', '/.vite/manifest.json', '/%2evite/manifest.json', '/assets/../.vite/manifest.json', '/assets/%2e%2e/.vite/manifest.json']) expect((await app.inject({ url })).statusCode, url).toBe(404);
    const route = await app.inject({ url: '/sells/agenda', headers: { host: '127.0.0.1:4999' } });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('id="crm-config"');
    const head = await app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(head.statusCode).toBe(200);
  });

  it('compresses API answers above 1 KB only', async () => {
    const app = await server();
    const big = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    const small = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('escapes the configuration so no value can close its script element', () => {
    const html = injectRuntimeConfig('<head></head>', { version: '</script><script>alert(1)</script>' } as never);
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });

  it('preloads the chunks of the entry the path starts: the sign-in form on /login, the app elsewhere', async () => {
    const app = await server();
    const preloaded = (html: string) => [...html.matchAll(/rel="modulepreload" crossorigin href="\/(assets\/[^"]+)"/g)].map((m) => m[1]).sort();
    expect(preloaded((await app.inject({ url: '/login?redirect=%2Fsells' })).body)).toEqual(['assets/antd-1.js', 'assets/loginEntry-1.js']);
    expect(preloaded((await app.inject({ url: '/sells/nothing-here' })).body)).toEqual(['assets/antd-1.js', 'assets/appEntry-1.js', 'assets/router-1.js']);
  });

  it("adds the path's screen: its chunk and the imports the app does not already have, and its stylesheet", async () => {
    const app = await server();
    const preloaded = (html: string) => [...html.matchAll(/rel="modulepreload" crossorigin href="\/(assets\/[^"]+)"/g)].map((m) => m[1]).sort();
    const list = (await app.inject({ url: '/sells/leads?x=1' })).body;
    expect(preloaded(list)).toEqual(['assets/LeadsListPage-1.js', 'assets/antd-1.js', 'assets/appEntry-1.js', 'assets/router-1.js', 'assets/table-1.js']);
    expect(list).toContain('<link rel="preload" as="style" crossorigin href="/assets/LeadsListPage-1.css">');
    expect(preloaded((await app.inject({ url: '/sells/leads/42' })).body)).toEqual(['assets/LeadDetailPage-1.js', 'assets/antd-1.js', 'assets/appEntry-1.js', 'assets/router-1.js']);
    expect(preloaded((await app.inject({ url: '/sells/leads/42/x' })).body)).toEqual(['assets/antd-1.js', 'assets/appEntry-1.js', 'assets/router-1.js']);
  });

  it("adds the route's preload chunk after the screen's, not the screen's other lazy parts", async () => {
    const app = await server();
    const html = (await app.inject({ url: '/sells' })).body;
    const order = [...html.matchAll(/rel="modulepreload" crossorigin href="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
    expect([...order].sort()).toEqual(['assets/DashboardCharts-1.js', 'assets/DashboardPage-1.js', 'assets/antd-1.js', 'assets/appEntry-1.js', 'assets/g2-1.js', 'assets/router-1.js']);
    expect(order.indexOf('assets/DashboardCharts-1.js')).toBeGreaterThan(order.indexOf('assets/DashboardPage-1.js'));
  });

  it('matches paths as the app routes them', () => {
    expect(matchesRoute('/sells/leads/:leadId', '/sells/leads/7')).toBe(true);
    expect(matchesRoute('/sells/leads/:leadId', '/sells/leads/7/')).toBe(true);
    expect(matchesRoute('/sells/leads', '/Sells/Leads')).toBe(true);
    expect(matchesRoute('/sells/leads/:leadId', '/sells/leads/')).toBe(false);
    expect(matchesRoute('/sells/leads', '/sells/leads/7')).toBe(false);
    expect(matchesRoute('/sells', '/sells/leads')).toBe(false);
  });
});

/** A build folder of its own (the rebuild tests rewrite it). */
function buildFolder(target: string | null, asset = 'assets/first-1.js'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-web-build-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  if (target) fs.writeFileSync(path.join(dir, '.vite/crm-build.json'), JSON.stringify({ target }));
  writePage(dir, asset);
  fs.writeFileSync(path.join(dir, asset), 'console.log(1)');
  return dir;
}
function writePage(dir: string, asset: string, file = 'index.html'): void {
  fs.writeFileSync(path.join(dir, file), `<!doctype html><html><head><script type="module" crossorigin src="/${asset}"></script></head><body></body></html>`);
}
const scriptOf = (html: string) => /src="\/(assets\/[^"]+)"/.exec(html)?.[1];

describe('which build the API serves', () => {
  it('serves the browser build and refuses the desktop build or a folder that does not say which build it is, saying why', async () => {
    const web = buildFolder('web');
    const desktop = buildFolder('desktop');
    const unknown = buildFolder(null);
    try {
      expect((await (await server(web)).inject({ url: '/sells/leads/42' })).statusCode).toBe(200);
      for (const dir of [desktop, unknown]) {
        const said: string[] = [];
        const app = await server(dir, (m) => said.push(m));
        // No page: a client route is an ordinary 404, and the build's files are not served either.
        expect((await app.inject({ url: '/sells/leads/42' })).statusCode).toBe(404);
        expect((await app.inject({ url: '/assets/first-1.js' })).statusCode).toBe(404);
        expect(said.join()).toContain('npm run build:web');
      }
    } finally {
      for (const dir of [web, desktop, unknown]) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the page under a rebuild', () => {
  it('sends the app CSP as a header: own scripts and workers, no frames, calls to its own origin', async () => {
    const res = await (await server()).inject({ url: '/sells/leads/42', headers: { host: '127.0.0.1:4999' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4999;");
    expect(csp).not.toMatch(/unsafe-eval|\s\*|https:(\s|;|$)/);
  });

  it('serves the new page as soon as a rebuild has written it and its assets, never the old one whose assets are gone', async () => {
    const dir = buildFolder('web');
    try {
      const app = await server(dir);
      expect(scriptOf((await app.inject({ url: '/' })).body)).toBe('assets/first-1.js');
      // The rebuild empties the folder, writes the page, then (a moment later) its assets.
      fs.rmSync(path.join(dir, 'assets/first-1.js'));
      writePage(dir, 'assets/second-2.js');
      const pending = app.inject({ url: '/sells/leads/42' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      fs.writeFileSync(path.join(dir, 'assets/second-2.js'), 'console.log(2)');
      const res = await pending;
      expect(res.statusCode).toBe(200);
      expect(scriptOf(res.body)).toBe('assets/second-2.js');
      expect(scriptOf((await app.inject({ url: '/' })).body)).toBe('assets/second-2.js');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the page it has while a rebuild writes, if that page\'s assets are still there', async () => {
    const dir = buildFolder('web');
    try {
      const app = await server(dir);
      writePage(dir, 'assets/not-yet-3.js');
      const res = await app.inject({ url: '/' });
      expect(scriptOf(res.body)).toBe('assets/first-1.js');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the jobs board again after a rebuild and sends its own CSP', async () => {
    const dir = buildFolder('web');
    try {
      writePage(dir, 'assets/first-1.js', 'empleos.html');
      const app = await server(dir);
      const first = await app.inject({ url: '/empleos' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-security-policy']).toContain("connect-src 'self'");
      expect(first.headers['cache-control']).toBe(REVALIDATE);
      fs.writeFileSync(path.join(dir, 'assets/jobs-4.js'), 'console.log(4)');
      writePage(dir, 'assets/jobs-4.js', 'empleos.html');
      expect(scriptOf((await app.inject({ url: '/empleos' })).body)).toBe('assets/jobs-4.js');
      expect((await app.inject({ url: '/empleos.html' })).statusCode).toBe(404);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
