// `npm run bench:ci`: the regression gate for `npm test`. On the PostgreSQL server named by
// DATABASE_URL (or the local one on 127.0.0.1:5432), generates 50,000 leads (BENCH_CI_LEADS), runs
// every benchmarked call, and fails when a call reads a big table without an index (EXPLAIN of the
// statements it sent: deterministic, whatever the machine's load). p95 over scripts/bench/budget.json
// (× BENCH_BUDGET_SCALE) is a warning, and a failure with BENCH_ENFORCE_BUDGET=1 on a dedicated
// runner. Skips cleanly without a server.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';

const reachable = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port), timeout: 1500 });
    socket.on('connect', () => { socket.end(); resolve(true); });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => { socket.destroy(); resolve(false); });
  });

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const { hostname, port } = new URL(serverUrl);
if (!(await reachable(hostname, port || 5432))) {
  console.log(`bench:ci skipped: no PostgreSQL server at ${hostname}:${port || 5432}`);
  process.exit(0);
}
const env = { ...process.env, BENCH_SERVER_URL: serverUrl, BENCH_DB: 'crm_bench_ci' };
const run = (script, args) => spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit', env }).status ?? 1;
const leads = process.env.BENCH_CI_LEADS ?? '50000';
let status = run('scripts/bench/benchSeed.ts', ['--leads', leads, '--agencies', '20']);
if (status === 0) status = run('scripts/bench/benchApi.ts', ['--runs', '10', '--warmup', '1', '--warmup-seconds', '1', '--plan-check', '--budget', 'scripts/bench/budget.json']);
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS crm_bench_ci WITH (FORCE)');
await admin.end();
process.exit(status);
