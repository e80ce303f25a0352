#!/usr/bin/env node
/**
 * The request waterfall of one cold load of a signed-in screen (default: the leads list as the
 * manager), to find its critical path: `node scripts/waterfallWeb.mjs` after `npm run build:web`.
 * Starts the API on WF_PORT (default 4162) with a fresh in-memory database serving WF_STATIC_DIR
 * (default out/web, or out/renderer in an older checkout) from WF_CWD (default this tree), signs WF_ROLE in, then loads WF_PATH in
 * a new browser and prints every request started before the screen's element appeared: start and
 * end (ms from navigation), with the moment itself. WF_RUNS cold loads (default 1), the last printed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.WF_PORT ?? 4162);
const BASE = `http://127.0.0.1:${PORT}`;
const CWD = path.resolve(process.env.WF_CWD ?? '.');
const STATIC = path.resolve(process.env.WF_STATIC_DIR ?? (fs.existsSync(path.join(CWD, 'out/web')) ? path.join(CWD, 'out/web') : path.join(CWD, 'out/renderer')));
const ROLE = process.env.WF_ROLE ?? 'manager@demo.mx';
const TARGET = process.env.WF_PATH ?? '/sells/leads';
const SELECTOR = process.env.WF_SELECTOR ?? '.ant-table-tbody tr.ant-table-row';
const RUNS = Number(process.env.WF_RUNS ?? 1);
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
  cwd: CWD,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: ':memory:', STATIC_DIR: STATIC, LOG: 'false', E2E_RESET: '1', RUN_JOBS: 'false', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 240) throw new Error('no server');
    await new Promise((r) => setTimeout(r, 500));
  }
  await fetch(`${BASE}/__test/reset`, { method: 'POST' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  const ctxOpts = { viewport: { width: 1400, height: 900 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' };
  const setup = await browser.newContext(ctxOpts);
  const p = await setup.newPage();
  await p.goto(`${BASE}/login`);
  await p.getByLabel('Correo electrónico').fill(ROLE);
  await p.getByLabel('Contraseña', { exact: true }).fill('Demo2026!');
  await p.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await p.getByTestId('side-menu').waitFor();
  const state = await setup.storageState();
  await browser.close();
  let out;
  for (let run = 0; run < RUNS; run++) {
    const b = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
    const context = await b.newContext({ ...ctxOpts, storageState: state });
    await context.addInitScript(`(() => { const sel = ${JSON.stringify(SELECTOR)}; const check = () => { if (window.__mark === undefined && document.querySelector(sel)) window.__mark = performance.now(); }; new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true }); window.__long = []; window.__sends = []; const open = XMLHttpRequest.prototype.open; XMLHttpRequest.prototype.open = function (m, u, ...r) { this.__u = u; return open.call(this, m, u, ...r); }; const send = XMLHttpRequest.prototype.send; XMLHttpRequest.prototype.send = function (...a) { window.__sends.push(String(this.__u).slice(0, 30) + '@' + Math.round(performance.now())); return send.apply(this, a); }; try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true }); } catch {} })();`);
    const page = await context.newPage();
    const cdp = process.env.WF_PROFILE && run === RUNS - 1 ? await context.newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const tracing = process.env.WF_TRACE && run === RUNS - 1;
    if (tracing) await b.startTracing(page, { path: process.env.WF_TRACE, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
    await page.goto(`${BASE}${TARGET}`);
    await page.waitForFunction(() => window.__mark !== undefined, undefined, { timeout: 30_000, polling: 50 });
    out = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        mark: window.__mark,
        long: window.__long,
        sends: window.__sends,
        marks: performance.getEntriesByType('mark').map((m) => `${m.name}@${Math.round(m.startTime)}`),
        doc: { start: 0, end: nav.responseEnd, dcl: nav.domContentLoadedEventEnd },
        resources: performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, type: e.initiatorType })),
      };
    });
    if (tracing) await b.stopTracing();
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      (await import('node:fs')).writeFileSync(process.env.WF_PROFILE, JSON.stringify(profile));
    }
    await b.close();
    console.error(`run ${run + 1}: ${Math.round(out.mark)} ms`);
  }
  const before = out.resources.filter((r) => r.start < out.mark);
  console.log(`mark ${Math.round(out.mark)} ms; document end ${Math.round(out.doc.end)}, DOMContentLoaded ${Math.round(out.doc.dcl)}; ${before.length + 1} requests before it`);
  if (out.marks.length) console.log(`marks: ${out.marks.join(', ')}`);
  console.log(`xhr send: ${out.sends.join(', ')}`);
  console.log(`long tasks: ${out.long.filter((t) => t.start < out.mark).map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(', ')}`);
  for (const r of before.sort((a, b) => a.start - b.start)) {
    const u = new URL(r.name);
    console.log(`${String(Math.round(r.start)).padStart(5)} → ${String(Math.round(r.end)).padStart(5)}  ${r.type.padEnd(6)} ${u.pathname}${u.search.slice(0, 60)}`);
  }
} finally {
  server.kill('SIGTERM');
}
