/**
 * `npm run bench:load [-- --db crm_bench --users 200 --seconds 60 --warmup 10 --replicas 1]`: the API in its own process (the
 * bundled out/server/server.js when built, else through tsx) on a loopback port, and N virtual users
 * each doing one action a second: 80 % reads (lists, totals, lead detail, agenda, waiting list,
 * dashboard reports), 20 % writes (new lead, new activity). Reports throughput, p50/p95/p99 per kind,
 * errors (HTTP ≥ 400 or no answer within 10 s) and the server's peak memory. `--replicas 2` or 3: that many
 * replicas behind HAProxy (scripts/cluster/cluster.ts) on the same database, the pool split between them.
 * `--mix dealer`: the mix a dealer group tried on its own network (issue 55): reads 25 % lead list, 8 %
 * search, 10 % tab totals, 20 % lead detail, 10 % agenda week, 5 % Citas, 5 % waiting list, 12 %
 * notifications, 5 % sale dashboard; writes (20 % of actions) a third each lead creation, phase change,
 * activity (scripts/bench/dealerMix.ts).
 */
import fs from 'node:fs';
import pg from 'pg';
import { benchArgs, benchDatabaseUrl } from './benchConfig';
import { startCluster } from '../cluster/cluster';
import { benchFixtures, call, mexicoToday, newLeadBody, percentile, signIn, spawnServerProcess, type Caller } from './benchHarness';
import { dealerMix, type MixAction } from './dealerMix';

const args = benchArgs(process.argv.slice(2));
const users = Number(args.users ?? 200);
const seconds = Number(args.seconds ?? 60);
// A server just started runs cold for its first seconds (code not yet optimised, PostgreSQL's new
// connections planning every statement once, pages not yet in memory): measured apart, not counted.
const warmup = Number(args.warmup ?? 10);
const { url } = benchDatabaseUrl(args.db);

// --replicas N (2, 3): N bundled replicas behind HAProxy (scripts/cluster), on the same seeded network.
const replicaCount = Number(args.replicas ?? 1);
const cluster =
  replicaCount > 1
    ? await startCluster({
        replicas: replicaCount,
        databaseUrl: url,
        serverJs: fs.existsSync('out/server/server.js') && args.tsx !== 'true' ? 'out/server/server.js' : undefined,
        env: { RUN_JOBS: 'false', DB_POOL_MAX: String(Math.max(4, Math.ceil(10 / replicaCount))) },
      })
    : undefined;
const single = cluster ? undefined : await spawnServerProcess(url, { tsx: args.tsx === 'true' });
const base = cluster?.url ?? single!.base;
const bundled = cluster ? fs.existsSync('out/server/server.js') && args.tsx !== 'true' : single!.bundled;
const serverPids = () => (cluster ? cluster.replicas.map((r) => r.child!.pid!) : [single!.process.pid!]);

const client = new pg.Client({ connectionString: url });
await client.connect();
const f = await benchFixtures(client);
const { rows: leadIds } = await client.query<{ id: number }>(
  `SELECT id FROM leads WHERE agency_id = $1 AND phase IN ('seguimiento','en-cierre') AND merged_into_id IS NULL ORDER BY id DESC LIMIT 2000`,
  [f.agencyId],
);
const roles = ['manager', 'coordinator', 'bdc', 'adviser-floor', 'adviser-digital', 'adviser-hybrid'];
const { rows: userRows } = await client.query<{ id: number; email: string }>(`SELECT id, email FROM users WHERE email = ANY($1)`, [roles.map((r) => `${r}@demo.mx`)]);
await client.end();
const callers: (Caller & { userId: number })[] = [];
for (const r of roles) callers.push({ token: await signIn(base, `${r}@demo.mx`), agencyId: f.agencyId, userId: userRows.find((u) => u.email === `${r}@demo.mx`)!.id });
const manager = callers[0]!;
// The showroom board belongs to Citas' roles (appointments:manage): the hostess's screen polls it.
const hostess: Caller = { token: await signIn(base, 'hostess@demo.mx'), agencyId: f.agencyId };
const today = mexicoToday();
const month = `${today.slice(0, 8)}01`;

