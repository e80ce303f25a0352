/**
 * `npm run bench:api [-- --db crm_bench --runs 30 --warmup-seconds 5 --only <regexp> --json out.json --budget scripts/bench/budget.json]`:
 * each call's p50/p95 through HTTP (sequential, after warm-up) and its SQL floor measured in the same
 * run: the statements the API sent for that call, replayed on a connection of their own. Prints the
 * table with ratios; with --budget, exits 1 when a call's p95 is over its budget (the CI regression gate).
 *
 * On PostgreSQL the timed calls go to the API in a process of its own (the bundled server, as
 * deployed), so the benchmark's own work (its garbage, the floor's replays) is not timed as the
 * API's; an API in this process records each call's statements. `--in-process` times that one
 * instead (as on PGlite, whose directory one process at a time may open).
 */
import fs from 'node:fs';
import { benchArgs, benchDatabaseUrl } from './benchConfig';
import { whatsappBench } from './benchWhatsappCalls';
import { benchClient, benchFixtures, call, mexicoToday, newLeadBody, percentile, replay, signIn, spawnServerProcess, startBenchServer, type BenchTarget, type Caller } from './benchHarness';

const args = benchArgs(process.argv.slice(2));
// The agencies' WhatsApp secrets are sealed with this key (issue 53): the same in the benchmark's API and the timed one.
process.env.WHATSAPP_SECRET_KEY ??= Buffer.alloc(32, 53).toString('base64');
const runs = Number(args.runs ?? 30);
const warmup = Number(args.warmup ?? 3);
// --pglite <dir>: the embedded database (issue 16: PGlite at 100,000 leads against PostgreSQL).
const target: BenchTarget = args.pglite ? { dataDir: args.pglite } : { databaseUrl: benchDatabaseUrl(args.db).url };

const server = await startBenchServer(target);
const client = await benchClient(target, server);
const f = await benchFixtures(client);
const own = 'databaseUrl' in target && !args['in-process'] ? await spawnServerProcess(target.databaseUrl) : undefined;
/** Where the timed calls go. */
const timedBase = own?.base ?? server.base;
const manager: Caller = { token: await signIn(server.base, 'manager@demo.mx'), agencyId: f.agencyId };
const adviser: Caller = { token: await signIn(server.base, 'adviser-floor@demo.mx'), agencyId: f.agencyId };
// The fleet area of the same (big) agency (issue 27): its fleet manager and one of its executives.
const fleetManager: Caller = { token: await signIn(server.base, 'fleet-manager@demo.mx'), agencyId: f.agencyId };
const fleetExec: Caller = { token: await signIn(server.base, 'fleet-executive@demo.mx'), agencyId: f.agencyId };
/** The same users signed in to the API that is timed (each process signs its own sessions). */
const timedCaller = new Map<Caller, Caller>(
  own
    ? [
        [manager, { token: await signIn(own.base, 'manager@demo.mx'), agencyId: f.agencyId }],
        [adviser, { token: await signIn(own.base, 'adviser-floor@demo.mx'), agencyId: f.agencyId }],
        [fleetManager, { token: await signIn(own.base, 'fleet-manager@demo.mx'), agencyId: f.agencyId }],
        [fleetExec, { token: await signIn(own.base, 'fleet-executive@demo.mx'), agencyId: f.agencyId }],
      ]
    : [],
);
const today = mexicoToday();
const monthStart = `${today.slice(0, 8)}01`;
const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
const quarterAgo = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
const deepPage = Math.max(1, Math.floor(f.agencyLeads / 10 / 2));
// Seguimiento holds about a quarter of an agency's leads: half-way through that tab.
const phaseDeepPage = Math.max(1, Math.floor(deepPage / 4));
let created = 0;

interface BenchCall {
  name: string;
  who: Caller;
  method?: 'GET' | 'POST';
  path: string | (() => string);
  body?: () => unknown;
  /**
   * Values that must be new on every write (a delivery's VINs are unique across sales): the floor's
   * replays of the recorded statements give each string parameter matching this a suffix of their own.
   */
  fresh?: RegExp;
  /** A call that is not the API's usual signed-in JSON (the WhatsApp webhook: Meta's signature over the raw body). */
  send?: (base: string) => Promise<{ status: number; body: string; serverMs?: number }>;
  /**
   * Waits until the work the call left behind is done (the webhook's processing runs after its 200):
   * the next call is timed alone, not beside a backlog of a hundred deliveries being processed.
   */
  settle?: () => Promise<void>;
}

