import type { ServerConfig } from './config';

/**
 * Whether this server starts the WhatsApp simulator (whatsappDemo.ts): WHATSAPP_SIM=1 forces it (the
 * e2e server), WHATSAPP_SIM=0 keeps it off; otherwise only the local demo (seeded, embedded
 * database, no e2e reset, no WHATSAPP_GRAPH_URL of its own). Its own file: server.ts reads it before
 * loading the app's modules.
 */
export function whatsappSimWanted(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.WHATSAPP_SIM === '1') return true;
  if (env.WHATSAPP_SIM === '0') return false;
  return config.seedDemo && !config.databaseUrl && !config.allowTestReset && !env.WHATSAPP_GRAPH_URL;
}

