import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { WHATSAPP_MSG } from '../../../shared/domain/whatsappMessages';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { files } from '../../db/tables/files';
import { fileStoreFor } from '../../lib/fileStore';
import { channelOfAgency, openChannel } from './channel';
import { GraphError, type GraphClient } from './graphClient';
import { MEDIA_EXTENSIONS, sniffWhatsappMedia } from './mediaType';
import { whatsappMessages } from './tables';

export const WHATSAPP_MEDIA_OWNER = 'whatsapp-media';
/** A file that could not be fetched is tried again by the job this many times in all. */
const MEDIA_ATTEMPTS = 3;

/**
 * Fetches an inbound message's file: GET {graph}/{media-id} for its URL, then the bytes with the
 * agency's token, only from an allowed host (graphClient.isAllowedMediaUrl: never another host, so
 * a forged URL cannot make the server call elsewhere with the token), at most 5 MB, kept only if its
 * bytes are of a known type. A refusal is final (the message says why); a passing failure waits for
 * the job.
 */
export async function fetchMessageMedia(db: Db, config: ServerConfig, graph: GraphClient, messageId: number, log?: FastifyBaseLogger): Promise<void> {
  const [message] = await db.select().from(whatsappMessages).where(and(eq(whatsappMessages.id, messageId), eq(whatsappMessages.mediaPending, true)));
  if (!message) return;
  const body = message.body as { mediaId?: string; mimeType?: string | null; fileName?: string | null };
  const finish = (patch: Partial<typeof whatsappMessages.$inferInsert>, bodyPatch: Record<string, unknown> = {}) =>
    db
      .update(whatsappMessages)
      .set({ mediaPending: false, ...patch, body: { ...message.body, ...bodyPatch } })
      .where(eq(whatsappMessages.id, messageId));
  const row = await channelOfAgency(db, message.agencyId);
  if (!row || !body.mediaId) return void (await finish({}, { mediaError: WHATSAPP_MSG.mediaNotFound }));
  const channel = openChannel(config, row);
  try {
    const info = await graph.mediaInfo(channel, body.mediaId);
    if (!graph.isAllowedMediaUrl(info.url)) {
      log?.warn({ messageId, host: safeHost(info.url) }, 'whatsapp media: URL of another host refused');
      return void (await finish({}, { mediaError: WHATSAPP_MSG.mediaNotFound }));
    }
    const bytes = await graph.download(channel, info.url);
    if (!bytes) return void (await finish({}, { mediaError: WHATSAPP_MSG.mediaTooLarge }));
    const mime = sniffWhatsappMedia(bytes, body.mimeType ?? info.mime_type ?? null);
    if (!mime) return void (await finish({}, { mediaError: WHATSAPP_MSG.mediaRefused }));
    const path = await fileStoreFor(config).put(bytes, MEDIA_EXTENSIONS[mime]);
    const [file] = await db
      .insert(files)
      .values({ ownerType: WHATSAPP_MEDIA_OWNER, ownerId: messageId, agencyId: message.agencyId, mime, size: bytes.length, path })
      .returning({ id: files.id });
    await finish({ mediaFileId: file!.id }, { mimeType: mime, size: bytes.length });
  } catch (error) {
    const passing = error instanceof GraphError && error.retryable;
    if (passing && message.attempts + 1 < MEDIA_ATTEMPTS) {
      await db
        .update(whatsappMessages)
        .set({ attempts: sql`${whatsappMessages.attempts} + 1` })
        .where(eq(whatsappMessages.id, messageId));
      return;
    }
    log?.warn({ messageId, error: (error as Error).message }, 'whatsapp media: not fetched');
    await finish({}, { mediaError: WHATSAPP_MSG.mediaNotFound });
  }
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'url inválida';
  }
}
