// Issue 42: the duplicates list's export at tens of thousands of open pairs (was 2–3 minutes for
// 47,829). Makes N pairs of live leads in the demo agency, then times the list's first page and its
// .csv export through HTTP. Run: DATABASE_URL=postgres://… node --import tsx scripts/bench/benchDuplicatesExport.ts [pairs]
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../tests/api/testApp';

const pairs = Number(process.argv[2] ?? 48_000);
const t = await createTestApp({ leadsPerAgency: 5 });
const db = t.database.db;
const started = performance.now();
await db.execute(sql`INSERT INTO leads (agency_id, phase, first_name, last_name, email, phone, lead_origin_id)
  SELECT 1, 'subasta', 'Dup' || g, 'Prueba', 'dup' || g || '@ejemplo.mx', '+5255' || lpad(g::text, 8, '0'), (SELECT id FROM lead_origins WHERE agency_id = 1 LIMIT 1)
  FROM generate_series(1, ${pairs * 2}) g`);
await db.execute(sql`INSERT INTO duplicate_pairs (agency_id, lead_id, matched_id, score, reasons)
  SELECT 1, l.id, l.id + 1, 50 + (l.id % 50), '[{"kind":"phone","label":"mismo teléfono","score":33.33}]'::jsonb
  FROM leads l WHERE l.first_name LIKE 'Dup%' AND l.id % 2 = 0 AND EXISTS (SELECT 1 FROM leads m WHERE m.id = l.id + 1)`);
await db.execute(sql`ANALYZE leads; ANALYZE duplicate_pairs`);
console.log(`made ${pairs} pairs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
for (const url of ['/api/leads-duplicados?page=1&limit=10', '/api/leads-duplicados?page=40&limit=10', '/api/leads-duplicados?format=csv']) {
  const s = performance.now();
  const res = await t.api('manager@demo.mx', { method: 'GET', url, agencyId: 1 });
  const ms = performance.now() - s;
  const size = res.rawPayload.length;
  console.log(`${url}: ${res.statusCode} in ${ms.toFixed(0)} ms (${(size / 1024).toFixed(0)} KB${url.includes('csv') ? `, ${res.body.split('\n').length - 2} rows` : ''})`);
}
await t.close();
