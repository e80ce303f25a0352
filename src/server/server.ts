import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from './config';
import { openDatabase } from './db/client';
import { DATA_DIR_LOCKED_EXIT, DataDirLockedError } from './db/dataDirLock';
import { isEmpty } from './db/isEmpty';
import { defaultStaticDir } from './web/rendererBuild';
import type { AddressInfo } from 'node:net';
import { whatsappSimWanted } from './whatsappDemoWanted';
import { startTimings } from './lib/startTimings';

/** `npm run server` / `npm run web`: the API (and the UI when built) on one origin. */
const mark = startTimings('');
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
// The WhatsApp simulator of the demo (issue 53): before the app, which reads the Graph base.
const whatsapp = whatsappSimWanted(config) ? await (await import('./whatsappDemo')).startWhatsappDemo(database.db, config) : undefined;
const { buildApp } = await appModule;
mark('app modules loaded');
const app = await buildApp({ config, database, logger: process.env.LOG !== 'false' });
mark('app built');
await app.listen({ port: config.port, host: config.host });
mark('listening');
if (whatsapp) {
  // The simulator's webhooks need the port; the line below (what scripts and tests wait for) comes once they are processed.
  await whatsapp.afterListen(database.db, (app.server.address() as AddressInfo).port);
  console.log(`Simulador de WhatsApp en ${whatsapp.sim.url}`);
}
console.log(`CRM Ventas escuchando en ${config.publicUrl}`);

/**
 * SIGTERM (a deploy, the orchestrator): not ready at once (`/api/health/ready` 503, the balancer stops
 * sending requests), still serving for DRAIN_DELAY_MS while it notices, then the listener closes and the
 * requests in flight finish (SHUTDOWN_TIMEOUT_MS at most), the pool closes, exit 0. SIGINT (a terminal's
 * Ctrl-C) skips the delay. A second signal does not start a second shutdown.
 */
let stopping = false;
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  app.lifecycle.draining = true;
  app.log.info({ signal, inFlight: app.lifecycle.inFlight }, 'shutting down: not ready');
  const forced = setTimeout(() => {
    console.error(`Apagado: ${app.lifecycle.inFlight} solicitudes seguían en curso tras ${config.shutdownTimeoutMs} ms; se cierra de todos modos`);
    process.exit(1);
  }, (config.drainDelayMs ?? 0) + (config.shutdownTimeoutMs ?? 10_000));
  forced.unref();
  if (signal === 'SIGTERM' && config.drainDelayMs) await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
  // Fastify's close stops accepting, closes idle keep-alive connections and waits for the requests in
  // flight; a connection that turns idle after its last answer is closed at once too, not after its
  // keep-alive timeout.
  const idle = setInterval(() => app.server.closeIdleConnections?.(), 100);
  await app.close();
  clearInterval(idle);
  await whatsapp?.close();
  await database.close();
  clearTimeout(forced);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
