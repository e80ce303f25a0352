import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries: browsers must take the declared content type as it is (no sniffing
 * an upload or a JSON answer into HTML), and API answers are never framed.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (/^\/(api|inventory|cognito)(\/|$)/.test(request.url)) reply.header('x-frame-options', 'DENY');
    return payload;
  });
}
