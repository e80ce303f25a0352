import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What is taken from outside: short, and nothing a log line could be forged with (no spaces, no newlines). */
const ACCEPTED = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's `genReqId`: the balancer's `X-Request-Id` when it sent a sane one (one request followed
 * across the balancer's log and every replica's), else a new UUID. Fastify puts it in every log line of
 * the request (`reqId`, its child logger).
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value && ACCEPTED.test(value) ? value : randomUUID();
}

/** Every answer carries its request's id (`X-Request-Id`), so a user's report can name it. */
export function installRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
