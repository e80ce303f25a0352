import type { ServerConfig } from '../server/config';
import type { Db } from '../server/db/client';
import { whatsappSimWanted } from '../server/whatsappDemoWanted';

/** What the server's demo simulator (server/whatsappDemo.ts) gives back once started. */
export interface WhatsappDemo {
  afterListen(db: Db, apiPort: number): Promise<void>;
  close(): Promise<void>;
}

export interface EmbeddedWhatsappDemoDeps {
  env?: NodeJS.ProcessEnv;
  /** Starts the simulator (server/whatsappDemo.ts, loaded only when wanted); tests pass a fake. */
  start?: (db: Db, config: ServerConfig) => Promise<WhatsappDemo | undefined>;
  log?: (error: unknown) => void;
}

const startServerDemo: NonNullable<EmbeddedWhatsappDemoDeps['start']> = async (db, config) => (await import('../server/whatsappDemo')).startWhatsappDemo(db, config);

/**
 * `npm start` in demo mode starts the WhatsApp simulator as `npm run web` does (issue 53), under the
 * same rule (server/whatsappDemoWanted.ts: the embedded demo database, no WHATSAPP_GRAPH_URL, not
 * WHATSAPP_SIM=0; never over an agency's real number). Called before the app is built, which reads
 * the Graph base it sets. `listening` configures the number and sends the demo's client messages in
 * the background, so the window does not wait for them; `close` lets them finish, then stops it.
 */
export async function embeddedWhatsappDemo(db: Db, config: ServerConfig, deps: EmbeddedWhatsappDemoDeps = {}) {
  const { env = process.env, start = startServerDemo, log = (error: unknown) => console.error('Simulador de WhatsApp:', error) } = deps;
  if (!whatsappSimWanted(config, env)) return undefined;
  const demo = await start(db, config);
  if (!demo) return undefined;
  let settling: Promise<void> = Promise.resolve();
  return {
    listening(apiPort: number): void {
      settling = demo.afterListen(db, apiPort).catch(log);
    },
    async close(): Promise<void> {
      await settling;
      await demo.close();
    },
  };
}
