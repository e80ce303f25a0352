/**
 * The fleet graph of `npm run bench:seed` (issue 27), set-based like the retail part: companies with
 * both contacts (COMPANY and OPERATOR), fleet leads in every phase with products and dealers,
 * activities with follow-up comments and test-drive units, quotations, deliveries, closed sales with
 * VINs, events and prospects; plus HR vacancies, accessories and accessory leads.
 *
 * Sizes follow `fleetLeads` (default: a fifth of the retail leads; 200,000 beside a million):
 * companies and prospects a quarter of it, ~5 activities a lead. The first agency (the demo accounts'
 * fleet-manager / fleet-executive) holds 20 % of the companies and so of the fleet leads (40,000 of
 * 200,000), worked by ten executives; every other agency has three executives and a manager.
 */

export interface FleetSeedClient {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
}

/** Fleet tables bulk-loaded here: their secondary indexes are dropped for the load and rebuilt after. */
export const FLEET_BULK = [
  'companies',
  'company_contact_people',
  'lead_fleets',
  'lead_fleet_products',
  'lead_fleet_agencies',
  'lead_fleet_activities',
  'lead_fleet_activity_follow_up_comments',
  'lead_fleet_activity_test_drive_units',
  'lead_fleet_quotations',
  'lead_fleet_deliveries',
  'lead_fleet_sales',
  'lead_fleet_sale_vins',
  'lead_fleet_events',
  'lead_fleet_prospects',
  'vacancies',
  'accessory_items',
  'accessory_leads',
];

