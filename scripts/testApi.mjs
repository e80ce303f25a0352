// Runs the API tests on PGlite, then on the PostgreSQL server when one is reachable
// (DATABASE_URL, or the local one on 127.0.0.1:5432).
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const extra = process.argv.slice(2);
const run = (env) => spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extra], { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const reachable = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.on('connect', () => { socket.end(); resolve(true); });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => { socket.destroy(); resolve(false); });
  });

const serverUrl = process.env.DATABASE_URL || ((await reachable('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : '');
console.log('\n== API tests on PGlite ==');
const { DATABASE_URL: _omit, ...withoutUrl } = process.env;
const pgliteStatus = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extra], { stdio: 'inherit', env: withoutUrl }).status ?? 1;
let pgStatus = 0;
if (serverUrl) {
  console.log(`\n== API tests on PostgreSQL (${new URL(serverUrl).host}) ==`);
  pgStatus = run({ DATABASE_URL: serverUrl });
} else {
  console.log('\n(no PostgreSQL server reachable: API tests ran on PGlite only)');
}
process.exit(pgliteStatus || pgStatus);
