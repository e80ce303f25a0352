/**
 * `npm run bench:seed -- --leads 1000000 [--agencies 100] [--fleet-leads 200000] [--db crm_bench | --pglite <dir>]`: a network-sized dataset on
 * PostgreSQL (or in a PGlite data directory) for the benchmarks. The demo seed gives the accounts (manager@demo.mx … in the first
 * agency); everything else is set-based SQL (generate_series), so a million leads take minutes.
 *
 * Distributions (as measured in issue 16): the first agency holds 5.4 % of the leads, the rest spread
 * over the other agencies; ~2.9 activities and ~2 phase records a lead, 20 % of leads with an
 * appointment, 10 % with a sale, 10 % with a floor visit, ~1 notification a lead. Creation dates span
 * the last 365 days, denser in recent months.
 */
import type { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { personNameKey } from '../../src/shared/domain/normalizePersonName';
import { seedDemo } from '../../src/server/seed/seed';
import { benchArgs, benchDatabaseUrl } from './benchConfig';
import { FLEET_BULK, seedFleetGraph } from './benchSeedFleet';
import { seedWhatsappMessages } from './benchSeedWhatsapp';

const args = benchArgs(process.argv.slice(2));
const leadsTotal = Number(args.leads ?? 100_000);
const agencyTotal = Number(args.agencies ?? 100);
/** Fleet leads of the network (issue 27): a fifth of the retail leads unless given (200,000 beside a million). */
const fleetLeadsTotal = Number(args['fleet-leads'] ?? Math.round(leadsTotal / 5));
const pgliteDir = args.pglite;
const started = Date.now();
const step = (label: string) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${label}`);

interface SqlClient {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
  end(): Promise<void>;
}

/** `--pglite <dir>`: the same network in an embedded data directory (issue 16's PGlite figures, restart timing). */
async function pgliteClient(dir: string): Promise<{ c: SqlClient; where: string }> {
  fs.rmSync(dir, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: dir });
  step(`PGlite ${dir} created`);
  await seedDemo(database.db, { leadsPerAgency: 40 });
  step('migrated + demo seed');
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const c: SqlClient = {
    async query<R>(text: string, params?: unknown[]) {
      if (params) {
        const r = await client.query<R>(text, params);
        return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
      }
      // Several statements in one text, as the pg driver's simple protocol allows.
      const results = await client.exec(text);
      const last = results.at(-1);
      return { rows: (last?.rows ?? []) as R[], rowCount: last?.affectedRows ?? null };
    },
    end: () => database.close(),
  };
  return { c, where: `DATA_DIR=${dir}` };
}

async function postgresClient(): Promise<{ c: SqlClient; where: string }> {
  const { serverUrl, url, name } = benchDatabaseUrl(args.db);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  step(`database ${name} created`);
  const database = await openDatabase({ databaseUrl: url });
  await seedDemo(database.db, { leadsPerAgency: 40 });
  await database.close();
  step('migrated + demo seed');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return { c: c as unknown as SqlClient, where: `DATABASE_URL=${url}` };
}

const { c, where } = pgliteDir ? await pgliteClient(pgliteDir) : await postgresClient();
const q = async (label: string, text: string) => {
  const r = await c.query(text);
  step(`${label}${r.rowCount !== null && r.rowCount > 0 ? ` (${r.rowCount.toLocaleString('en')} rows)` : ''}`);
};
// Bulk load: no triggers or FK checks row by row (the counters are rebuilt at the end), no fsync wait.
await q('session', `SET synchronous_commit = off; SET session_replication_role = replica; SET maintenance_work_mem = '256MB'; SET work_mem = '64MB'`);
const BULK = ['leads', 'lead_emails', 'lead_phones', 'lead_interests', 'lead_activities', 'lead_phase_records', 'appointments', 'sales', 'floor_visits', 'notifications', ...FLEET_BULK];
const { rows: indexes } = await c.query<{ indexname: string; indexdef: string }>(
  `SELECT i.indexname, i.indexdef FROM pg_indexes i
   WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
     AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conname = i.indexname)`,
  [BULK],
);
for (const i of indexes) await c.query(`DROP INDEX "${i.indexname}"`);
step(`dropped ${indexes.length} secondary indexes for the load`);

await q(
  'agencies',
  `INSERT INTO agencies (slug, name, business_name, street, exterior_number, state_slug, transfer_code, city, suburb, postal_code, municipality, coord_x, coord_y, lead_rule_id)
   SELECT 'bench-' || g, 'JAC Sucursal ' || g, 'JAC Sucursal ' || g || ' S.A. de C.V.', 'Av. Principal', g::text, 'jalisco', 'TRB-' || g,
          'Ciudad ' || g, 'Centro', lpad((10000 + g)::text, 5, '0'), 'Municipio ' || g, 19.4, -99.1, 3
   FROM generate_series((SELECT count(*) FROM agencies) + 1, ${agencyTotal}) g`,
);
await q(
  'schedules',
  `INSERT INTO agency_schedules (agency_id, opening_schedule_week, closing_schedule_week, opening_schedule_saturday, closing_schedule_saturday)
   SELECT a.id, '09:00:00', '19:00:00', '10:00:00', '15:00:00' FROM agencies a WHERE NOT EXISTS (SELECT 1 FROM agency_schedules s WHERE s.agency_id = a.id)`,
);
// Six advisers and a coordinator in every new agency.
await q(
  'staff',
  `INSERT INTO users (email, password_hash, first_name, last_name, nickname, position, role_id)
   SELECT 'staff.' || a.id || '.' || k || '@bench.mx', (SELECT password_hash FROM users ORDER BY id LIMIT 1),
          (ARRAY['Ana','Luis','María','Jorge','Sofía','Carlos','Lucía'])[k], 'Pérez ' || a.id, 'u' || k, 'Asesor',
          (SELECT id FROM roles WHERE slug = CASE WHEN k = 1 THEN 'coordinator' ELSE (ARRAY['adviser-floor','adviser-digital','adviser-hybrid'])[1 + k % 3] END)
   FROM agencies a CROSS JOIN generate_series(1, 7) k WHERE a.slug LIKE 'bench-%'`,
);
await q('memberships', `INSERT INTO user_agencies (user_id, agency_id) SELECT u.id, split_part(u.email, '.', 2)::int FROM users u WHERE u.email LIKE 'staff.%@bench.mx'`);
// Owners by agency: index k (0-based) → user.
await q(
  'owner map',
  `CREATE TEMP TABLE owners AS
   SELECT ua.agency_id, (row_number() OVER (PARTITION BY ua.agency_id ORDER BY u.id) - 1)::int AS k, u.id AS user_id,
          count(*) OVER (PARTITION BY ua.agency_id)::int AS n
   FROM user_agencies ua JOIN users u ON u.id = ua.user_id JOIN roles r ON r.id = u.role_id
   WHERE r.slug IN ('adviser-floor','adviser-digital','adviser-hybrid','adviser-telefonica','coordinator','bdc');
   CREATE INDEX ON owners (agency_id, k); ANALYZE owners`,
);
await q(
  'agency weights',
  `CREATE TEMP TABLE agency_slots AS
   SELECT (row_number() OVER (ORDER BY id) - 1)::int AS slot, id AS agency_id FROM agencies WHERE id > (SELECT min(id) FROM agencies);
   CREATE INDEX ON agency_slots (slot); ANALYZE agency_slots`,
);
const firstAgency = (await c.query<{ id: number }>('SELECT min(id) AS id FROM agencies')).rows[0]!.id;
const otherAgencies = (await c.query<{ n: number }>('SELECT count(*)::int AS n FROM agency_slots')).rows[0]!.n;
const NAMES = `ARRAY['José','María','Juan','Guadalupe','Luis','Fernanda','Carlos','Daniela','Jorge','Sofía','Miguel','Valeria','Alejandro','Ana','Ricardo','Paola','Eduardo','Gabriela','Fernando','Mariana','Roberto','Alejandra','Javier','Lucía','Manuel','Andrea','Héctor','Karla','Arturo','Adriana']`;
const SURNAMES = `ARRAY['Hernández','García','Martínez','López','González','Pérez','Rodríguez','Sánchez','Ramírez','Cruz','Flores','Gómez','Morales','Vázquez','Reyes','Jiménez','Torres','Díaz','Gutiérrez','Ruiz','Mendoza','Aguilar','Ortiz','Moreno','Castillo','Romero','Álvarez','Méndez','Chávez','Rivera','Juárez','Ramos','Domínguez','Herrera','Medina','Castro','Vargas','Guzmán','Velázquez','Rojas']`;
const PHASES = `ARRAY['subasta','1er-contacto','1er-contacto','1er-contacto','seguimiento','seguimiento','seguimiento','seguimiento','en-cierre','en-cierre','cerrado','congelado','congelado','futura-venta','subasta']`;
const nameList = (literal: string) => [...literal.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
{
  // The duplicate matcher's name keys (issue 30) exactly as writeDuplicateKeys computes them, for
  // every first name × two surnames the seed can draw: without them the matcher's name arm finds
  // nothing in the seeded million and a benchmark measures it on an empty index.
  const rows: string[] = [];
  for (const first of nameList(NAMES))
    for (const a of nameList(SURNAMES))
      for (const b of nameList(SURNAMES)) rows.push(`('${first}','${a} ${b}','${personNameKey(`${first} ${a} ${b}`)}')`);
  await q('name keys', `CREATE TEMP TABLE seed_name_keys (first_name text, last_name text, name_key text, PRIMARY KEY (first_name, last_name));
     INSERT INTO seed_name_keys VALUES ${rows.join(',')}; ANALYZE seed_name_keys`);
}
const base = (await c.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM leads')).rows[0]!.id;
await q(
  `leads (${leadsTotal.toLocaleString('en')})`,
  `INSERT INTO leads (agency_id, user_id, phase, sub_status, first_name, last_name, email, phone, lead_origin_id, buy_type, gender,
                      first_response_time, first_response_time_in_minutes, last_contact_at, reactivation_date, created_at, updated_at,
                      phone_key, email_key, name_key)
   SELECT x.agency_id,
          CASE WHEN x.phase = 'subasta' THEN NULL ELSE o.user_id END,
          x.phase,
          CASE WHEN x.phase IN ('subasta','1er-contacto') THEN 'ESPERA_CONTACTO' WHEN x.phase = 'congelado' THEN 'INACTIVO' ELSE 'ACTIVO' END,
          x.first_name, x.last_name,
          lower(translate(x.first_name, 'áéíóúÁÉÍÓÚ', 'aeiouAEIOU')) || '.' || lower(translate(split_part(x.last_name, ' ', 1), 'áéíóúÁÉÍÓÚ', 'aeiouAEIOU')) || x.g || '@correo.mx',
          '+52' || (5500000000 + (x.g * 7919) % 4400000000)::text,
          1 + x.g % 6, CASE WHEN x.g % 9 = 0 THEN 'flotilla' ELSE 'retail' END, CASE WHEN x.g % 30 < 15 THEN 'M' ELSE 'F' END,
          CASE WHEN x.phase NOT IN ('subasta','1er-contacto') THEN x.created_at + interval '25 minutes' END,
          CASE WHEN x.phase NOT IN ('subasta','1er-contacto') THEN 5 + x.g % 120 END,
          CASE WHEN x.phase NOT IN ('subasta','1er-contacto') THEN least(now() - interval '1 hour', x.created_at + (x.g % 20) * interval '1 day') END,
          CASE WHEN x.phase = 'futura-venta' THEN now() + (1 + x.g % 90) * interval '1 day' END,
          x.created_at, x.created_at + (x.g % 10) * interval '1 day' * (x.phase <> 'subasta')::int,
          -- normalizePhoneMx of '+52' + 10 digits is the 10 digits; the e-mail is already lower-case ASCII (normalizeEmail's form).
          (5500000000 + (x.g * 7919) % 4400000000)::text,
          lower(translate(x.first_name, 'áéíóúÁÉÍÓÚ', 'aeiouAEIOU')) || '.' || lower(translate(split_part(x.last_name, ' ', 1), 'áéíóúÁÉÍÓÚ', 'aeiouAEIOU')) || x.g || '@correo.mx',
          k.name_key
   FROM (
     SELECT g,
            CASE WHEN g % 1000 < 54 THEN ${firstAgency} ELSE (SELECT agency_id FROM agency_slots WHERE slot = (g * 31) % ${otherAgencies}) END AS agency_id,
            (${PHASES})[1 + (g * 7) % 15] AS phase,
            (${NAMES})[1 + (g * 13) % 30] AS first_name,
            (${SURNAMES})[1 + (g * 17) % 40] || ' ' || (${SURNAMES})[1 + (g * 29 / 7) % 40] AS last_name,
            now() - interval '2 hours' - (power((g * 2654435761::bigint % 1000003) / 1000003.0, 1.4) * 365 * 86400) * interval '1 second' AS created_at
     FROM generate_series(1::bigint, ${leadsTotal}) g
   ) x
   LEFT JOIN owners o ON o.agency_id = x.agency_id AND o.k = x.g % (SELECT max(n) FROM owners WHERE agency_id = x.agency_id)
   LEFT JOIN seed_name_keys k ON k.first_name = x.first_name AND k.last_name = x.last_name`,
);
const leadRange = `l.id > ${base}`;
await q('name words', `INSERT INTO person_name_words (word) SELECT DISTINCT unnest(string_to_array(name_key, ' ')) FROM seed_name_keys ON CONFLICT DO NOTHING`);
await q('lead_emails', `INSERT INTO lead_emails (lead_id, value, value_key) SELECT l.id, l.email, l.email_key FROM leads l WHERE ${leadRange}`);
await q('lead_phones', `INSERT INTO lead_phones (lead_id, value, value_key) SELECT l.id, l.phone, l.phone_key FROM leads l WHERE ${leadRange}`);
await q(
  'lead_interests',
  `INSERT INTO lead_interests (lead_id, product_id, product_color_id, quantity, buy_type, current, created_at)
   SELECT l.id, p.id, (SELECT pc.id FROM product_colors pc WHERE pc.product_id = p.id ORDER BY pc.id OFFSET (l.id % 3) LIMIT 1),
          CASE WHEN l.buy_type = 'flotilla' THEN 3 ELSE 1 END, l.buy_type, true, l.created_at
   FROM leads l JOIN (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k FROM products) p ON p.k = (l.id * 5) % 8
   WHERE ${leadRange}`,
);
await q(
  'lead_phase_records',
  `INSERT INTO lead_phase_records (lead_id, user_id, old_phase_slug, new_phase_slug, comments, created_at)
   SELECT l.id, l.user_id, NULL, 'subasta', 'Lead creado', l.created_at FROM leads l WHERE ${leadRange}
   UNION ALL
   SELECT l.id, l.user_id, 'subasta', l.phase, CASE WHEN l.phase = 'congelado' THEN 'No contesta' END, l.created_at + interval '1 hour'
   FROM leads l WHERE ${leadRange} AND l.phase <> 'subasta'`,
);
await q(
  'lead_activities',
  `INSERT INTO lead_activities (lead_id, user_id, type_id, channel_type_id, title, comments, status, date, created_at)
   SELECT l.id, l.user_id, 1 + (l.id + k) % 4, 1 + (l.id + k) % 3, 'Seguimiento', 'Interesado en prueba de manejo', '1',
          l.created_at + k * interval '1 day', l.created_at + k * interval '1 day'
   FROM leads l CROSS JOIN generate_series(1, 4) k
   WHERE ${leadRange} AND l.phase <> 'subasta' AND k <= 1 + l.id % 5`,
);
await q(
  'appointments',
  // client_name: the triggers that keep it are off for the load (session_replication_role).
  `INSERT INTO appointments (lead_id, agency_id, user_id, product_id, client_name, type, date, comments, status, created_at, updated_at)
   SELECT l.id, l.agency_id, l.user_id, i.product_id, l.first_name || ' ' || l.last_name, CASE WHEN l.id % 2 = 0 THEN 'TESTDRIVE' ELSE 'ACTIVITY' END,
          date_trunc('day', now() AT TIME ZONE 'America/Mexico_City' + ((l.id % 60) - 30) * interval '1 day')
            AT TIME ZONE 'America/Mexico_City' + (10 + l.id % 8) * interval '1 hour',
          'Agendada por teléfono', (ARRAY['SCHEDULED','CONFIRMED','SUCCESSFUL','CANCELED'])[1 + l.id % 4], l.created_at, l.created_at
   FROM leads l JOIN lead_interests i ON i.lead_id = l.id
   WHERE ${leadRange} AND l.phase IN ('seguimiento','en-cierre') AND l.id % 3 < 2`,
);
await q(
  'sales',
  `INSERT INTO sales (lead_id, agency_id, user_id, product_id, product_color_id, stage, closed_sale, sale_price, quantity, invoice_number, sale_type,
                      payment_method, bank, insurance_carrier, sale_condition, closing_date, created_at, updated_at)
   SELECT l.id, l.agency_id, l.user_id, i.product_id, i.product_color_id, (ARRAY['PENDING_REPORTING','PENDING_DELIVERY','CLOSED'])[1 + l.id % 3],
          l.id % 3 = 2, p.price, 1, 'FAC-' || l.id, 'retail', CASE WHEN l.id % 2 = 0 THEN 'credito' ELSE 'contado' END,
          CASE WHEN l.id % 2 = 0 THEN 'cetelem' ELSE 'contado' END, 'Qualitas', 'nuevo',
          CASE WHEN l.id % 3 = 2 THEN l.created_at + interval '10 days' END, l.created_at + interval '7 days', l.created_at + interval '7 days'
   FROM leads l JOIN lead_interests i ON i.lead_id = l.id JOIN products p ON p.id = i.product_id
   WHERE ${leadRange} AND l.phase = 'cerrado'`,
);
await q('sale_vins', `INSERT INTO sale_vins (lead_id, sale_id, vin) SELECT s.lead_id, s.id, 'LJBENCH' || lpad(s.id::text, 10, '0') FROM sales s WHERE s.lead_id > ${base}`);
await q(
  'floor_visits',
  `INSERT INTO floor_visits (lead_id, agency_id, user_id, origin, type, created_at)
   SELECT l.id, l.agency_id, l.user_id, CASE WHEN l.id % 2 = 0 THEN 'NEW' ELSE 'EXISTING' END, (ARRAY['NEW','BE_BACK','AGENDED'])[1 + l.id % 3], l.created_at
   FROM leads l WHERE ${leadRange} AND l.id % 10 = 0`,
);
await q(
  'notifications',
  `INSERT INTO notifications (user_id, lead_id, type, title, description, readen, created_at)
   SELECT l.user_id, l.id, 'NEW_LEAD', 'Nuevo lead asignado', 'Se te asignó el lead ' || l.first_name || ' ' || l.last_name, l.id % 10 <> 0, l.created_at
   FROM leads l WHERE ${leadRange} AND l.user_id IS NOT NULL`,
);
await seedFleetGraph(c, q, { fleetLeads: fleetLeadsTotal, firstAgency });
// Counters and report rows maintained by triggers: rebuilt once for the bulk-loaded rows, before the
// indexes come back (its UPDATE of leads.current_product_id is cheap without them).
const { rows: rebuild } = await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'crm_rebuild_lead_stats'`);
if (rebuild[0]!.n > 0) await q('rebuild counters and report rows', `SELECT crm_rebuild_lead_stats()`);
const { rows: fleetRebuild } = await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'crm_rebuild_lead_fleet_counts'`);
if (fleetRebuild[0]!.n > 0) await q('rebuild fleet tab counters', `SELECT crm_rebuild_lead_fleet_counts()`);
for (const i of indexes) {
  await c.query(i.indexdef);
}
step(`recreated ${indexes.length} indexes`);
await q('session', `SET session_replication_role = origin`);
// What autovacuum would have done by the time a network this size is read: statistics, and the
// visibility map that lets counts be answered from an index alone.
await q('vacuum analyze', 'VACUUM (ANALYZE)');
// WhatsApp (issue 53): conversations and ~5 messages a lead, after the leads' indexes are back (it reads their keys).
await seedWhatsappMessages(c, step);
const { rows: sizes } = await c.query<{ leads: number; big: number; fleet: number; fleetBig: number; companies: number; activities: number; prospects: number }>(
  `SELECT (SELECT count(*)::int FROM leads) AS leads, (SELECT count(*)::int FROM leads WHERE agency_id = ${firstAgency}) AS big,
          (SELECT count(*)::int FROM lead_fleets) AS fleet, (SELECT count(*)::int FROM lead_fleets WHERE agency_id = ${firstAgency}) AS "fleetBig",
          (SELECT count(*)::int FROM companies) AS companies, (SELECT count(*)::int FROM lead_fleet_activities) AS activities,
          (SELECT count(*)::int FROM lead_fleet_prospects) AS prospects`,
);
const n = (x: number) => x.toLocaleString('en');
const z = sizes[0]!;
step(
  `done: ${n(z.leads)} leads (${n(z.big)} in the demo agency); fleet: ${n(z.companies)} companies, ${n(z.fleet)} fleet leads (${n(z.fleetBig)} in the demo agency), ` +
    `${n(z.activities)} activities, ${n(z.prospects)} prospects; ${where}`,
);
await c.end();
