import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
const dirs = process.argv.slice(3); const runs = Number(process.argv[2]);
async function once(server, dataDir, port) {
  const t0 = performance.now();
  const child = spawn(process.execPath, [server], { env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), RUN_JOBS: 'false', LOG: 'false', SEED_DEMO: 'true' }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 20)); }
  const wall = performance.now() - t0; child.kill('SIGTERM'); await new Promise((r) => child.once('exit', r)); return wall;
}
const res = Object.fromEntries(dirs.map((d) => [d, { empty: [], existing: [] }]));
let port = 4700;
for (let i = 0; i < runs; i++) for (const d of dirs) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-ab-')); const data = path.join(tmp, 'data');
  res[d].empty.push(await once(path.join(d, 'server.js'), data, port++));
  res[d].existing.push(await once(path.join(d, 'server.js'), data, port++));
  fs.rmSync(tmp, { recursive: true, force: true });
}
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const d of dirs) console.log(d.padEnd(20), 'empty', (med(res[d].empty) / 1000).toFixed(2), `(${(Math.min(...res[d].empty) / 1000).toFixed(2)}–${(Math.max(...res[d].empty) / 1000).toFixed(2)})`, 'existing', (med(res[d].existing) / 1000).toFixed(2), `(${(Math.min(...res[d].existing) / 1000).toFixed(2)}–${(Math.max(...res[d].existing) / 1000).toFixed(2)})`);
