/** `node --import tsx scripts/bench/seedCheck.ts [leadsPerAgency]`: seeds PGlite in memory, times it and prints sanity checks of the demo data. */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/seed/seed';

const t0 = performance.now();
const database = await openDatabase({ dataDir: ':memory:' });
const t1 = performance.now();
await seedDemo(database.db, process.argv[2] ? { leadsPerAgency: Number(process.argv[2]) } : {});
const t2 = performance.now();
console.log(`PGlite create + migrate ${(t1 - t0).toFixed(0)} ms, seed ${(t2 - t1).toFixed(0)} ms`);
const checks: Record<string, ReturnType<typeof sql>> = {
  leads: sql`SELECT count(*)::int AS n FROM leads`,
  'leads in the future': sql`SELECT count(*)::int AS n FROM leads WHERE created_at > now()`,
  'appointments on closed days/hours': sql`SELECT count(*)::int AS n FROM appointments a JOIN agency_schedules s ON s.agency_id = a.agency_id
    WHERE CASE extract(dow FROM a.date AT TIME ZONE 'America/Mexico_City')
      WHEN 0 THEN NOT s.works_on_sunday OR (a.date AT TIME ZONE 'America/Mexico_City')::time NOT BETWEEN s.opening_schedule_sunday::time AND s.closing_schedule_sunday::time
      WHEN 6 THEN (a.date AT TIME ZONE 'America/Mexico_City')::time NOT BETWEEN s.opening_schedule_saturday::time AND s.closing_schedule_saturday::time
      ELSE (a.date AT TIME ZONE 'America/Mexico_City')::time NOT BETWEEN s.opening_schedule_week::time AND s.closing_schedule_week::time END`,
  'appointment model ≠ interest': sql`SELECT count(*)::int AS n FROM appointments a JOIN leads l ON l.id = a.lead_id WHERE a.product_id IS DISTINCT FROM l.current_product_id`,
  'phase jumps (not a funnel step)': sql`SELECT count(*)::int AS n FROM lead_phase_records r WHERE r.old_phase_slug IS NOT NULL AND NOT (
      (r.old_phase_slug, r.new_phase_slug) IN (('subasta','1er-contacto'),('1er-contacto','seguimiento'),('seguimiento','en-cierre'),('en-cierre','cerrado'),
       ('1er-contacto','congelado'),('seguimiento','congelado'),('seguimiento','futura-venta')))`,
  'history not ending in the phase': sql`SELECT count(*)::int AS n FROM leads l WHERE l.phase <> (SELECT r.new_phase_slug FROM lead_phase_records r WHERE r.lead_id = l.id ORDER BY r.created_at DESC, r.id DESC LIMIT 1)`,
  'distinct colours of interests': sql`SELECT count(DISTINCT product_color_id)::int AS n FROM lead_interests`,
  'today appointments (first agency)': sql`SELECT count(*)::int AS n FROM appointments WHERE agency_id = 1 AND (date AT TIME ZONE 'America/Mexico_City')::date = (now() AT TIME ZONE 'America/Mexico_City')::date`,
  'open duplicate pairs': sql`SELECT count(*)::int AS n FROM duplicate_pairs WHERE status = 'OPEN'`,
  'counter drift': sql`SELECT (SELECT count(*) FROM leads WHERE merged_into_id IS NULL) - (SELECT coalesce(sum(n), 0) FROM lead_counts)::int AS n`,
  'fleet tab counter drift': sql`SELECT (SELECT count(*) FROM lead_fleets WHERE blocked_at IS NULL) - (SELECT coalesce(sum(n), 0) FROM lead_fleet_counts)::int AS n`,
};
for (const [label, q] of Object.entries(checks)) {
  const { rows } = (await database.db.execute(q)) as unknown as { rows: { n: number }[] };
  console.log(`${label.padEnd(36)} ${rows[0]!.n}`);
}
const { rows } = (await database.db.execute(sql`SELECT first_name || ' ' || last_name AS name, gender, email, phone FROM leads ORDER BY id LIMIT 8`)) as unknown as { rows: unknown[] };
console.table(rows);
await database.close();
