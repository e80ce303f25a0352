import { startWhatsappSim } from './whatsappSim';

/**
 * `npm run whatsapp:sim`: the simulator alone, for a server started by hand with
 * WHATSAPP_GRAPH_URL=<printed URL>. WHATSAPP_SIM_PORT (default 4010), WHATSAPP_SIM_WEBHOOK (the
 * product's webhook, default http://127.0.0.1:4000/api/public/whatsapp/webhook).
 */
const sim = await startWhatsappSim({
  port: Number(process.env.WHATSAPP_SIM_PORT ?? 4010),
  webhookUrl: process.env.WHATSAPP_SIM_WEBHOOK ?? 'http://127.0.0.1:4000/api/public/whatsapp/webhook',
  log: (line) => console.log(`[whatsapp-sim] ${line}`),
});
console.log(`Simulador de WhatsApp en ${sim.url}`);
console.log(`  WHATSAPP_GRAPH_URL=${sim.graphUrl}`);
console.log(`  Phone number ID ${sim.state.phoneNumberId} · WABA ${sim.state.businessAccountId}`);
console.log(`  Token ${sim.state.accessToken} · App secret ${sim.state.appSecret} · Verify token ${sim.state.verifyToken}`);
console.log(`  Un mensaje de un cliente: curl -XPOST ${sim.url}/_sim/inbound -d '{"from":"5215512345678","name":"Ana","text":"Hola"}'`);
process.on('SIGINT', () => void sim.close().then(() => process.exit(0)));
