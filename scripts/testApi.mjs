// Runs the API tests on PGlite, then on the PostgreSQL server when one is reachable
// (DATABASE_URL, or the local one on 127.0.0.1:5432).
//
// The PostgreSQL run creates each test file's database with a Spanish (es-MX) ICU collation, as a
// server set up in Mexico would be, so a list that leaned on the server's collation instead of the
// Spanish sort key would show here. TEST_PG_ICU_LOCALE picks another ICU locale; set it empty to
// use the server's default collation instead. The run migrates one template database (crm_test_tpl_<pid>,
// dropped at the end) and each file's database is created from it.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';

const extra = process.argv.slice(2);
const run = (env) => spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extra], { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const reachable = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.on('connect', () => { socket.end(); resolve(true); });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => { socket.destroy(); resolve(false); });
  });

/** Whether the server can create a database collated by `locale` (ICU, PostgreSQL 15 or later): null if so, else why not. */
async function icuProblem(serverUrl, locale) {
  if (!/^[A-Za-z0-9-]+$/.test(locale)) return `not a locale name: ${locale}`;
  const name = `crm_icu_probe_${process.pid}`;
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${name} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE '${locale}' LOCALE 'C.UTF-8'`);
    await client.query(`DROP DATABASE ${name}`);
    return null;
  } catch (e) {
    return e.message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function dropDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } catch (e) {
    console.warn(`(could not drop the test template database ${name}: ${e.message})`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const serverUrl = process.env.DATABASE_URL || ((await reachable('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : '');
const icuLocale = process.env.TEST_PG_ICU_LOCALE ?? 'es-MX';
console.log('\n== API tests on PGlite ==');
const { DATABASE_URL: _omit, ...withoutUrl } = process.env;
// A test that needs a PostgreSQL server (tests/api/replicas.test.ts) waits for the pass that has one.
const pgliteEnv = serverUrl ? { ...withoutUrl, API_TESTS_PG_PASS_FOLLOWS: '1' } : withoutUrl;
const pgliteStatus = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extra], { stdio: 'inherit', env: pgliteEnv }).status ?? 1;
let pgStatus = 0;
if (serverUrl) {
  let locale = icuLocale;
  const problem = locale ? await icuProblem(serverUrl, locale) : null;
  if (problem && process.env.TEST_PG_ICU_LOCALE) {
    // Asked for by name: not having it is an error.
    console.error(`\nPostgreSQL (${new URL(serverUrl).host}) cannot create a database collated by ICU '${locale}': ${problem}`);
    pgStatus = 1;
  } else {
    if (problem) {
      // A new user's server may be older than 15 or built without ICU: the suite still runs, and says so.
      console.warn(`\n(PostgreSQL cannot collate by ICU '${locale}' (${problem}); this run uses the server's default collation)`);
      locale = '';
    }
    console.log(`\n== API tests on PostgreSQL (${new URL(serverUrl).host}, ${locale ? `ICU collation ${locale}` : 'default collation'}) ==`);
    // Each file's database is a copy of one migrated for this run (tests/api/testApp.ts), not migrated again.
    const template = `crm_test_tpl_${process.pid}`;
    try {
      pgStatus = run({ DATABASE_URL: serverUrl, TEST_PG_ICU_LOCALE: locale, TEST_PG_TEMPLATE: template });
    } finally {
      await dropDatabase(serverUrl, template);
    }
  }
} else {
  console.log('\n(no PostgreSQL server reachable: API tests ran on PGlite only)');
}
process.exit(pgliteStatus || pgStatus);
