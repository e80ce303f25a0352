/**
 * `npm run bench:recovery -- --pglite <dir> [--rounds 3] [--rows 10000]`: how long an embedded data
 * directory takes to open after a hard kill (issue 18). Each round a child process opens the directory,
 * writes `rows` lead updates (the WAL a working day leaves since the last checkpoint), and is killed
 * with SIGKILL; then the directory is opened again and timed, against a clean close-and-reopen.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/server/db/client';
import { benchArgs } from './benchConfig';

const args = benchArgs(process.argv.slice(2));
const self = fileURLToPath(import.meta.url);

if (args.child) {
  // The process that gets killed: open, write, say so, then wait to be killed.
  const database = await openDatabase({ dataDir: args.pglite });
  const client = (database.db as unknown as { $client: { exec(sql: string): Promise<unknown> } }).$client;
  await client.exec(`UPDATE leads SET updated_at = now() WHERE id IN (SELECT id FROM leads ORDER BY id DESC LIMIT ${Number(args.rows)})`);
  process.stdout.write('written\n');
  setInterval(() => {}, 1000);
} else {
  const dir = args.pglite;
  if (!dir) throw new Error('--pglite <dir> is required (npm run bench:seed -- --leads 100000 --pglite <dir> makes one)');
  const rounds = Number(args.rounds ?? 3);
  const rows = Number(args.rows ?? 10_000);

  const timeOpen = async (): Promise<number> => {
    const t0 = performance.now();
    const database = await openDatabase({ dataDir: dir });
    const ms = performance.now() - t0;
    await database.close();
    return Math.round(ms);
  };

  const killedWriter = () =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', self, '--child', '--pglite', dir, '--rows', String(rows)], { stdio: ['ignore', 'pipe', 'inherit'] });
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('written')) child.kill('SIGKILL');
      });
      child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`writer exited ${code}`))));
    });

  const clean: number[] = [];
  const afterKill: number[] = [];
  await timeOpen(); // warm the file cache
  for (let i = 0; i < rounds; i++) {
    clean.push(await timeOpen());
    await killedWriter();
    afterKill.push(await timeOpen());
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(JSON.stringify({ dir, rows, rounds, cleanOpenMs: clean, afterKillOpenMs: afterKill, medianCleanMs: median(clean), medianAfterKillMs: median(afterKill) }, null, 2));
}