let replays = 0;
/** The recorded statements with `fresh` values renamed for one replay (strings and arrays of strings). */
function freshen(statements: { text: string; params: unknown[] }[], fresh: RegExp) {
  const n = ++replays;
  const one = (v: unknown): unknown => (typeof v === 'string' ? v.replace(fresh, (m) => `${m}R${n}`) : Array.isArray(v) ? v.map(one) : v);
  return statements.map((q) => ({ ...q, params: q.params.map(one) }));
}
const report = (name: string, range: string) => `/lead/${name}?StartDate=${range}&EndDate=${today}&UserId=-1`;
const calls: BenchCall[] = [
  { name: 'POST /lead/ (create)', who: manager, method: 'POST', path: '/lead/', body: () => newLeadBody(f, ++created) },
  { name: 'GET /lead/new first page', who: manager, path: '/lead/new?page=1&limit=10' },
  { name: `GET /lead/new page ${deepPage}`, who: manager, path: `/lead/new?page=${deepPage}&limit=10` },
  { name: 'GET /lead/new search name', who: manager, path: '/lead/new?page=1&limit=10&search=maría' },
  { name: 'GET /lead/new by contact', who: manager, path: '/lead/new?page=1&limit=10&sortBy=contact:asc' },
  { name: `GET /lead/new seguimiento by contact page ${phaseDeepPage}`, who: manager, path: `/lead/new?phase=seguimiento&page=${phaseDeepPage}&limit=10&sortBy=contact:desc` },
  { name: 'GET /lead/new/totals-phase', who: manager, path: '/lead/new/totals-phase' },
  { name: 'GET /lead/new/totals (seguimiento)', who: manager, path: '/lead/new/totals?phase=seguimiento&limit=10' },
  { name: 'GET /lead/new adviser', who: adviser, path: '/lead/new?page=1&limit=10' },
  { name: 'GET /lead/new/totals-phase adviser', who: adviser, path: '/lead/new/totals-phase' },
  { name: 'GET /lead/{id}', who: manager, path: `/lead/${f.leadId}` },
  { name: 'GET /leads/frozen', who: manager, path: '/leads/frozen?page=1&limit=10' },
  { name: 'GET /leads/frozen search', who: manager, path: '/leads/frozen?page=1&limit=10&search=garc' },
  { name: 'GET /leads/search seguimiento', who: manager, path: '/leads/search?leadPhase=seguimiento&page=1&limit=10&search=hern' },
  { name: 'GET /leads/future-sale', who: manager, path: '/leads/future-sale?page=1&limit=10' },
  { name: 'GET /sale/dashboard', who: manager, path: '/sale/dashboard?page=1&limit=10' },
  { name: 'GET /sale/reporting', who: manager, path: '/sale/reporting?page=1&limit=10' },
  { name: 'GET /agenda/week', who: manager, path: `/agenda/week?startDate=${today}` },
  { name: 'GET /leadActivity/data/waiting-list', who: manager, path: '/leadActivity/data/waiting-list' },
  // Citas and the bell: a tenth of the dealer group's mix (issue 55; bench:load --mix dealer).
  { name: 'GET /leadActivity/data/appointments', who: manager, path: '/leadActivity/data/appointments?page=1&limit=10' },
  { name: 'GET /notification/{id}', who: manager, path: `/notification/${f.managerId}` },
  { name: 'GET /leads-duplicados', who: manager, path: '/leads-duplicados?page=1&limit=10' },
  { name: 'report ByAllPhases month', who: manager, path: report('ByAllPhases', monthStart) },
  { name: 'report ByPhase month', who: manager, path: report('ByPhase', monthStart) },
  { name: 'report InterestByModel month', who: manager, path: report('InterestByModel', monthStart) },
  { name: 'report ByOrigin month', who: manager, path: report('ByOrigin', monthStart) },
  { name: 'report ByAllPhases year', who: manager, path: report('ByAllPhases', yearAgo) },
  { name: 'report ByPhase year', who: manager, path: report('ByPhase', yearAgo) },
  { name: 'report InterestByModel year', who: manager, path: report('InterestByModel', yearAgo) },
  { name: 'report ByOrigin year', who: manager, path: report('ByOrigin', yearAgo) },
  // Issue 30: the dashboard's 'Tiempo de respuesta' card and the leads list's 'Fuera de tiempo' filter.
  { name: 'report ResponseTime month', who: manager, path: report('ResponseTime', monthStart) },
  { name: 'report ResponseTime year', who: manager, path: report('ResponseTime', yearAgo) },
  // The arrival loop's 'Asistencia a citas' card (an agency-month ≤ 100 ms p95 at 1,000,000 leads).
  { name: 'report AppointmentAttendance month', who: manager, path: report('AppointmentAttendance', monthStart) },
  { name: 'report AppointmentAttendance year', who: manager, path: report('AppointmentAttendance', yearAgo) },
  { name: 'GET /lead/new Fuera de tiempo', who: manager, path: '/lead/new?page=1&limit=10&outOfTime=true' },
  // Issue 27's retail calls over the bar: the list by adviser, a name few leads share, an adviser's sales.
  { name: 'GET /lead/new by adviser', who: manager, path: '/lead/new?page=1&limit=10&sortBy=adviser:asc' },
  { name: 'GET /lead/new search rare name', who: manager, path: () => `/lead/new?page=1&limit=10&search=${encodeURIComponent(rareName)}` },
  { name: 'GET /sale/dashboard adviser', who: adviser, path: '/sale/dashboard?page=1&limit=10' },
  { name: 'GET /sale/reporting adviser', who: adviser, path: '/sale/reporting?page=1&limit=10' },
  // Issue 55's floors over 25 ms: the visit registry's first page, and the leads list under a filter combination (origin, model, three months).
  { name: 'GET /registro-visitas', who: manager, path: '/registro-visitas?page=1&limit=10' },
  {
    name: 'GET /lead/new filter combination',
    who: manager,
    path: () => `/lead/new?page=1&limit=10&filters=${encodeURIComponent(JSON.stringify({ LeadOriginId: f.originId, ProductId: f.productId, StartDate: quarterAgo, EndDate: today }))}`,
  },
];
// A full name of one lead of the agency: the trigram search finds a handful of rows.
const { rows: [rare] } = await client.query<{ name: string }>(`SELECT lower(first_name || ' ' || last_name) AS name FROM leads WHERE id = ${f.leadId}`);
const rareName = rare?.name ?? 'zz';
// Issue 43's palette: the same lead by its phone (as typed: '55 1234 5678') and by its number.
const { rows: [keyed] } = await client.query<{ phone: string | null }>(`SELECT phone_key AS phone FROM leads WHERE id = ${f.leadId}`);
const typedPhone = keyed?.phone ? `${keyed.phone.slice(0, 2)} ${keyed.phone.slice(2, 6)} ${keyed.phone.slice(6)}` : '55 1234 5678';
const paletteCalls: BenchCall[] = [
  { name: 'GET /search palette common word', who: manager, path: '/search?q=garc' },
  { name: 'GET /search palette rare name', who: manager, path: () => `/search?q=${encodeURIComponent(rareName)}` },
  { name: 'GET /search palette phone', who: manager, path: `/search?q=${encodeURIComponent(typedPhone)}` },
  { name: 'GET /search palette #id', who: manager, path: `/search?q=%23${f.leadId}` },
  { name: 'GET /search palette adviser', who: adviser, path: '/search?q=garc' },
  { name: 'GET /search palette fleet transportes', who: fleetManager, path: '/search?q=transportes' },
  // A common word over the whole list (issue 43): the count stops at its cap, the page walks the order.
  { name: 'GET /lead/new search common word', who: manager, path: '/lead/new?page=1&limit=10&search=garc' },
];

