// Issue 42: each hostile file's answer time, the process's memory growth and the slowest /api/health
// while it is processed, through the import preview (a coordinator's call) on an in-memory server.
// Run: node --import tsx scripts/bench/benchHostileFiles.ts
import { createTestApp } from '../../tests/api/testApp';
import { inlineRow, xlsxOf } from '../../tests/api/fixtures/xlsxZip';

const t = await createTestApp({ leadsPerAgency: 5 });
const HEADER = inlineRow(1, ['Nombre', 'Apellidos', 'Correo', 'Teléfono']);
const rows = (n: number) => Array.from({ length: n }, (_, k) => `<row r="${k + 2}"><c r="A${k + 2}"><v>${k}</v></c></row>`).join('');
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const files: { name: string; bytes: () => Buffer; type: string }[] = [
  { name: 'xlsx, 200,000 rows', bytes: () => xlsxOf(HEADER + rows(200_000)), type: xlsx },
  { name: 'xlsx, 1,000,000 equal rows', bytes: () => xlsxOf(HEADER + '<row><c><v>1</v></c></row>'.repeat(1_000_000)), type: xlsx },
  { name: 'xlsx, 2,000,000 columns', bytes: () => xlsxOf(HEADER + `<row r="2">${'<c><v>1</v></c>'.repeat(2_000_000)}</row>`), type: xlsx },
  { name: 'xlsx, one 200 MB cell', bytes: () => xlsxOf(HEADER + inlineRow(2, ['A'.repeat(200 * 1024 * 1024)])), type: xlsx },
  { name: 'csv, 1,000,000 lines', bytes: () => Buffer.from('Nombre;Apellidos\n' + 'a;b\n'.repeat(1_000_000)), type: 'text/csv' },
  { name: 'csv, one 4 MB cell', bytes: () => Buffer.from('Nombre;Apellidos\n' + 'x'.repeat(4 * 1024 * 1024) + ';b\n'), type: 'text/csv' },
  { name: 'xml, 10,000 nested elements', bytes: () => Buffer.from(`<?xml version="1.0"?><adf>${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}</adf>`), type: 'application/xml' },
];

console.log('| file | size | answer | time ms | slowest /api/health ms | RSS growth MB |');
console.log('|---|---:|---|---:|---:|---:|');
for (const f of files) {
  const bytes = f.bytes();
  if (bytes.length > 5 * 1024 * 1024) {
    console.log(`| ${f.name} | ${(bytes.length / 1024).toFixed(0)} KB | (over the 5 MB upload limit: 413 before reading) | | | |`);
    continue;
  }
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  let running = true;
  let slowest = 0;
  const poll = (async () => {
    while (running) {
      const s = performance.now();
      await t.app.inject({ method: 'GET', url: '/api/health' });
      slowest = Math.max(slowest, performance.now() - s);
      peak = Math.max(peak, process.memoryUsage().rss);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  const res = await t.api('coordinator@demo.mx', { method: 'POST', url: '/api/import/leads/preview', agencyId: 1, payload: { fileName: 'f', file: `data:${f.type};base64,${bytes.toString('base64')}` } });
  const ms = performance.now() - started;
  running = false;
  await poll;
  const answer = `${res.statusCode} ${String(res.json().data).slice(0, 70)}`;
  console.log(`| ${f.name} | ${(bytes.length / 1024).toFixed(0)} KB | ${answer} | ${ms.toFixed(0)} | ${slowest.toFixed(0)} | ${((peak - rss0) / 1048576).toFixed(0)} |`);
}
await t.close();
