/**
 * `npm run bench:explain -- '/sale/reporting?page=1&limit=10' [--db crm_bench] [--as manager@demo.mx]`:
 * the plans of the statements one API call sends (after the caller check), as EXPLAIN (ANALYZE,
 * BUFFERS) with the API's session settings: where a slow call of bench:api spends its SQL time.
 */
import { benchArgs, benchDatabaseUrl } from './benchConfig';
import { benchClient, benchFixtures, call, signIn, startBenchServer } from './benchHarness';

const argv = process.argv.slice(2);
const path = argv.find((a) => a.startsWith('/'));
if (!path) throw new Error("uso: npm run bench:explain -- '/ruta?consulta' [--db crm_bench] [--as correo]");
const args = benchArgs(argv.filter((a) => a !== path));
const target = { databaseUrl: benchDatabaseUrl(args.db).url };
const server = await startBenchServer(target);
const client = await benchClient(target, server);
const f = await benchFixtures(client);
const who = { token: await signIn(server.base, args.as ?? 'manager@demo.mx'), agencyId: f.agencyId };
await call(server.base, who, 'GET', path);
server.setRecording(true);
await call(server.base, who, 'GET', path);
server.setRecording(false);
// The first statement is the caller check every request makes.
for (const q of server.recorded.slice(1)) {
  const { rows } = await client.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.params);
  console.log(`\n${q.text.replace(/\s+/g, ' ').slice(0, 400)}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
}
await client.end();
await server.close();
process.exit(0);
