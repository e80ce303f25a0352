import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import type { GraphClient } from './graphClient';
import { processDelivery } from './inbound';
import { fetchMessageMedia } from './media';

/** Deliveries being processed in this process: tests and a graceful stop wait for them. */
const running = new Set<Promise<void>>();

/**
 * After the 200: the delivery's messages and statuses, then the files of its new messages. Out of
 * the request (setImmediate), so Meta's answer never waits on the lead matching or a download; what
 * fails here stays unprocessed for the job (whatsappJob.ts).
 */
export function afterDelivery(db: Db, config: ServerConfig, graph: GraphClient, deliveryId: number, log: FastifyBaseLogger): void {
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => {
      const { mediaMessageIds } = await processDelivery(db, deliveryId);
      for (const id of mediaMessageIds) await fetchMessageMedia(db, config, graph, id, log);
    })
    .catch((error: unknown) => log.error({ err: error, deliveryId }, 'whatsapp delivery: processing failed (the job retries it)'));
  running.add(work);
  void work.finally(() => running.delete(work));
}

/** Resolves when every delivery this process started has been processed (tests; a graceful stop). */
export async function deliveriesSettled(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}
