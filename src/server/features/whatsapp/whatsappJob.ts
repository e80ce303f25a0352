import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { queryRows } from '../../lib/queryRows';
import type { GraphClient } from './graphClient';
import { processDelivery } from './inbound';
import { fetchMessageMedia } from './media';
import { deliverMessage } from './outbound';

/** A delivery is left to the request's own processing this long before the job takes it. */
const DELIVERY_GRACE_S = 30;
const DELIVERY_ATTEMPTS = 10;
const BATCH = 50;
/**
 * A processed delivery is Meta's raw post (the client's number and words): once its message is stored
 * it is only a transport log, kept this long to look into a problem, then deleted — so it never holds
 * personal data past its use, and erasing a person (privacy's retention) reads days of it, not years.
 */
export const PROCESSED_DELIVERY_KEEP_DAYS = 7;
const PRUNE_BATCH = 1000;

/**
 * What the webhook and the sends left to do, every 15 s on each replica (the rows are taken with
 * SKIP LOCKED or guarded by their status, so replicas never do one twice): deliveries not processed
 * (a crash after the 200, a failure), sends waiting for their back-off, files still to fetch.
 */
export async function runWhatsappJob(
  db: Db,
  config: ServerConfig,
  graph: GraphClient,
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<{ deliveries: number; sends: number; media: number; pruned: number }> {
  const at = now.toISOString();
  const deliveries = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM whatsapp_deliveries WHERE processed_at IS NULL AND attempts < ${DELIVERY_ATTEMPTS}
          AND received_at < ${at}::timestamptz - make_interval(secs => ${DELIVERY_GRACE_S}) ORDER BY id LIMIT ${BATCH}`,
  );
  let media: number[] = [];
  for (const d of deliveries) {
    try {
      media = media.concat((await processDelivery(db, d.id)).mediaMessageIds);
    } catch (error) {
      log?.error({ err: error, deliveryId: d.id }, 'whatsapp job: delivery failed again');
    }
  }
  const sends = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM whatsapp_messages WHERE status = 'pending' AND next_attempt_at <= ${at}::timestamptz ORDER BY next_attempt_at LIMIT ${BATCH}`,
  );
  for (const s of sends) await deliverMessage(db, config, graph, s.id, log);
  const pendingMedia = await queryRows<{ id: number }>(db, sql`SELECT id FROM whatsapp_messages WHERE media_pending ORDER BY id LIMIT ${BATCH}`);
  const mediaIds = [...new Set([...media, ...pendingMedia.map((m) => m.id)])];
  for (const id of mediaIds) await fetchMessageMedia(db, config, graph, id, log);
  // Oldest first through whatsapp_deliveries_processed_idx; SKIP LOCKED: replicas never wait on each other.
  const pruned = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM whatsapp_deliveries WHERE id IN (
          SELECT id FROM whatsapp_deliveries WHERE processed_at IS NOT NULL
            AND processed_at < ${at}::timestamptz - make_interval(days => ${PROCESSED_DELIVERY_KEEP_DAYS})
          ORDER BY processed_at LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  return { deliveries: deliveries.length, sends: sends.length, media: mediaIds.length, pruned: pruned.length };
}

export function startWhatsappJob(db: Db, config: ServerConfig, graph: GraphClient, log: FastifyBaseLogger, intervalMs = 15_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runWhatsappJob(db, config, graph, log)
      .catch((error: unknown) => log.error({ err: error }, 'whatsapp job failed'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