type Kind = 'read' | 'write';
const READS: ((who: Caller) => string)[] = [
  () => '/lead/new?page=1&limit=10',
  () => '/lead/new/totals-phase',
  () => `/lead/new?page=${1 + Math.floor(Math.random() * 50)}&limit=10&phase=seguimiento`,
  () => `/lead/${leadIds[Math.floor(Math.random() * leadIds.length)]!.id}`,
  () => `/agenda/week?startDate=${today}`,
  () => '/leadActivity/data/waiting-list',
  () => `/lead/ByAllPhases?StartDate=${month}&EndDate=${today}&UserId=-1`,
  () => `/lead/InterestByModel?StartDate=${month}&EndDate=${today}&UserId=-1`,
  () => '/leads/frozen?page=1&limit=10',
  () => '/sale/dashboard?page=1&limit=10',
];
const samples: { at: number; kind: Kind; route: string; ms: number; ok: boolean }[] = [];
let created = 0;
const errors = new Map<string, number>();

const mix = args.mix === 'dealer' ? dealerMix({ manager, hostess, leadIds: leadIds.map((l) => l.id), today, newLead: () => newLeadBody(f, ++created) }) : undefined;
/** What the dealer mix's phase changes advance: the leads this run created (they start in '1er-contacto'). */
async function actMix(who: Caller & { userId: number }): Promise<void> {
  const action: MixAction = mix!.next(who);
  const t0 = performance.now();
  let ok = false;
  const route = `${action.method} ${action.path.split('?')[0]!.replace(/\d+/g, ':id')}`;
  try {
    const res = await call(base, action.who, action.method, action.path, action.body, 10_000, action.done !== undefined);
    ok = res.status < 400;
    if (!ok) errors.set(`${res.status} ${route}`, (errors.get(`${res.status} ${route}`) ?? 0) + 1);
    else action.done?.(res.body);
  } catch (error) {
    errors.set(`${(error as Error).name} ${route}`, (errors.get(`${(error as Error).name} ${route}`) ?? 0) + 1);
  }
  samples.push({ at: t0 - started, kind: action.kind, route: action.label ?? route, ms: performance.now() - t0, ok });
}

async function act(user: Caller & { userId: number }): Promise<void> {
  if (mix) return actMix(user);
  let who: Caller = user;
  const write = Math.random() < 0.2;
  let path: string;
  let body: unknown;
  if (!write) {
    path = READS[Math.floor(Math.random() * READS.length)]!(who);
    // Any lead of the agency: the manager may open it (an adviser would get 404 on another's lead).
    if (path.startsWith('/lead/') && /^\/lead\/\d+$/.test(path)) who = manager;
    if (path === '/leadActivity/data/waiting-list') who = hostess;
  } else if (Math.random() < 0.5) {
    path = '/lead/';
    body = newLeadBody(f, ++created);
    who = manager;
  } else {
    path = '/leadActivity';
    body = { data: { LeadId: leadIds[Math.floor(Math.random() * leadIds.length)]!.id, leadActivityType: 'llamada', leadActivityChannelType: 'telefono', title: 'Llamada', comments: 'Prueba de carga', status: '1', date: new Date().toISOString() } };
    who = manager;
  }
  const t0 = performance.now();
  let ok = false;
  try {
    const res = await call(base, who, body ? 'POST' : 'GET', path, body, 10_000);
    ok = res.status < 400;
    const key = `${res.status} ${path.split('?')[0]!.replace(/\d+/g, ':id')}`;
    if (!ok) errors.set(key, (errors.get(key) ?? 0) + 1);
  } catch (error) {
    const key = `${(error as Error).name} ${path.split('?')[0]!.replace(/\d+/g, ':id')}`;
    errors.set(key, (errors.get(key) ?? 0) + 1);
  }
  samples.push({ at: t0 - started, kind: write ? 'write' : 'read', route: `${body ? 'POST' : 'GET'} ${path.split('?')[0]!.replace(/\d+/g, ':id')}`, ms: performance.now() - t0, ok });
}

let peakRss = 0;
const rssTimer = setInterval(() => {
  try {
    for (const pid of serverPids()) {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peakRss = Math.max(peakRss, kb);
    }
  } catch {
    // not Linux, or the server is gone: memory is reported as unknown
  }
}, 250);
/** CPU seconds used so far (user + system) by these processes, from /proc; 0 where it cannot be read. */
const ticks = 100;
const cpuOf = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + (Number(f[11]) + Number(f[12])) / ticks;
    } catch {
      return sum;
    }
  }, 0);