export async function seedFleetGraph(
  c: FleetSeedClient,
  q: (label: string, text: string) => Promise<void>,
  options: { fleetLeads: number; firstAgency: number },
): Promise<void> {
  const { fleetLeads, firstAgency } = options;
  if (fleetLeads <= 0) return;
  const companiesTotal = Math.max(1, Math.round(fleetLeads / 4));
  const prospectsTotal = Math.max(1, Math.round(fleetLeads / 4));
  const tpl = `(SELECT password_hash FROM users WHERE email = 'fleet-executive@demo.mx')`;
  const role = (slug: string) => `(SELECT id FROM roles WHERE slug = '${slug}')`;

  // Staff: ten executives in the first agency (the demo's own among them), three and a manager elsewhere.
  await q(
    'fleet staff',
    `INSERT INTO users (email, password_hash, first_name, last_name, nickname, position, role_id)
     SELECT 'fleet.' || a.id || '.' || k || '@bench.mx', ${tpl},
            (ARRAY['Raúl','Elena','Óscar','Irene','Tomás','Beatriz','Iván','Rocío','Hugo','Nadia'])[1 + k], 'Flotillas ' || a.id, 'f' || k,
            CASE WHEN k = 0 THEN 'Gerente de Flotillas' ELSE 'Ejecutivo de Flotillas' END,
            CASE WHEN k = 0 AND a.id <> ${firstAgency} THEN ${role('fleet-manager')} ELSE ${role('fleet-executive')} END
     FROM agencies a CROSS JOIN generate_series(0, 9) k
     WHERE (a.id = ${firstAgency} AND k BETWEEN 1 AND 9) OR (a.id <> ${firstAgency} AND k <= 3)`,
  );
  await q('fleet memberships', `INSERT INTO user_agencies (user_id, agency_id) SELECT u.id, split_part(u.email, '.', 2)::int FROM users u WHERE u.email LIKE 'fleet.%@bench.mx'`);
  await q(
    'fleet owner map',
    `CREATE TEMP TABLE fleet_owners AS
     SELECT ua.agency_id, (row_number() OVER (PARTITION BY ua.agency_id ORDER BY u.id) - 1)::int AS k, u.id AS user_id,
            count(*) OVER (PARTITION BY ua.agency_id)::int AS n
     FROM user_agencies ua JOIN users u ON u.id = ua.user_id JOIN roles r ON r.id = u.role_id
     WHERE r.slug = 'fleet-executive';
     CREATE INDEX ON fleet_owners (agency_id, k); ANALYZE fleet_owners`,
  );
  const cBase = (await c.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM companies')).rows[0]!.id;
  const SECTORS = `(SELECT count(*) FROM company_sectors)`;
  await q(
    `companies (${companiesTotal.toLocaleString('en')})`,
    `INSERT INTO companies (agency_id, name, company_type_id, company_sector_id, sector_text, company_size_id, company_need_id,
                            company_economic_capacity_id, company_fleet_location_id, description, active, user_id, created_at, updated_at)
     SELECT x.agency_id, x.name,
            (SELECT min(id) FROM company_types) + x.g % greatest((SELECT count(*) FROM company_types), 1),
            CASE WHEN x.g % 50 = 0 THEN NULL ELSE (SELECT min(id) FROM company_sectors) + x.g % greatest(${SECTORS}, 1) END,
            CASE WHEN x.g % 50 = 0 THEN (ARRAY['Minería','Paquetería','Seguridad privada','Turismo'])[1 + x.g % 4] END,
            (SELECT min(id) FROM company_sizes) + x.g % greatest((SELECT count(*) FROM company_sizes), 1),
            (SELECT min(id) FROM company_needs) + x.g % greatest((SELECT count(*) FROM company_needs), 1),
            (SELECT min(id) FROM company_economic_capacities) + x.g % greatest((SELECT count(*) FROM company_economic_capacities), 1),
            (SELECT min(id) FROM company_fleet_locations) + x.g % greatest((SELECT count(*) FROM company_fleet_locations), 1),
            'Calle ' || (x.g % 400) || ' #' || (x.g % 97) || ', Col. Centro', x.g % 23 <> 0, o.user_id, x.created_at, x.created_at
     FROM (
       SELECT g,
              CASE WHEN g % 5 = 0 THEN ${firstAgency} ELSE (SELECT agency_id FROM agency_slots WHERE slot = (g * 31) % (SELECT count(*) FROM agency_slots)) END AS agency_id,
              (ARRAY['Transportes','Logística','Distribuidora','Constructora','Servicios','Grupo','Comercializadora','Agroindustrias','Farmacéutica','Ópticas'])[1 + (g * 7) % 10]
                || ' ' || (ARRAY['del Norte','Peninsular','Azteca','del Bajío','Pacífico','Álamo','Ñandú','Sierra Madre','Jalisco','Hidalgo','Rivera','Montes'])[1 + (g * 11) % 12]
                || ' ' || g AS name,
              now() - interval '3 hours' - (power((g * 2654435761::bigint % 1000003) / 1000003.0, 1.3) * 720 * 86400) * interval '1 second' AS created_at
       FROM generate_series(1::bigint, ${companiesTotal}) g
     ) x
     LEFT JOIN fleet_owners o ON o.agency_id = x.agency_id AND o.k = x.g % (SELECT max(n) FROM fleet_owners WHERE agency_id = x.agency_id)`,
  );
  await q(
    'company contacts (COMPANY and OPERATOR)',
    `INSERT INTO company_contact_people (company_id, type, name, phone, email, position, created_at)
     SELECT co.id, t.type, (ARRAY['Alma','Benito','Citlali','Darío','Estela','Fausto','Gloria','Homero'])[1 + (co.id + t.k) % 8] || ' ' || (ARRAY['Ortega','Salinas','Navarro','Ibarra','Cisneros','Peña'])[1 + co.id % 6],
            '+52' || (3300000000 + (co.id * 31 + t.k) % 600000000)::text, 'contacto' || t.k || '.' || co.id || '@empresa.mx',
            CASE t.type WHEN 'COMPANY' THEN 'Director de compras' ELSE 'Jefe de flotilla' END, co.created_at
     FROM companies co CROSS JOIN (VALUES (1, 'COMPANY'), (2, 'OPERATOR')) t(k, type) WHERE co.id > ${cBase}`,
  );
  const lBase = (await c.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM lead_fleets')).rows[0]!.id;
  // The phase comes from a hash of g, not g mod 10: the company is (g * 7919) mod the company count,
  // so g mod 10 follows the company and with it the agency, and the demo agency got two phases only.
  const PHASES = `ARRAY['1ER_CONTACTO','1ER_CONTACTO','1ER_CONTACTO','SEGUIMIENTO','SEGUIMIENTO','SEGUIMIENTO','CIERRE','CIERRE','POST_VENTA','CONGELADO']`;
  await q(
    `lead_fleets (${fleetLeads.toLocaleString('en')})`,
    `INSERT INTO lead_fleets (agency_id, company_id, phase, status, company_contact_person_id, contact_name, email, phone, company_name, comments,
                              user_id, lead_fleet_origin_id, lead_fleet_clasification_id, account_investigation_realized, last_activity_date,
                              total_quantity, created_at, updated_at)
     SELECT co.agency_id, co.id, x.phase, CASE WHEN x.phase = 'CONGELADO' THEN 'INACTIVO' ELSE 'ACTIVO' END,
            cp.id, cp.name, cp.email, cp.phone, co.name, 'Renovación de flotilla',
            CASE WHEN x.g % 40 = 0 THEN NULL ELSE coalesce(o.user_id, co.user_id) END,
            (SELECT min(id) FROM lead_fleet_origins) + x.g % greatest((SELECT count(*) FROM lead_fleet_origins), 1),
            (SELECT min(id) FROM lead_fleet_clasifications) + x.g % greatest((SELECT count(*) FROM lead_fleet_clasifications), 1),
            x.phase <> '1ER_CONTACTO',
            least(now() - interval '5 minutes', x.created_at + (x.g % 45) * interval '1 day' + (x.g % 1440) * interval '1 minute'),
            0, x.created_at, x.created_at
     FROM (
       SELECT g, ${cBase} + 1 + (g * 7919) % ${companiesTotal} AS company_id, (${PHASES})[1 + (g * 40503::bigint % 999983) % 10] AS phase,
              now() - interval '2 hours' - (power((g * 2654435761::bigint % 1000003) / 1000003.0, 1.4) * 540 * 86400) * interval '1 second' AS created_at
       FROM generate_series(1::bigint, ${fleetLeads}) g
     ) x
     JOIN companies co ON co.id = x.company_id
     JOIN company_contact_people cp ON cp.company_id = co.id AND cp.type = 'COMPANY'
     LEFT JOIN fleet_owners o ON o.agency_id = co.agency_id AND o.k = x.g % (SELECT max(n) FROM fleet_owners WHERE agency_id = co.agency_id)`,
  );
  const leads = `l.id > ${lBase}`;
  await q(
    'lead_fleet_products',
    `INSERT INTO lead_fleet_products (lead_fleet_id, product_id, product_color_id, quantity)
     SELECT l.id, p.id, (SELECT pc.id FROM product_colors pc WHERE pc.product_id = p.id ORDER BY pc.id OFFSET (l.id % 2) LIMIT 1), 2 + (l.id * k) % 40
     FROM lead_fleets l CROSS JOIN generate_series(1, 2) k
     JOIN (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM products WHERE active) p ON p.n = (l.id * 3 + k) % (SELECT count(*) FROM products WHERE active)
     WHERE ${leads} AND k <= 1 + l.id % 2`,
  );
  await q('total quantities', `UPDATE lead_fleets l SET total_quantity = s.n FROM (SELECT lead_fleet_id, sum(quantity)::int n FROM lead_fleet_products GROUP BY 1) s WHERE s.lead_fleet_id = l.id AND ${leads}`);
  await q(
    'lead_fleet_agencies (dealers)',
    `INSERT INTO lead_fleet_agencies (lead_fleet_id, agency_id, contact_name, contact_phone, contact_email)
     SELECT l.id, l.agency_id, 'Gerente de piso', '+525512345678', 'dealer' || l.agency_id || '@agencia.mx' FROM lead_fleets l WHERE ${leads} AND l.id % 3 = 0`,
  );
  await q(
    'lead_fleet_activities (~5 a lead)',
    `INSERT INTO lead_fleet_activities (lead_fleet_id, user_id, follow_up_type_id, activity_type_id, phase, title, status, date, end_date, time, comments, created_at)
     SELECT l.id, l.user_id, t.follow_up_type_id, t.id,
            CASE WHEN k = 1 THEN '1ER_CONTACTO' ELSE l.phase END, 'Seguimiento ' || k, CASE WHEN k < 1 + l.id % 9 THEN 2 ELSE 1 END,
            l.created_at + k * interval '2 days' + (l.id % 9) * interval '1 hour', l.created_at + k * interval '2 days' + (l.id % 9 + 1) * interval '1 hour',
            lpad((9 + l.id % 9)::text, 2, '0') || ':00', 'Llamada con el área de compras', l.created_at + k * interval '1 day'
     FROM lead_fleets l CROSS JOIN generate_series(1, 9) k
     JOIN (SELECT id, follow_up_type_id, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM lead_fleet_activity_types) t
       ON t.n = (l.id + k) % (SELECT count(*) FROM lead_fleet_activity_types)
     WHERE ${leads} AND k <= 1 + l.id % 9`,
  );
  const aBase = `(SELECT coalesce(min(a.id), 0) FROM lead_fleet_activities a WHERE a.lead_fleet_id > ${lBase})`;
  await q(
    'follow-up comments',
    `INSERT INTO lead_fleet_activity_follow_up_comments (activity_id, user_id, comment, created_at)
     SELECT a.id, a.user_id, 'Enviaron requisitos', a.created_at + interval '3 hours' FROM lead_fleet_activities a WHERE a.id >= ${aBase} AND a.id % 5 = 0`,
  );
  await q(
    'test-drive units',
    `INSERT INTO lead_fleet_activity_test_drive_units (activity_id, product_id, vin, plate)
     SELECT a.id, (SELECT min(id) FROM products), 'LJTD' || lpad(a.id::text, 13, '0'), 'DEMO-' || (a.id % 1000) FROM lead_fleet_activities a WHERE a.id >= ${aBase} AND a.id % 20 = 0`,
  );
  await q(
    'quotations',
    `INSERT INTO lead_fleet_quotations (lead_fleet_id, user_id, product_id, public_price_centavos, discount_percentage, quantity, final_amount_centavos, comments, created_at)
     SELECT l.id, l.user_id, lp.product_id, coalesce(p.price::bigint * 100, 45000000), 5, lp.quantity, coalesce(p.price::bigint * 95, 42750000) * lp.quantity, 'Precio flotilla', l.created_at + interval '20 days'
     FROM lead_fleets l JOIN lead_fleet_products lp ON lp.lead_fleet_id = l.id JOIN products p ON p.id = lp.product_id
     WHERE ${leads} AND l.phase IN ('CIERRE', 'POST_VENTA')`,
  );
  await q(
    'deliveries',
    `INSERT INTO lead_fleet_deliveries (lead_fleet_id, user_id, product_id, quantity, dealer_reunion_date, logistics_details, observations, rfc, created_at)
     SELECT l.id, l.user_id, lp.product_id, lp.quantity, (l.created_at + interval '40 days')::date, 'Entrega en patio', 'Sin observaciones', 'EMP' || lpad((l.id % 999999)::text, 6, '0') || 'AB1', l.created_at + interval '35 days'
     FROM lead_fleets l JOIN lead_fleet_products lp ON lp.lead_fleet_id = l.id WHERE ${leads} AND l.phase = 'POST_VENTA'`,
  );
  await q(
    'closed sales',
    `INSERT INTO lead_fleet_sales (lead_fleet_id, agency_id, delivery_id, product_id, quantity, user_id, created_at)
     SELECT d.lead_fleet_id, l.agency_id, d.id, d.product_id, d.quantity, d.user_id, d.created_at FROM lead_fleet_deliveries d JOIN lead_fleets l ON l.id = d.lead_fleet_id WHERE ${leads}`,
  );
  // The load runs with triggers off (session_replication_role): closed_at as the sales trigger keeps it.
  await q(
    'closed-sale dates',
    `UPDATE lead_fleets l SET closed_at = s.first_sale FROM (SELECT lead_fleet_id, min(created_at) AS first_sale FROM lead_fleet_sales WHERE lead_fleet_id > ${lBase} GROUP BY 1) s WHERE s.lead_fleet_id = l.id`,
  );
  // And the sort keys the companies' and leads' triggers copy (migration fleet_owner_sector_keys).
  await q(
    'companies: sector and executive sort keys',
    `UPDATE companies c SET sector_sort_key = coalesce(crm_sort_key(s.description), crm_sort_key(c.sector_text)), user_sort_key = u.name_sort_key
     FROM companies x LEFT JOIN company_sectors s ON s.id = x.company_sector_id LEFT JOIN users u ON u.id = x.user_id WHERE x.id = c.id AND c.id > ${cBase}`,
  );
  await q('fleet leads: executive sort keys', `UPDATE lead_fleets l SET user_sort_key = u.name_sort_key FROM users u WHERE u.id = l.user_id AND ${leads}`);
  await q(
    'sale VINs (up to 3 a sale)',
    `INSERT INTO lead_fleet_sale_vins (lead_fleet_sale_id, vin)
     SELECT s.id, 'LJFLT' || lpad(s.id::text, 10, '0') || k FROM lead_fleet_sales s CROSS JOIN generate_series(1, 3) k
     WHERE s.lead_fleet_id > ${lBase} AND k <= least(s.quantity, 3)`,
  );
  await q(
    'events',
    `INSERT INTO lead_fleet_events (lead_fleet_id, user_id, action, old_phase, new_phase, detail, created_at)
     SELECT l.id, l.user_id, 'CREATED', NULL, '1ER_CONTACTO', NULL, l.created_at FROM lead_fleets l WHERE ${leads}
     UNION ALL
     SELECT l.id, l.user_id, 'PHASE', '1ER_CONTACTO', l.phase, NULL, l.created_at + interval '5 days' FROM lead_fleets l WHERE ${leads} AND l.phase <> '1ER_CONTACTO'`,
  );
  await q(
    `prospects (${prospectsTotal.toLocaleString('en')})`,
    `INSERT INTO lead_fleet_prospects (agency_id, first_name, last_name, email, phone, company_name, position, product_id, quantity, active, user_id,
                                       converted_to_lead_at, source, created_at, updated_at)
     SELECT x.agency_id, (ARRAY['Rebeca','Samuel','Teresa','Ulises','Verónica','Wenceslao','Ximena','Yolanda','Zacarías','Áurea'])[1 + x.g % 10],
            (ARRAY['Núñez','Ochoa','Pacheco','Quintero','Robles','Solís','Tapia','Uribe'])[1 + (x.g * 3) % 8],
            'prospecto' || x.g || '@empresa.mx', '+52' || (8100000000 + x.g % 99999999)::text,
            (ARRAY['Fletes','Mensajería','Rentadora','Hotelera','Constructora'])[1 + x.g % 5] || ' ' || (x.g % 5000), 'Compras',
            (SELECT min(id) FROM products) + x.g % greatest((SELECT count(*) FROM products), 1), 1 + x.g % 30, x.g % 7 <> 0,
            CASE WHEN x.g % 3 = 0 THEN o.user_id END, CASE WHEN x.g % 10 = 0 THEN x.created_at + interval '2 days' END, 'web', x.created_at, x.created_at
     FROM (
       SELECT g, CASE WHEN g % 5 = 0 THEN ${firstAgency} ELSE (SELECT agency_id FROM agency_slots WHERE slot = (g * 37) % (SELECT count(*) FROM agency_slots)) END AS agency_id,
              now() - interval '1 hour' - (power((g * 2654435761::bigint % 1000003) / 1000003.0, 1.2) * 365 * 86400) * interval '1 second' AS created_at
       FROM generate_series(1::bigint, ${prospectsTotal}) g
     ) x
     LEFT JOIN fleet_owners o ON o.agency_id = x.agency_id AND o.k = x.g % (SELECT max(n) FROM fleet_owners WHERE agency_id = x.agency_id)`,
  );
  await seedOtherAreas(c, q, fleetLeads);
}

/** HR vacancies, accessories and accessory leads at a network's size (when their tables exist). */
async function seedOtherAreas(c: FleetSeedClient, q: (label: string, text: string) => Promise<void>, fleetLeads: number): Promise<void> {
  const tables = new Set((await c.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public'`)).rows.map((r) => r.t));
  const columns = async (table: string) =>
    (await c.query<{ c: string }>(`SELECT column_name AS c FROM information_schema.columns WHERE table_name = $1`, [table])).rows.map((r) => r.c);
  // A copy of the demo's own rows, spread over the agencies: whatever columns the tables have now.
  const multiply = async (table: string, times: number, vary: Record<string, string>) => {
    if (!tables.has(table)) return;
    const cols = (await columns(table)).filter((col) => col !== 'id');
    const exprs = cols.map((col) => vary[col] ?? `t.${col}`);
    await q(
      `${table} (×${times})`,
      `INSERT INTO ${table} (${cols.join(', ')}) SELECT ${exprs.join(', ')} FROM ${table} t CROSS JOIN generate_series(1, ${times}) k
       WHERE t.id <= (SELECT max(id) FROM ${table})`,
    );
  };
  const scale = Math.max(1, Math.round(fleetLeads / 20_000));
  await multiply('vacancies', 20 * scale, {
    agency_id: `(SELECT agency_id FROM agency_slots WHERE slot = (t.id * 31 + k) % (SELECT count(*) FROM agency_slots))`,
    created_at: `t.created_at - k * interval '1 day'`,
  });
  await multiply('accessory_items', 10 * scale, { name: `t.name || ' ' || k`, created_at: `t.created_at - k * interval '1 hour'` });
  await multiply('accessory_leads', 200 * scale, {
    agency_id: `(SELECT agency_id FROM agency_slots WHERE slot = (t.id * 17 + k) % (SELECT count(*) FROM agency_slots))`,
    created_at: `t.created_at - k * interval '1 hour'`,
  });
}
