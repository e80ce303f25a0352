// `node scripts/runParallel.mjs lint typecheck`: runs those npm scripts at the same time and fails
// when any of them fails. For independent single-threaded steps of `npm test` (eslint and tsc each
// keep one core busy): on a 2-core CI machine the pair takes the longer one's time instead of the sum.
// Each step's output is printed whole when it ends (not interleaved), under its name.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/runParallel.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((resolve) => {
        const chunks = [];
        const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
        child.stdout.on('data', (c) => chunks.push(c));
        child.stderr.on('data', (c) => chunks.push(c));
        child.on('error', (error) => {
          chunks.push(Buffer.from(`${error.message}\n`));
          resolve({ name, status: 1 });
        });
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const status = code ?? (signal ? 1 : 0);
          process.stdout.write(`\n== npm run ${name}: ${status === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s ==\n`);
          process.stdout.write(Buffer.concat(chunks));
          resolve({ name, status });
        });
      }),
  ),
);
const failed = results.filter((r) => r.status !== 0).map((r) => r.name);
if (failed.length) console.error(`\nfailed: ${failed.map((n) => `npm run ${n}`).join(', ')}`);
process.exit(failed.length ? 1 : 0);
