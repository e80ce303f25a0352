import type { FastifyInstance } from 'fastify';
import { healthAnswer } from '../../shared/schemas/serviceResponses';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { exposeHeadRoute: true, config: { public: true }, schema: { response: { 200: healthAnswer } } }, async () => ({ data: { status: 'ok' as const } }));
}
