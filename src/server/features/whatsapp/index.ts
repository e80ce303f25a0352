// The whatsapp feature's door (issue 53): its routes under /api, the public webhook (mounted by
// public under /api/public), the job, the simulator's channel for the demo, and what tests wait on.
import type { FastifyInstance } from 'fastify';
import { runInAppScope } from '../../lib/appScope';
import type { RouteDeps } from '../../lib/zodApp';
import { whatsappChannelRoutes } from './channelRoutes';
import { whatsappConversationRoutes } from './conversationRoutes';
import { graphClient } from './graphClient';
import { startWhatsappJob } from './whatsappJob';

export { whatsappWebhookRoutes } from './webhookRoutes';
export { deliveriesSettled } from './deliveryQueue';
export { forgetUnmaskedViews } from './unmaskedViewLog';
export { runWhatsappJob } from './whatsappJob';
export { graphClient } from './graphClient';
export { whatsappMergeStep } from './whatsappMergeStep';
export { configureSimChannel, hasConversations, hasRealChannel, syncAgencyTemplates } from './simChannel';

/** The agency's number (admin), the conversations, sends, inbox and files; the job when this process runs jobs. */
export async function whatsappRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(whatsappChannelRoutes, deps);
  await app.register(whatsappConversationRoutes, deps);
  if (deps.config.runJobs) {
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      // ready() is the caller's: the job's timer runs in the app's scope (its inbound messages write leads).
      stop = runInAppScope(app.appScope, () => startWhatsappJob(deps.db, deps.config, graphClient(() => deps.config.whatsappGraphUrl), app.log));
    });
    app.addHook('onClose', async () => stop?.());
  }
}
export { blockConversationsOfLeads, conversationPersonRecords } from './conversationPersonRecords';
export { eraseConversationsOf } from './conversationErasure';