// Fleet fixtures of the big agency: how many fleet leads and companies it holds, a lead with history, a closed sale, the executive's own lead.
const fleetOne = async <T,>(text: string): Promise<T | undefined> => (await client.query(text)).rows[0] as T | undefined;
const fleetSize = (await fleetOne<{ leads: number; companies: number }>(
  `SELECT (SELECT count(*)::int FROM lead_fleets WHERE agency_id = ${f.agencyId}) AS leads, (SELECT count(*)::int FROM companies WHERE agency_id = ${f.agencyId}) AS companies`,
))!;
const fleetLead = await fleetOne<{ id: number; company: number }>(
  `SELECT id, company_id AS company FROM lead_fleets WHERE agency_id = ${f.agencyId} AND phase = 'CIERRE' ORDER BY id DESC OFFSET 20 LIMIT 1`,
);
// The agenda tab's Mes view: this Mexico City month.
const monthEnd = `${today.slice(0, 8)}${new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).getUTCDate()}`;
const fleetDeep = Math.max(1, Math.floor(fleetSize.leads / 10 / 2));
const companyDeep = Math.max(1, Math.floor(fleetSize.companies / 10 / 2));
const fleetFilters = encodeURIComponent(JSON.stringify({ Products: [f.productId], quantity: 3 }));
// The fleet writes (issue 27: ≤ 50 ms p95) as the big agency's fleet-executive: a lead on one of their
// companies, then an activity, a quotation and a delivery (one PDF, two fresh VINs) on their CIERRE lead.
const execWork = await fleetOne<{ userId: number; company: number; lead: number; origin: number; clasification: number; followUp: number; activityType: number }>(
  `SELECT u.id AS "userId",
     (SELECT id FROM companies WHERE agency_id = ${f.agencyId} AND user_id = u.id ORDER BY id LIMIT 1) AS company,
     (SELECT id FROM lead_fleets WHERE agency_id = ${f.agencyId} AND user_id = u.id AND phase = 'CIERRE' ORDER BY id LIMIT 1) AS lead,
     (SELECT min(id) FROM lead_fleet_origins) AS origin, (SELECT min(id) FROM lead_fleet_clasifications) AS clasification,
     t.follow_up_type_id AS "followUp", t.id AS "activityType"
   FROM users u, lead_fleet_activity_types t JOIN lead_fleet_activity_follow_up_types ft ON ft.id = t.follow_up_type_id
   WHERE u.email = 'fleet-executive@demo.mx' AND ft.slug NOT IN ('reuniones', 'pruebas-de-manejo') ORDER BY t.id LIMIT 1`,
);
// A closed sale of the seed, never the lead the writes below pile deliveries on (each run adds 30+ to it).
const closedLead = await fleetOne<{ id: number }>(
  `SELECT lead_fleet_id AS id FROM lead_fleet_sales WHERE agency_id = ${f.agencyId} AND lead_fleet_id <> ${execWork?.lead ?? 0} ORDER BY id DESC LIMIT 1`,
);
const BENCH_PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;
let fleetWritten = 0;
function fleetWrites(): BenchCall[] {
  const w = execWork;
  if (!w?.company || !w.lead) return [];
  const tag = () => `${Date.now().toString(36)}${++fleetWritten}`;
  return [
    {
      name: 'fleet exec POST /lead-fleet (create)', who: fleetExec, method: 'POST', path: '/lead-fleet',
      body: () => ({ data: { CompanyId: w.company, UserId: w.userId, LeadFleetOriginId: w.origin, LeadFleetClasificationId: w.clasification, comments: 'Carga',
        companyContactPerson: { name: `Contacto Carga ${tag()}`, phone: '5512345678', email: `carga.${tag()}@empresa.mx` },
        products: [{ ProductId: f.productId, ProductColorId: f.colorId, quantity: 3 }], agencies: [] } }),
    },
    {
      name: 'fleet exec POST activity', who: fleetExec, method: 'POST', path: `/lead-fleet/simple-activity/${w.lead}`,
      body: () => ({ data: { LeadFleetActivityFollowUpTypeId: w.followUp, LeadFleetActivityTypeId: w.activityType, status: 1, title: 'Llamar', comments: `Carga ${tag()}` } }),
    },
    {
      name: 'fleet exec POST quotation', who: fleetExec, method: 'POST', path: `/lead-fleet/cotizacion/${w.lead}`,
      body: () => ({ data: { ProductId: f.productId, publicPrice: 400000, discountPercentage: 0, quantity: 2, hasCharger: false, comments: 'Carga', documents: [] } }),
    },
    {
      name: 'fleet exec POST delivery', who: fleetExec, method: 'POST', path: `/lead-fleet/entrega/${w.lead}`, fresh: /BENCH[0-9A-Z]+/g,
      body: () => {
        const t = tag().toUpperCase();
        return { data: { ProductId: f.productId, quantity: 2, dealerReunionDate: mexicoToday(), logisticsDetails: 'Patio', observations: 'Carga', rfc: 'TPR010101AB1',
          documents: [{ name: 'acta.pdf', base64: BENCH_PDF }], VINs: [`BENCH${t}A`, `BENCH${t}B`] } };
      },
    },
  ];
}
const fleetCalls: BenchCall[] = fleetSize.leads
  ? [
      { name: 'fleet GET /company page 1', who: fleetManager, path: '/company?page=1&limit=10' },
      { name: `fleet GET /company page ${companyDeep}`, who: fleetManager, path: `/company?page=${companyDeep}&limit=10` },
      { name: 'fleet GET /company by name', who: fleetManager, path: '/company?page=1&limit=10&sortBy=businessName' },
      { name: 'fleet GET /company by Giro', who: fleetManager, path: `/company?page=1&limit=10&sortBy=${encodeURIComponent('companySector.description')}` },
      { name: 'fleet GET /company by executive', who: fleetManager, path: `/company?page=1&limit=10&sortBy=${encodeURIComponent('user.firstAndLastName')}` },
      { name: 'fleet GET /company search', who: fleetManager, path: '/company?page=1&limit=10&filter=log%C3%ADstica%20del' },
      { name: 'fleet GET /company/{id}', who: fleetManager, path: `/company/${fleetLead?.company ?? 1}` },
      { name: 'fleet GET /lead-fleet TODO page 1', who: fleetManager, path: '/lead-fleet?phase=TODO&page=1&limit=10' },
      { name: `fleet GET /lead-fleet TODO page ${fleetDeep}`, who: fleetManager, path: `/lead-fleet?phase=TODO&page=${fleetDeep}&limit=10` },
      { name: 'fleet GET /lead-fleet SEGUIMIENTO', who: fleetManager, path: '/lead-fleet?phase=SEGUIMIENTO&page=1&limit=10' },
      { name: 'fleet GET /lead-fleet by Empresa', who: fleetManager, path: '/lead-fleet?phase=TODO&page=1&limit=10&sortBy=companyName' },
      { name: 'fleet GET /lead-fleet by contact desc', who: fleetManager, path: '/lead-fleet?phase=CIERRE&page=1&limit=10&sortBy=-contactName' },
      { name: 'fleet GET /lead-fleet by phase', who: fleetManager, path: '/lead-fleet?phase=TODO&page=1&limit=10&sortBy=phase' },
      { name: 'fleet GET /lead-fleet by executive', who: fleetManager, path: '/lead-fleet?phase=TODO&page=1&limit=10&sortBy=user' },
      { name: 'fleet GET /lead-fleet search', who: fleetManager, path: '/lead-fleet?phase=TODO&page=1&limit=10&filter=azteca' },
      { name: 'fleet GET /lead-fleet search transportes', who: fleetManager, path: '/lead-fleet?phase=TODO&page=1&limit=10&filter=transportes' },
      { name: 'fleet GET /company search transportes', who: fleetManager, path: '/company?page=1&limit=10&filter=transportes' },
      { name: 'fleet GET /lead-fleet filters', who: fleetManager, path: `/lead-fleet?phase=TODO&page=1&limit=10&filters=${fleetFilters}` },
      { name: 'fleet GET /lead-fleet/data/totals', who: fleetManager, path: '/lead-fleet/data/totals' },
      { name: 'fleet GET /lead-fleet/{id}', who: fleetManager, path: `/lead-fleet/${fleetLead?.id ?? 1}` },
      { name: 'fleet GET history', who: fleetManager, path: `/lead-fleet/data/history/${fleetLead?.id ?? 1}` },
      { name: 'fleet GET closed-sales', who: fleetManager, path: '/lead-fleet/data/closed-sales?page=1&limit=10' },
      { name: 'fleet GET closed-sales/{id}', who: fleetManager, path: `/lead-fleet/data/closed-sales/${closedLead?.id ?? 1}` },
      { name: 'fleet GET agenda month', who: fleetManager, path: `/lead-fleet/schedule/${fleetLead?.id ?? 1}?dateStart=${monthStart}&dateEnd=${monthEnd}` },
      { name: 'fleet GET quotations', who: fleetManager, path: `/lead-fleet/cotizacion/${fleetLead?.id ?? 1}` },
      { name: 'fleet GET test drives', who: fleetManager, path: `/lead-fleet/prueba-manejo/${fleetLead?.id ?? 1}` },
      { name: 'fleet GET /company by creation asc', who: fleetManager, path: '/company?page=1&limit=10&sortBy=createdAt' },
      { name: 'fleet GET /lead-fleet by last activity asc', who: fleetManager, path: '/lead-fleet?phase=TODO&page=1&limit=10&sortBy=lastActivityDate' },
      { name: 'fleet GET closed-sales search', who: fleetManager, path: '/lead-fleet/data/closed-sales?page=1&limit=10&search=transportes' },
      { name: 'fleet GET /lead-fleet-prospect', who: fleetManager, path: '/lead-fleet-prospect?page=1&limit=10' },
      { name: 'fleet GET /lead-fleet-prospect by model', who: fleetManager, path: '/lead-fleet-prospect?page=1&limit=10&sortBy=product' },
      { name: 'fleet GET /lead-fleet-prospect by name', who: fleetManager, path: '/lead-fleet-prospect?page=1&limit=10&sortBy=name' },
      { name: 'fleet GET /lead-fleet-prospect by company desc', who: fleetManager, path: '/lead-fleet-prospect?page=1&limit=10&sortBy=-companyName' },
      { name: 'fleet GET /lead-fleet-prospect Inactivos', who: fleetManager, path: '/lead-fleet-prospect?page=1&limit=10&status=inactive' },
      // Every seeded prospect's company is 'Fletes N': the worst case, a word in all of them. A surname is a few percent.
      { name: 'fleet GET /lead-fleet-prospect search', who: fleetManager, path: '/lead-fleet-prospect?page=1&limit=10&search=fletes' },
      { name: 'fleet GET /lead-fleet-prospect search surname', who: fleetManager, path: '/lead-fleet-prospect?page=1&limit=10&search=ochoa' },
      { name: 'fleet exec GET /lead-fleet', who: fleetExec, path: '/lead-fleet?phase=TODO&page=1&limit=10' },
      { name: 'fleet exec GET /lead-fleet/data/totals', who: fleetExec, path: '/lead-fleet/data/totals' },
      { name: 'fleet exec GET /company', who: fleetExec, path: '/company?page=1&limit=10' },
      { name: 'fleet exec GET /lead-fleet-prospect', who: fleetExec, path: '/lead-fleet-prospect?page=1&limit=10' },
      ...fleetWrites(),
    ]
  : [];
