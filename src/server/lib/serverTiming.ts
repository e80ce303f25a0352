import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** performance.now() when the request arrived (for Server-Timing). */
    arrivedAt: number;
  }
}

// Not /cognito: a sign-in's own time would help tell known e-mails from unknown ones.
const API_PATH = /^\/(api|inventory|ecommerce-api)(\/|$)/;

/**
 * API answers say how long the server spent on them: `Server-Timing: app;dur=<ms>`, from the
 * request's arrival to its answer being sent (Fastify's own `elapsedTime` is kept only with a
 * request logger). Browsers' devtools show it; bench:api reads it beside the time the client saw,
 * to tell the server's work from the trip to it.
 */
export function installServerTiming(app: FastifyInstance): void {
  app.decorateRequest('arrivedAt', 0);
  app.addHook('onRequest', async (request) => {
    request.arrivedAt = performance.now();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (API_PATH.test(request.url)) reply.header('server-timing', `app;dur=${(performance.now() - request.arrivedAt).toFixed(2)}`);
    return payload;
  });
}
