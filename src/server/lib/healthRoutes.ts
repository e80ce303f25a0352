import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { exposeHeadRoute: true }, async () => ({ data: { status: 'ok' } }));
}
