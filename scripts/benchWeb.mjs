#!/usr/bin/env node
/**
 * `npm run bench:web`: cold loads of the browser build, measured in Debian's Chromium.
 *
 * Starts the API on BENCH_PORT (default 4150) with a fresh in-memory database serving out/web (the browser build),
 * signs each role in once to get its session (localStorage only), then for every scenario and run
 * launches a NEW browser (empty cache, empty profile) with that session and records, in the page,
 * the moment the scenario's element first appears (a MutationObserver started before any script):
 *   - ms: time from navigation start,
 *   - jsGzipKB: gzip size (level 9) of every .js fetched before that moment,
 *   - requests: requests started before that moment (the document included).
 * Prints medians and [min, max] as JSON and writes them to BENCH_OUT (default bench-results/bench-web.json: raw runs
 * are outputs, ignored by git; docs/performance-web.md keeps the figures).
 * Options (env): BENCH_RUNS (default 7), BENCH_ONLY (comma-separated scenario names), BENCH_STATIC_DIR, CHROMIUM_PATH.
 *
 * The anchor: BENCH_ATOMIC=<Atomic CRM's demo build (its `vite build --config vite.demo.config.ts` dist)>
 * adds, in every round, a cold load of Atomic CRM's contacts list (first contact row), served by the
 * same kind of server as ours (@fastify/static, brotli/gzip twins written once, immutable assets) on
 * BENCH_ATOMIC_PORT (default 4151), and the report gives each scenario's median as a ratio of it.
 *
 * Comparing two versions: BENCH_BASELINE=<a checkout of the other version, with its build in
 * BENCH_BASELINE_STATIC (default <checkout>/out/web, or out/renderer for a checkout from before the builds had their own folders)>. Rounds then alternate: the baseline's
 * server, every scenario once; this tree's server, every scenario once; … so both see the same
 * machine load (a shared machine's load swings more than the differences measured).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveAtomicDemo } from './bench/atomicDemoServer.mjs';

/** A checkout's browser build: out/web, or out/renderer in a checkout from before the builds had their own folders. */
const webBuildOf = (checkout) => (fs.existsSync(path.join(checkout, 'out/web')) ? path.join(checkout, 'out/web') : path.join(checkout, 'out/renderer'));

const PORT = Number(process.env.BENCH_PORT ?? 4150);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const OUT = process.env.BENCH_OUT ?? 'bench-results/bench-web.json';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const PASSWORD = 'Demo2026!';

/** What each scenario waits for: a CSS selector whose first match marks the screen as usable. */
const SCENARIOS = [
  { name: 'signin-form', role: undefined, path: '/login', selector: 'input#email:not([disabled])' },
  { name: 'leads-list-adviser', role: 'adviser-floor@demo.mx', path: '/sells/leads', selector: '.ant-table-tbody tr.ant-table-row' },
  { name: 'leads-list-manager', role: 'manager@demo.mx', path: '/sells/leads', selector: '.ant-table-tbody tr.ant-table-row' },
  { name: 'lead-detail', role: 'manager@demo.mx', path: 'LEAD_DETAIL', selector: '[data-testid="lead-data"]' },
  { name: 'dashboard-chart', role: 'manager@demo.mx', path: '/sells', selector: '[data-testid="card-Funnel Ventas"] canvas' },
  { name: 'agenda-day', role: 'adviser-floor@demo.mx', path: '/sells/agenda', selector: '[data-testid="agenda-label"]' },
];

/** Atomic CRM's demo (hash router; FakeRest generates its data in the page): the first contact's row link. */
const ATOMIC_SCENARIO = { name: 'atomic-contacts', role: undefined, path: '/#/contacts', selector: 'a[href*="/contacts/"][href$="/show"]' };
const ATOMIC_DIR = process.env.BENCH_ATOMIC ? path.resolve(process.env.BENCH_ATOMIC) : undefined;
const ATOMIC_BASE = `http://127.0.0.1:${Number(process.env.BENCH_ATOMIC_PORT ?? 4151)}`;

const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const scenarios = only ? SCENARIOS.filter((s) => only.includes(s.name)) : SCENARIOS;

