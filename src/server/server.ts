import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from './config';
import { openDatabase } from './db/client';
import { DATA_DIR_LOCKED_EXIT, DataDirLockedError } from './db/dataDirLock';
import { isEmpty } from './db/isEmpty';
import { defaultStaticDir } from './web/rendererBuild';

/** `npm run server` / `npm run web`: the API (and the UI when built) on one origin. */
// START_TIMINGS=1 prints when each step of the start finished (ms since the process began): bench:start.
const mark = process.env.START_TIMINGS ? (step: string) => console.error(`${performance.now().toFixed(0).padStart(6)} ms  cpu ${(((u) => (u.user + u.system) / 1000)(process.cpuUsage())).toFixed(0).padStart(5)} ms  ${step}`) : () => {};
mark('modules loaded');
const config = configFromEnv();
// The browser build: out/web, from src/server (tsx) or beside out/server (the bundled build).
config.staticDir ||= defaultStaticDir(path.dirname(fileURLToPath(import.meta.url)));
// The shipped demo is seeded with the default size: a chosen size (SEED_LEADS_PER_AGENCY) seeds anew.
const demo = config.seedDemo && config.seedLeadsPerAgency === undefined;
const opening = openDatabase({ databaseUrl: config.databaseUrl, poolMax: config.dbPoolMax, dataDir: config.dataDir, demo }).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  // Refused before any file was opened: say why and leave, nothing changed.
  console.error(error.message);
  process.exit(DATA_DIR_LOCKED_EXIT);
});
// The app's modules load while PGlite reads and compiles its WebAssembly (on other threads).
const appModule = import('./app');
const database = await opening;
mark('database open');
// The seed (and faker's locale data) is loaded only for a new database: an existing one starts without it.
if (config.seedDemo && (await isEmpty(database.db))) await (await import('./seed/seed')).seedDemo(database.db, { leadsPerAgency: config.seedLeadsPerAgency });
const { buildApp } = await appModule;
mark('app modules loaded');
const app = await buildApp({ config, database, logger: process.env.LOG !== 'false' });
mark('app built');
await app.listen({ port: config.port, host: config.host });
mark('listening');
console.log(`CRM Ventas escuchando en ${config.publicUrl}`);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
