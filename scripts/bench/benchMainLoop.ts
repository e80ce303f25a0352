/**
 * `node --import tsx scripts/bench/benchMainLoop.ts [--rows 10000] [--runs 1]` (after
 * `npx electron-vite build` and `npm run build:server`): how long Electron main's event loop stalls
 * while a 10,000-row leads import runs in local mode, with the embedded API in main's own process
 * (as before issue 40) and in its child (out/main/apiChild.js, a Node child here as in the desktop
 * harness). Also the start: until the port is known (the window can open) and until the API is
 * ready, on a new data directory (the shipped demo unpacked) and on the directory it left.
 *
 * Each mode runs in a fresh process of its own (this file with `--mode`), so one mode's loaded
 * modules and heap do not weigh on the other. The client calls (sign-in, preview, the import with
 * `Prefer: respond-async` and its polls, as the renderer makes them) come from that process: in the
 * app they come from the renderer, so "main" here carries a little more than Electron's main would.
 * Main's loop delay: perf_hooks.monitorEventLoopDelay (10 ms resolution) over preview + import.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fakerES_MX as faker } from '@faker-js/faker';
import type { EmbeddedApi, EmbeddedApiOptions } from '../../src/apiProcess/embeddedApi';
import { startEmbeddedApiProcess } from '../../src/main/embeddedApiProcess';
import { DEMO_PASSWORD } from '../../src/server/db/demoCatalog';
import { demoPerson } from '../../src/server/db/demoPeople';
import { nodeForkApi } from '../../tests/desktop/harness/nodeForkApi';
import { benchArgs } from './benchConfig';

type Mode = 'in-process' | 'child';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_MAIN = path.join(ROOT, 'out/main');
const MIGRATIONS = path.join(ROOT, 'out/server/migrations');
const args = benchArgs(process.argv.slice(2));
const rows = Number(args.rows ?? 10_000);

interface StartTimes {
  portMs: number;
  readyMs: number;
}
interface ImportResult {
  rows: number;
  previewMs: number;
  importMs: number;
  p50: number;
  p99: number;
  max: number;
}
interface PhaseResult {
  start: StartTimes;
  import?: ImportResult;
}

/**
 * The in-process API as main ran it before: src/apiProcess/embeddedApi.ts bundled as electron-vite bundles
 * main (packages left in node_modules), so both modes start built code, not tsx's. Bundled before
 * the clock starts; its loading is timed, as main loaded it before.
 */
async function bundleInProcess(): Promise<string> {
  const outfile = path.join(ROOT, 'out/bench/embeddedApi.js');
  const { build } = await import('esbuild');
  await build({ entryPoints: [path.join(ROOT, 'src/apiProcess/embeddedApi.ts')], outfile, bundle: true, platform: 'node', target: 'node20', format: 'esm', packages: 'external', logLevel: 'warning' });
  return outfile;
}

/** One start in this fresh process, timed from before the API's code is loaded (in main) or forked (the child). */
async function startApi(mode: Mode, dataDir: string): Promise<{ api: EmbeddedApi; start: StartTimes }> {
  const bundle = mode === 'in-process' ? await bundleInProcess() : undefined;
  const t0 = performance.now();
  const api = bundle
    ? await ((await import(pathToFileURL(bundle).href)) as { startEmbeddedApi: (options: EmbeddedApiOptions) => Promise<EmbeddedApi> }).startEmbeddedApi({ dataDir, migrationsFolder: MIGRATIONS })
    : await startEmbeddedApiProcess({ fork: nodeForkApi(), modulePath: path.join(OUT_MAIN, 'apiChild.js'), dataDir, migrationsFolder: MIGRATIONS });
  const portMs = performance.now() - t0;
  await api.ready;
  return { api, start: { portMs: Math.round(portMs), readyMs: Math.round(performance.now() - t0) } };
}