calls.push(...fleetCalls);
calls.push(...paletteCalls);
// WhatsApp (issue 53): the webhook's 200, a 500-message thread newest first (and a page further back),
// the inbox; seeded by bench:seed (scripts/bench/benchSeedWhatsapp.ts: ~5 messages a lead).
const admin: Caller = { token: await signIn(timedBase, 'admin@demo.mx'), agencyId: f.agencyId };
const wa = await whatsappBench(client, timedBase, admin, f.agencyId);
calls.push(
  { name: 'whatsapp POST webhook (signed, 200)', who: manager, method: 'POST', path: '/public/whatsapp/webhook', send: wa.delivery, settle: () => deliveriesProcessed(client) },
  ...(wa.thread
    ? [
        { name: 'whatsapp GET thread newest 50 of 500', who: manager, path: `/whatsapp/conversation/${wa.thread}/messages?limit=50` },
        { name: 'whatsapp GET thread older page', who: manager, path: `/whatsapp/conversation/${wa.thread}/messages?limit=50&before=${wa.olderThan ?? 1}` },
      ]
    : []),
  { name: 'whatsapp GET inbox', who: manager, path: '/whatsapp/inbox?page=1&limit=20&filter=all' },
  { name: 'whatsapp GET inbox unanswered', who: manager, path: '/whatsapp/inbox?page=1&limit=20&filter=unanswered' },
);
/** Until every stored webhook delivery is processed (two minutes at most). */
async function deliveriesProcessed(db: typeof client): Promise<void> {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    const { rows: [left] } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM whatsapp_deliveries WHERE processed_at IS NULL`);
    if (!left!.n) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
/** Tables whose full scan in a request is a missing index (the small catalogue tables may be scanned). */
const BIG_TABLES = new Set([
  'leads', 'lead_emails', 'lead_phones', 'lead_interests', 'lead_activities', 'lead_phase_records', 'appointments', 'sales',
  'sale_vins', 'floor_visits', 'notifications', 'lead_daily_stats',
  'companies', 'company_contact_people', 'lead_fleets', 'lead_fleet_products', 'lead_fleet_agencies', 'lead_fleet_activities',
  'lead_fleet_activity_follow_up_comments', 'lead_fleet_quotations', 'lead_fleet_deliveries', 'lead_fleet_sales', 'lead_fleet_sale_vins',
  'lead_fleet_events', 'lead_fleet_prospects', 'whatsapp_conversations', 'whatsapp_messages', 'whatsapp_deliveries',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Sequential scans of big tables in the statements' plans (EXPLAIN, not executed). */
async function seqScans(statements: { text: string; params: unknown[] }[]): Promise<string[]> {
  const found: string[] = [];
  const walk = (n: PlanNode) => {
    if (n['Node Type'] === 'Seq Scan' && n['Relation Name'] && BIG_TABLES.has(n['Relation Name'])) found.push(n['Relation Name']);
    n.Plans?.forEach(walk);
  };
  for (const q of statements) {
    if (!/^\s*(select|insert|update|delete|with)/i.test(q.text)) continue;
    await client.query('BEGIN');
    try {
      const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`EXPLAIN (FORMAT JSON) ${q.text}`, q.params as unknown[]);
      walk(rows[0]!['QUERY PLAN'][0]!.Plan);
    } finally {
      await client.query('ROLLBACK');
    }
  }
  return [...new Set(found)];
}

interface Row {
  seqScans: string[];
  name: string;
  p50: number;
  p95: number;
  /** The server's own time (Server-Timing), from the request's arrival to its answer. */
  app50: number;
  app95: number;
  floor50: number;
  floor95: number;
  statements: number;
  errors: number;
}
const rows: Row[] = [];
const only = args.only ? new RegExp(args.only, 'i') : undefined;
const selected = calls.filter((c) => !only || only.test(c.name));
const sendTo = (c: BenchCall, base: string, who: Caller) => c.send ? c.send(base) : call(base, who, c.method ?? 'GET', typeof c.path === 'function' ? c.path() : c.path, c.body?.());
const send = (c: BenchCall) => sendTo(c, timedBase, timedCaller.get(c.who) ?? c.who);

// A server answers most of its calls long after its start. Its first seconds (code not yet optimised
// by V8, a heap still growing) were timed as the first calls' tail: after a 3-call warm-up the first
// call's p95 was 2-3x the same call's a few seconds later. The whole selection runs in turns for
// --warmup-seconds (default 5) first; bench:load measures the first seconds after a start apart.
const warmUntil = performance.now() + Number(args['warmup-seconds'] ?? 5) * 1000;
while (selected.length && performance.now() < warmUntil) for (const c of selected) await send(c);
for (const c of selected) await c.settle?.();

for (const c of selected) {
  let errors = 0;
  for (let i = 0; i < warmup; i++) await send(c);
  server.setRecording(true);
  await sendTo(c, server.base, c.who);
  server.setRecording(false);
  const statements = [...server.recorded];
  // The call and its floor alternate, so a busy moment of the machine falls on both alike (timed
  // in two blocks, one block could take all of it: at p95 that decided the ratio of the short calls).
  const times: number[] = [];
  const appTimes: number[] = [];
  const floors: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await send(c);
    times.push(performance.now() - t0);
    if (res.serverMs !== undefined) appTimes.push(res.serverMs);
    if (res.status >= 400) {
      errors++;
      if (errors === 1) console.error(`${c.name}: ${res.status} ${res.body.slice(0, 200)}`);
    }
    floors.push(await replay(client, c.fresh ? freshen(statements, c.fresh) : statements));
  }
  rows.push({
    seqScans: args['plan-check'] ? await seqScans(statements) : [],
    name: c.name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    app50: percentile(appTimes, 50),
    app95: percentile(appTimes, 95),
    floor50: percentile(floors, 50),
    floor95: percentile(floors, 95),
    statements: statements.length,
    errors,
  });
  await c.settle?.();
}

// --wa-rate 50 [--wa-seconds 60]: the issue's webhook load (issue 53): deliveries paced evenly at that rate
// to the timed API, each answered 200 timed apart; after, every one is a message, none twice.
if (args['wa-rate']) {
  const rate = Number(args['wa-rate']);
  const seconds = Number(args['wa-seconds'] ?? 60);
  const before = wa.posted();
  // The floor's replays of the timed webhook call re-insert its delivery (never processed, and a copy of one
  // that was): only the load's own deliveries are waited for.
  const { rows: [last] } = await client.query<{ id: number }>(`SELECT coalesce(max(id), 0)::int AS id FROM whatsapp_deliveries`);
  const times: number[] = [];
  let refused = 0;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < rate * seconds; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t0 = performance.now();
    inFlight.push(
      wa.delivery(timedBase).then((res) => {
        times.push(performance.now() - t0);
        if (res.status !== 200) refused++;
      }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  // Processing runs after each 200, a few at a time per process: the stored deliveries drain after the load.
  const drainStart = performance.now();
  for (;;) {
    const { rows: [left] } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM whatsapp_deliveries WHERE processed_at IS NULL AND id > $1`, [last!.id]);
    if (!left!.n || performance.now() - drainStart > 300_000) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const drained = (performance.now() - drainStart) / 1000;
  const { rows: [load] } = await client.query<{ n: number; distinct: number }>(
    `SELECT count(*)::int AS n, count(DISTINCT wamid)::int AS distinct FROM whatsapp_messages WHERE wamid LIKE $1 AND split_part(wamid, '.', 4)::int > $2`,
    [`${wa.prefix}%`, before],
  );
  console.log(
    `whatsapp webhook load: ${times.length} deliveries in ${elapsed.toFixed(1)} s (${(times.length / elapsed).toFixed(1)}/s); 200 p50 ${percentile(times, 50).toFixed(1)}, p95 ${percentile(times, 95).toFixed(1)}, p99 ${percentile(times, 99).toFixed(1)} ms; ${refused} not 200; ${load!.n} messages stored, ${load!.distinct} distinct; processing drained ${drained.toFixed(1)} s after the last 200`,
  );
}

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1)).padStart(8);
const { rows: [size] } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
console.log(`\n${size!.n.toLocaleString('en')} leads (${f.agencyLeads.toLocaleString('en')} in the demo agency), ${runs} runs a call, ${args.pglite ? `PGlite (${args.pglite})` : 'PostgreSQL'}, API ${own ? `in its own process (${own.bundled ? 'bundled' : 'tsx'})` : 'in the benchmark\'s process'}, loadavg ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);
// app p50/p95: the server's own time (Server-Timing); p50/p95 add the trip from the client.
console.log(`${'call'.padEnd(40)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'app p50'.padStart(8)}${'app p95'.padStart(8)}${'sql p50'.padStart(8)}${'sql p95'.padStart(8)}${'ratio'.padStart(7)}${'stmts'.padStart(6)}${'err'.padStart(5)}`);
for (const r of rows) {
  console.log(`${r.name.padEnd(40)}${ms(r.p50)}${ms(r.p95)}${ms(r.app50)}${ms(r.app95)}${ms(r.floor50)}${ms(r.floor95)}${(r.p95 / Math.max(r.floor95, 0.1)).toFixed(1).padStart(7)}${String(r.statements).padStart(6)}${String(r.errors).padStart(5)}`);
}
if (args.json) fs.writeFileSync(args.json, JSON.stringify(rows, null, 2));

let failed = rows.some((r) => r.errors > 0);
if (selected.some((c) => c.send)) {
  // Nothing lost or duplicated: every delivery answered 200 is one message (the processing runs after the 200).
  await new Promise((r) => setTimeout(r, 3000));
  const { rows: [kept] } = await client.query<{ n: number; distinct: number }>(
    `SELECT count(*)::int AS n, count(DISTINCT wamid)::int AS distinct FROM whatsapp_messages WHERE wamid LIKE $1`,
    [`${wa.prefix}%`],
  );
  console.log(`whatsapp webhook: ${wa.posted()} deliveries posted, ${kept!.n} messages stored (${kept!.distinct} distinct wamids)`);
  if (kept!.n !== kept!.distinct || kept!.n !== wa.posted()) failed = true;
}
for (const r of rows.filter((x) => x.seqScans.length)) {
  console.error(`FULL SCAN: ${r.name} reads ${r.seqScans.join(', ')} without an index`);
  failed = true;
}
if (args.budget) {
  const budget = JSON.parse(fs.readFileSync(args.budget, 'utf8')) as Record<string, number>;
  const scale = Number(process.env.BENCH_BUDGET_SCALE ?? 1);
  // Times depend on the machine; a shared runner warns, a dedicated one (BENCH_ENFORCE_BUDGET=1) fails.
  const enforce = process.env.BENCH_ENFORCE_BUDGET === '1';
  for (const r of rows) {
    const key = Object.keys(budget).find((k) => r.name.startsWith(k));
    const limit = key !== undefined ? budget[key]! * scale : undefined;
    if (limit !== undefined && r.p95 > limit) {
      console.error(`${enforce ? 'OVER BUDGET' : 'over budget (warning)'}: ${r.name} p95 ${r.p95.toFixed(1)} ms > ${limit} ms`);
      if (enforce) failed = true;
    }
  }
}
await client.end();
own?.process.kill('SIGTERM');
await server.close();
process.exit(failed ? 1 : 0);
