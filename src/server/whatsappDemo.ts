import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { configureSimChannel, deliveriesSettled, hasConversations, hasRealChannel, syncAgencyTemplates } from './features/whatsapp';
import { testResetHooks } from './lib/testResetHooks';

/**
 * The WhatsApp simulator inside the demo (issue 53): `npm run web` and `npm start` on the demo data
 * start it in-process so the demo shows live conversations; WHATSAPP_SIM=1 forces it (the e2e
 * server), WHATSAPP_SIM=0 keeps it off. It must run before buildApp (the Graph base is read then):
 * this points config.whatsappGraphUrl at it; `afterListen` gives it the webhook's address,
 * configures the first agency's number, syncs the templates and, for the demo (not e2e), seeds a few
 * client messages when there are no conversations yet. WHATSAPP_SIM_PORT fixes its port (e2e drives
 * its control API, /_sim/inbound, there).
 */
const DEMO_MESSAGES = [
  { from: '5215587654321', name: 'Lucía Hernández', text: 'Hola, buenas tardes. ¿Tienen la Sei4 Pro en blanco? Me gustaría agendar una prueba de manejo.' },
  { from: '5213312345678', name: 'Jorge Ramírez', text: '¿Cuál es el enganche mínimo para la T8?' },
  { from: '5218119876543', name: 'Mariana Torres', text: 'Buen día, ¿siguen con la promoción de tasa 0?' },
];

/**
 * Starts the simulator unless WHATSAPP_SIM is unset and some agency already has a real number (a
 * workstation or server that was set up with Meta is never pointed at the simulator by default).
 */
export async function startWhatsappDemo(db: Db, config: ServerConfig, env: NodeJS.ProcessEnv = process.env) {
  const { startWhatsappSim, SIM_PHONE_NUMBER_ID } = await import('../whatsappSim/whatsappSim');
  if (env.WHATSAPP_SIM !== '1' && (await hasRealChannel(db, SIM_PHONE_NUMBER_ID))) return undefined;
  const sim = await startWhatsappSim({ port: Number(env.WHATSAPP_SIM_PORT ?? 0), statusDelayMs: 1500 });
  config.whatsappGraphUrl = sim.graphUrl;
  const seedDemo = !config.allowTestReset;

  async function configure(db: Db): Promise<void> {
    const agencyId = await configureSimChannel(db, config, sim.channel());
    if (agencyId) await syncAgencyTemplates(db, config, agencyId);
  }

  return {
    sim,
    async afterListen(db: Db, apiPort: number): Promise<void> {
      sim.state.webhookUrl = `http://127.0.0.1:${apiPort}/api/public/whatsapp/webhook`;
      await configure(db);
      testResetHooks.push(configure);
      if (seedDemo && !(await hasConversations(db))) {
        // After the server answers: each is a signed delivery like Meta's.
        for (const m of DEMO_MESSAGES) await sim.inbound(m).catch(() => undefined);
        // Processed before the server says it is ready: nothing is still writing when it does.
        await deliveriesSettled();
      }
    },
    close: () => sim.close(),
  };
}