function bigCsv(): string {
  // The import scale test's file (tests/api/leadsImport.scale.test.ts): Spanish names, phones written several ways.
  faker.seed(29);
  const models = ['Sei4 Pro', 'J7', 'Sei2', 'E10X', 'Frison T8', 'Tiguan', ''];
  const lines = ['Nombre;Apellidos;Correo;Teléfono;Modelo;Origen;Comentarios'];
  for (let i = 0; i < rows; i++) {
    const person = demoPerson(faker);
    const phone = String(5500000000 + i * 7);
    const written = i % 3 === 0 ? `+52 ${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}` : phone;
    lines.push(`${person.firstName};${person.lastName};cliente${i}@example.mx;${written};${models[i % models.length]};${i % 2 ? 'Facebook' : ''};Fila ${i + 2}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Sign-in at the Cognito-compatible endpoint, as Amplify does. */
async function signIn(base: string, email: string): Promise<{ token: string; userId: number }> {
  const res = await fetch(`${base}/cognito`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'crm-desktop', AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD } }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  const token = body.AuthenticationResult.IdToken;
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  return { token, userId: Number(claims['custom:userId']) };
}

async function runImport(api: EmbeddedApi): Promise<ImportResult> {
  const base = new URL(api.runtimeConfig.api.main).origin;
  const { token, userId } = await signIn(base, 'coordinator@demo.mx');
  const call = async (method: string, route: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/api${route}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, agencyid: '1', userid: String(userId), ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { data: unknown };
    if (res.status >= 300) throw new Error(`${method} ${route} → ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };
  const origins = (await call('GET', '/leadOrigin')) as { id: number; slug?: string }[];
  const origin = origins.find((o) => o.slug === 'referido') ?? origins[0]!;
  const payload = { fileName: 'diez-mil.csv', file: `data:text/csv;base64,${Buffer.from(bigCsv()).toString('base64')}`, leadOriginId: origin.id, includeDuplicates: true };

  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let t0 = performance.now();
  await call('POST', '/import/leads/preview', payload);
  const previewMs = performance.now() - t0;
  t0 = performance.now();
  const started = (await call('POST', '/import/leads', payload, { Prefer: 'respond-async' })) as { id: number };
  for (;;) {
    const batch = (await call('GET', `/import/leads/batches/${started.id}`)) as { status: string; created?: number };
    if (batch.status === 'done') break;
    if (batch.status === 'failed') throw new Error('the import failed');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const importMs = performance.now() - t0;
  histogram.disable();
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  return { rows, previewMs: Math.round(previewMs), importMs: Math.round(importMs), p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
}

/** One phase in this process: a start on `dataDir` (new: the demo unpacked; existing: the directory the new start left), then the import on the existing one. */
async function runPhase(mode: Mode, phase: 'new' | 'existing', dataDir: string): Promise<PhaseResult> {
  const { api, start } = await startApi(mode, dataDir);
  try {
    return phase === 'existing' && rows > 0 ? { start, import: await runImport(api) } : { start };
  } finally {
    await api.close();
  }
}

function phaseInItsOwnProcess(mode: Mode, phase: 'new' | 'existing', dataDir: string): PhaseResult {
  const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--mode', mode, '--phase', phase, '--dir', dataDir, '--rows', String(rows)], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.status !== 0) throw new Error(`${mode} ${phase} run failed (${child.status})`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as PhaseResult;
}

if (args.mode) {
  console.log(JSON.stringify(await runPhase(args.mode as Mode, args.phase as 'new' | 'existing', args.dir!)));
} else {
  if (!fs.existsSync(path.join(OUT_MAIN, 'apiChild.js'))) throw new Error('out/main/apiChild.js missing: run `npx electron-vite build` first');
  if (!fs.existsSync(path.join(MIGRATIONS, 'pglite-demo.tar'))) throw new Error('out/server/migrations/pglite-demo.tar missing: run `npm run build:server` first');
  const runs = Number(args.runs ?? 1);
  const results: { mode: Mode; newDir: StartTimes; existingDir: StartTimes; import?: ImportResult }[] = [];
  for (let run = 0; run < runs; run++) {
    for (const mode of ['in-process', 'child'] as Mode[]) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `crm-bench-main-${mode}-`));
      try {
        const dataDir = path.join(dir, 'data');
        const first = phaseInItsOwnProcess(mode, 'new', dataDir);
        const second = phaseInItsOwnProcess(mode, 'existing', dataDir);
        const result = { mode, newDir: first.start, existingDir: second.start, import: second.import };
        results.push(result);
        const imported = result.import
          ? ` | ${result.import.rows} rows: preview ${result.import.previewMs} ms, import ${result.import.importMs} ms; main's loop delay p50 ${result.import.p50} ms, p99 ${result.import.p99} ms, max ${result.import.max} ms`
          : '';
        console.log(
          `${mode.padEnd(10)} start new dir: port ${result.newDir.portMs} ms, ready ${result.newDir.readyMs} ms; existing dir: port ${result.existingDir.portMs} ms, ready ${result.existingDir.readyMs} ms${imported}`,
        );
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  if (args.json) fs.writeFileSync(args.json, JSON.stringify(results, null, 2));
}
