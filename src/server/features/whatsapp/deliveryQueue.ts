import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import type { GraphClient } from './graphClient';
import { processDelivery, StatusBeforeSend } from './inbound';
import { fetchMessageMedia } from './media';

const STATUS_RETRIES = 6;
/**
 * Deliveries processed at once in this process: the rest wait their turn in memory (they are stored
 * already). Few, so a burst from Meta never takes the pool's connections the 200s need.
 */
const PARALLEL = 2;
let busy = 0;
const waiting: (() => void)[] = [];
function slot(): Promise<() => void> {
  const release = () => {
    busy--;
    waiting.shift()?.();
  };
  return new Promise((resolve) => {
    const take = () => {
      busy++;
      // After the 200 has gone: never inside the request.
      setImmediate(() => resolve(release));
    };
    if (busy < PARALLEL) take();
    else waiting.push(take);
  });
}

/** Deliveries being processed in this process: tests and a graceful stop wait for them. */
const running = new Set<Promise<void>>();

/**
 * After the 200: the delivery's messages and statuses, then the files of its new messages. Out of
 * the request (setImmediate), so Meta's answer never waits on the lead matching or a download; what
 * fails here stays unprocessed for the job (whatsappJob.ts).
 */
export function afterDelivery(db: Db, config: ServerConfig, graph: GraphClient, deliveryId: number, log: FastifyBaseLogger): void {
  const work = slot()
    .then(async (release) => {
      try {
        await processWithRetries();
      } finally {
        release();
      }
    })
    .catch((error: unknown) => log.warn({ err: error, deliveryId }, 'whatsapp delivery: not processed yet (the job retries it)'));
  running.add(work);
  void work.finally(() => running.delete(work));

  async function processWithRetries(): Promise<void> {
    // A status racing its send's record is tried again shortly, a few times, before the job's turn.
    for (let attempt = 0; ; attempt++) {
      try {
        const { mediaMessageIds } = await processDelivery(db, deliveryId);
        for (const id of mediaMessageIds) await fetchMessageMedia(db, config, graph, id, log);
        return;
      } catch (error) {
        if (!(error instanceof StatusBeforeSend) || attempt >= STATUS_RETRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * (attempt + 1)));
      }
    }
  }
}

/** Resolves when every delivery this process started has been processed (tests; a graceful stop). */
export async function deliveriesSettled(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}