/** Installed before any page script: stamps performance.now() when the selector first matches. */
function markerScript(selector) {
  return `(() => {
    const sel = ${JSON.stringify(selector)};
    const check = () => {
      if (window.__benchMark === undefined && document.querySelector(sel)) window.__benchMark = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  })();`;
}

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the API did not start on ${BASE}`);
}

function startServer(variant) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: variant.cwd,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: ':memory:', STATIC_DIR: variant.staticDir, LOG: 'false', E2E_RESET: '1', RUN_JOBS: 'false', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return server;
}

async function stopServer(server) {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  for (let i = 0; i < 40; i++) {
    try {
      await fetch(`${BASE}/api/health`);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

const VARIANTS = [
  ...(process.env.BENCH_BASELINE
    ? [{ name: 'baseline', cwd: path.resolve(process.env.BENCH_BASELINE), staticDir: path.resolve(process.env.BENCH_BASELINE_STATIC ?? webBuildOf(process.env.BENCH_BASELINE)) }]
    : []),
  { name: 'current', cwd: process.cwd(), staticDir: path.resolve(process.env.BENCH_STATIC_DIR ?? 'out/web') },
];

/** Starts the variant's server with a fresh database and signs its roles in (the sessions are per server). */
async function open(variant) {
  const server = startServer(variant);
  await waitForServer();
  await fetch(`${BASE}/__test/reset`, { method: 'POST' });
  const setup = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const sessions = {};
  try {
    for (const role of new Set(scenarios.map((s) => s.role).filter(Boolean))) sessions[role] = await sessionOf(setup, role);
  } finally {
    await setup.close();
  }
  return { server, sessions };
}

/** Signs a role in through the login screen and keeps its localStorage (the session vault) for the runs. */
async function sessionOf(browser, email) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.getByTestId('side-menu').waitFor();
  let leadPath;
  if (email.startsWith('manager')) {
    await page.goto(`${BASE}/sells/leads`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().click();
    await page.waitForURL(/\/sells\/leads\/\d+/);
    leadPath = new URL(page.url()).pathname;
  }
  const state = await context.storageState();
  await context.close();
  return { state, leadPath };
}

const gzipCache = new Map();
async function measure(scenario, session, base = BASE) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      locale: 'es-MX',
      timezoneId: 'America/Mexico_City',
      ...(session ? { storageState: session.state } : {}),
    });
    await context.addInitScript(markerScript(scenario.selector));
    const page = await context.newPage();
    const bodies = new Map();
    page.on('response', async (res) => {
      const url = res.url();
      if (!url.endsWith('.js') || gzipCache.has(url)) return;
      bodies.set(url, res.body().then((b) => gzipSync(b, { level: 9 }).length).catch(() => 0));
    });
    const target = scenario.path === 'LEAD_DETAIL' ? session.leadPath : scenario.path;
    await page.goto(`${base}${target}`);
    await page.waitForFunction(() => window.__benchMark !== undefined, undefined, { timeout: 30_000, polling: 50 });
    const { mark, resources } = await page.evaluate(() => ({
      mark: window.__benchMark,
      resources: performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime })),
    }));
    const before = resources.filter((r) => r.start < mark);
    for (const [url, size] of bodies) gzipCache.set(url, await size);
    const js = before.filter((r) => new URL(r.name).pathname.endsWith('.js'));
    const jsBytes = js.reduce((sum, r) => sum + (gzipCache.get(r.name) ?? 0), 0);
    await context.close();
    return { ms: Math.round(mark), jsGzipKB: Math.round(jsBytes / 102.4) / 10, jsFiles: js.length, requests: before.length + 1 };
  } finally {
    await browser.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const summary = (runs, key) => ({ median: median(runs.map((r) => r[key])), range: [Math.min(...runs.map((r) => r[key])), Math.max(...runs.map((r) => r[key]))] });

const runs = Object.fromEntries(VARIANTS.map((v) => [v.name, Object.fromEntries(scenarios.map((sc) => [sc.name, []]))]));
const atomicRuns = [];
const atomic = ATOMIC_DIR ? await serveAtomicDemo(ATOMIC_DIR, new URL(ATOMIC_BASE).port) : undefined;
if (atomic) await measure(ATOMIC_SCENARIO, undefined, ATOMIC_BASE);
for (let round = 0; round < RUNS; round++) {
  if (atomic) atomicRuns.push(await measure(ATOMIC_SCENARIO, undefined, ATOMIC_BASE));
  for (const variant of VARIANTS) {
    const { server, sessions } = await open(variant);
    try {
      // One unrecorded load first (the server's own caches, the OS's page cache).
      if (round === 0) await measure(scenarios[0], sessions[scenarios[0].role]);
      for (const scenario of scenarios) runs[variant.name][scenario.name].push(await measure(scenario, scenario.role ? sessions[scenario.role] : undefined));
    } finally {
      await stopServer(server);
    }
    console.error(`round ${round + 1}/${RUNS} ${variant.name} done`);
  }
}
await atomic?.close();
const summarise = (byScenario) =>
  Object.fromEntries(
    Object.entries(byScenario).map(([name, list]) => [
      name,
      { ms: summary(list, 'ms'), jsGzipKB: summary(list, 'jsGzipKB'), jsFiles: summary(list, 'jsFiles'), requests: summary(list, 'requests') },
    ]),
  );
const atomicSummary = atomic ? summarise({ [ATOMIC_SCENARIO.name]: atomicRuns })[ATOMIC_SCENARIO.name] : undefined;
/** Each scenario's median time over Atomic's median first contact row, measured in the same rounds. */
const ratiosToAtomic = (byScenario) =>
  Object.fromEntries(Object.entries(byScenario).map(([name, list]) => [name, Math.round((median(list.map((r) => r.ms)) / atomicSummary.ms.median) * 100) / 100]));
const report = {
  date: new Date().toISOString(),
  runs: RUNS,
  chromium: CHROMIUM,
  ...(VARIANTS.length > 1 ? { variants: Object.fromEntries(VARIANTS.map((v) => [v.name, summarise(runs[v.name])])) } : { results: summarise(runs.current) }),
  ...(atomicSummary
    ? { atomic: { [ATOMIC_SCENARIO.name]: atomicSummary }, ratioToAtomic: Object.fromEntries(VARIANTS.map((v) => [v.name, ratiosToAtomic(runs[v.name])])) }
    : {}),
};
fs.mkdirSync(path.dirname(path.resolve(OUT)), { recursive: true });
fs.writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
