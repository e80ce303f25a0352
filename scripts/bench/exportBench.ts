// Measures the export of a 100,000-row leads list: time to first byte, total time, and the server's
// RSS before and at its peak. `DATABASE_URL=postgres://… npx tsx scripts/bench/exportBench.ts` (PGlite without).
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../tests/api/testApp';

const ROWS = Number(process.env.EXPORT_ROWS ?? 100_000);
const t = await createTestApp({ leadsPerAgency: 10 });
await t.database.db.execute(sql`INSERT INTO leads (agency_id, first_name, last_name, email, phone, lead_origin_id, phase)
  SELECT 1, 'Nombre' || g, 'Apellido Núñez ' || g, 'bench' || g || '@example.mx', '+5255' || lpad(g::text, 8, '0'), 1, 'seguimiento' FROM generate_series(1, ${ROWS}) g`);
console.log('seeded', new Date().toISOString());
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as { port: number }).port;
const token = await t.signIn('admin@demo.mx');
for (const format of ['csv', 'xlsx']) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const start = performance.now();
  const result = await new Promise<{ ttfb: number; bytes: number; total: number }>((resolve, reject) => {
    const req = http.get({ port, host: '127.0.0.1', path: `/api/lead/new?format=${format}`, headers: { authorization: `Bearer ${token}`, agencyid: '1' } }, (res) => {
      let ttfb = 0;
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        if (!ttfb) ttfb = performance.now() - start;
        bytes += c.length;
      });
      res.on('end', () => resolve({ ttfb, bytes, total: performance.now() - start }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  clearInterval(timer);
  console.log(`${format}: ${ROWS} extra rows, first byte ${result.ttfb.toFixed(0)} ms, done ${(result.total / 1000).toFixed(1)} s, ${(result.bytes / 1e6).toFixed(1)} MB; RSS before ${(before / 1e6).toFixed(0)} MB, peak ${(peak / 1e6).toFixed(0)} MB`);
}
await t.close();