/** A process may end between the listing and the read (a backend whose connection closed). */
const commOf = (pid: string) => {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};
const postgresPids = () =>
  fs.existsSync('/proc') ? fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d) && commOf(d) === 'postgres').map(Number) : [];
let cpuBefore = { server: 0, postgres: 0, self: process.cpuUsage() };
const end = Date.now() + (warmup + seconds) * 1000;
const started = performance.now();
const warmupOver = new Promise<void>((resolve) =>
  setTimeout(() => {
    cpuBefore = { server: cpuOf(serverPids()), postgres: cpuOf(postgresPids()), self: process.cpuUsage() };
    resolve();
  }, warmup * 1000),
);
await Promise.all([
  warmupOver,
  ...Array.from({ length: users }, async (_, i) => {
    const who = callers[i % callers.length]!;
    // Spread the users' first actions over the first second, then one action a second each.
    await new Promise((r) => setTimeout(r, Math.random() * 1000));
    while (Date.now() < end) {
      const t0 = Date.now();
      await act(who);
      const wait = 1000 - (Date.now() - t0);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  }),
]);
const elapsed = (performance.now() - started) / 1000 - warmup;
const warm = samples.filter((x) => x.at < warmup * 1000);
const measured = samples.filter((x) => x.at >= warmup * 1000);
clearInterval(rssTimer);
// Where the machine's time went: the API process, PostgreSQL (all its backends), this load generator.
const selfCpu = process.cpuUsage(cpuBefore.self);
const cpuUsed = {
  server: cpuOf(serverPids()) - cpuBefore.server,
  postgres: cpuOf(postgresPids()) - cpuBefore.postgres,
  generator: (selfCpu.user + selfCpu.system) / 1e6,
};
if (cluster) await cluster.stop();
else single!.process.kill('SIGTERM');

const line = (label: string, xs: { ms: number; ok: boolean }[], secs = elapsed) => {
  const ms = xs.map((x) => x.ms);
  return `${label.padEnd(label.length > 7 ? 40 : 7)}${String(xs.length).padStart(8)}${(xs.length / secs).toFixed(1).padStart(9)}${percentile(ms, 50).toFixed(1).padStart(9)}${percentile(ms, 95).toFixed(1).padStart(9)}${percentile(ms, 99).toFixed(1).padStart(9)}${String(xs.filter((x) => !x.ok).length).padStart(8)}`;
};
console.log(`\n${users} virtual users${mix ? ', the dealer group\'s mix' : ''}, ${elapsed.toFixed(0)} s after ${warmup} s of warm-up, ${bundled ? 'bundled server' : 'server through tsx'}${cluster ? `, ${replicaCount} replicas behind HAProxy` : ', one process'}, loadavg ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`${'kind'.padEnd(7)}${'requests'.padStart(8)}${'req/s'.padStart(9)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'errors'.padStart(8)}`);
console.log(line('all', measured));
console.log(line('read', measured.filter((s) => s.kind === 'read')));
console.log(line('write', measured.filter((s) => s.kind === 'write')));
// Which calls make the tail: the same figures per route.
for (const route of [...new Set(measured.map((s) => s.route))].sort()) console.log(line(route.slice(0, 40).padEnd(40), measured.filter((s) => s.route === route)));
if (warmup > 0) console.log(`warm-up, first ${warmup} s (not counted above): ${line('', warm, warmup).trim().replace(/\s+/g, ' ')} (requests req/s p50 p95 p99 errors)`);
console.log(`server peak RSS ${(peakRss / 1024).toFixed(0)} MB${cluster ? ' (the largest replica)' : ''}`);
console.log(
  `CPU seconds in ${elapsed.toFixed(0)} s: API ${cpuUsed.server.toFixed(1)}, PostgreSQL ${cpuUsed.postgres.toFixed(1)}, load generator ${cpuUsed.generator.toFixed(1)}` +
    ` (per request: API ${((cpuUsed.server / measured.length) * 1000).toFixed(2)} ms, PostgreSQL ${((cpuUsed.postgres / measured.length) * 1000).toFixed(2)} ms, load generator ${((cpuUsed.generator / measured.length) * 1000).toFixed(2)} ms)`,
);
if (errors.size) console.log('errors:', Object.fromEntries(errors));
process.exit(samples.some((s) => !s.ok) ? 1 : 0);
