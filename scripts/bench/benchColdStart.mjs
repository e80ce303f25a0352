// `npm run bench:start [-- --runs 5 --tsx]`: the embedded start as a user waits for it. Starts the
// bundled API (out/server/server.js; `--tsx` for src/server/server.ts through tsx) on PGlite with an
// empty data directory (template unpack or initdb + migrations + demo seed), then again on the
// directory it left (open + migration check), until GET /api/health answers. Prints the median
// wall time and the process's CPU time at that moment.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const argv = process.argv.slice(2);
const runs = Number(argv[argv.indexOf('--runs') + 1] || 5) || 5;
const useTsx = argv.includes('--tsx');
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

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const empty = [];
const existing = [];
for (let i = 0; i < runs; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-cold-'));
  empty.push(await startOnce(path.join(dir, 'data')));
  existing.push(await startOnce(path.join(dir, 'data')));
  fs.rmSync(dir, { recursive: true, force: true });
}
const show = (label, xs) =>
  console.log(
    `${label.padEnd(44)} wall ${median(xs.map((x) => x.wall)).toFixed(2)} s   cpu ${median(xs.map((x) => x.cpu)).toFixed(2)} s   (median of ${xs.length}; wall ${Math.min(...xs.map((x) => x.wall)).toFixed(2)}–${Math.max(...xs.map((x) => x.wall)).toFixed(2)} s)`,
  );
console.log(`\nEmbedded start, ${useTsx ? 'src/server/server.ts through tsx' : 'bundled out/server/server.js'}, loadavg ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
show('empty data directory (with demo seed)', empty);
show('existing data directory', existing);
