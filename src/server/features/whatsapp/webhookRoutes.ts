import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WHATSAPP_MSG, WHATSAPP_WEBHOOK_BODY_LIMIT } from '../../../shared/domain/whatsappMessages';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/httpError';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { fileAnswer } from '../../../shared/schemas/wire';
import { channelOfPhoneNumberId, openChannel } from './channel';
import { eq } from 'drizzle-orm';
import { graphClient } from './graphClient';
import { afterDelivery } from './deliveryQueue';
import { whatsappChannels, whatsappDeliveries } from './tables';

/** Both answers are text/plain for Meta: the challenge, or 'EVENT_RECEIVED'. */
const textAnswer = fileAnswer.meta({ description: 'Texto plano: el hub.challenge del saludo, o EVENT_RECEIVED.' });

/** Deeper nesting than this is no delivery of Meta's (they are 6 levels deep): refused before JSON.parse builds it. */
const MAX_DEPTH = 32;

/** The nesting depth of a JSON text, counted over its bytes (strings skipped); stops counting past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** The phone number ids a delivery names, read from the raw text without parsing it (the signature is checked first). */
export function phoneNumberIdsIn(text: string): string[] {
  return [...new Set([...text.slice(0, WHATSAPP_WEBHOOK_BODY_LIMIT).matchAll(/"phone_number_id"\s*:\s*"([0-9]{1,30})"/g)].map((m) => m[1]!))];
}

/** X-Hub-Signature-256 = 'sha256=' + hex HMAC-SHA256 of the raw body with the app secret; compared in constant time. */
export function signatureMatches(raw: Buffer, header: string | undefined, appSecret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice(7).trim(), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Meta's webhook (public; issue 53). GET: the subscription handshake. POST: a delivery, read raw
 * (this plugin's own JSON parser keeps the bytes the signature is over), at most 256 KB (413). The
 * agency is the one whose number the delivery names — found in the raw text, not by parsing it —;
 * then the signature with that agency's app secret; only then is the body's shape checked (a depth
 * bomb is refused before JSON.parse), stored durably, answered 200 and processed after (a job takes
 * what a crash left). Refusals are 4xx with a log line, and write nothing: an unknown number is a
 * 404 (Meta retries it for a while; a misconfigured number should be noticed, not swallowed).
 */
export async function whatsappWebhookRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const graph = graphClient(() => config.whatsappGraphUrl);
  app.removeContentTypeParser('application/json');
  // latin1 keeps every byte as one char: the HMAC is over the exact bytes, the JSON read as UTF-8 after.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WHATSAPP_WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, (body as Buffer).toString('latin1')));
  const r = typed(app);

  r.get(
    '/whatsapp/webhook',
    {
      config: { public: true },
      schema: {
        querystring: z.object({
          'hub.mode': z.string().max(40).optional(),
          'hub.verify_token': z.string().max(200).optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
        response: { 200: textAnswer },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const token = q['hub.verify_token'];
      const [channel] =
        q['hub.mode'] === 'subscribe' && token
          ? await db.select({ agencyId: whatsappChannels.agencyId }).from(whatsappChannels).where(eq(whatsappChannels.verifyToken, token)).limit(1)
          : [];
      if (!channel || !q['hub.challenge']) {
        request.log.warn('whatsapp webhook: verification refused');
        throw forbidden(WHATSAPP_MSG.verifyFailed);
      }
      return reply.type('text/plain; charset=utf-8').send(q['hub.challenge']);
    },
  );

  r.post(
    '/whatsapp/webhook',
    {
      bodyLimit: WHATSAPP_WEBHOOK_BODY_LIMIT,
      // Meta delivers from many addresses at up to tens a second: the public per-address limit is raised for this route.
      config: { public: true, rawDocument: true, rateLimit: { max: 6000, timeWindow: '1 minute' } },
      schema: { body: z.string({ error: () => WHATSAPP_MSG.badBody }).max(WHATSAPP_WEBHOOK_BODY_LIMIT), response: { 200: textAnswer } },
    },
    async (request, reply) => {
      const text = request.body;
      const raw = Buffer.from(text, 'latin1');
      const ids = phoneNumberIdsIn(text);
      if (ids.length !== 1) {
        request.log.warn({ ids: ids.length }, 'whatsapp webhook: no single phone number id');
        throw ids.length ? badRequest(WHATSAPP_MSG.badBody) : notFound(WHATSAPP_MSG.unknownNumber);
      }
      const row = await channelOfPhoneNumberId(db, ids[0]!);
      if (!row) {
        request.log.warn({ phoneNumberId: ids[0] }, 'whatsapp webhook: unknown phone number id');
        throw notFound(WHATSAPP_MSG.unknownNumber);
      }
      const channel = openChannel(config, row);
      if (!signatureMatches(raw, request.headers['x-hub-signature-256'] as string | undefined, channel.appSecret)) {
        request.log.warn({ agencyId: row.agencyId }, 'whatsapp webhook: bad signature');
        throw new HttpError(401, WHATSAPP_MSG.badSignature);
      }
      const json = raw.toString('utf8');
      if (jsonDepthExceeds(json, MAX_DEPTH)) {
        request.log.warn({ agencyId: row.agencyId }, 'whatsapp webhook: nesting too deep');
        throw badRequest(WHATSAPP_MSG.badBody);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(json);
      } catch {
        request.log.warn({ agencyId: row.agencyId }, 'whatsapp webhook: not JSON');
        throw badRequest(WHATSAPP_MSG.badBody);
      }
      if ((parsed as { object?: unknown })?.object !== 'whatsapp_business_account' || !Array.isArray((parsed as { entry?: unknown }).entry)) {
        request.log.warn({ agencyId: row.agencyId }, 'whatsapp webhook: not a WhatsApp delivery');
        throw badRequest(WHATSAPP_MSG.badBody);
      }
      const [delivery] = await db.insert(whatsappDeliveries).values({ agencyId: row.agencyId, body: json }).returning({ id: whatsappDeliveries.id });
      afterDelivery(db, config, graph, delivery!.id, request.log);
      return reply.status(200).type('text/plain; charset=utf-8').send('EVENT_RECEIVED');
    },
  );
}
