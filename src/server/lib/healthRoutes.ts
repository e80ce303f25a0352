import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthAnswer, readinessAnswer } from '../../shared/schemas/serviceResponses';
import { defaultMigrationsFolder } from '../db/client';
import { migrationsApplied } from '../db/migrationsApplied';
import type { RouteDeps } from './zodApp';

/** Why a replica is not ready (the 503's `reason`), in Spanish for the operator reading the balancer's page. */
export const NOT_READY = {
  draining: 'El servidor se está deteniendo',
  database: 'La base de datos no responde',
  migrations: 'La base de datos no tiene las migraciones de esta versión',
} as const;

/**
 * GET /api/health (kept as it was), /api/health/live (the process answers: restart it when not) and
 * /api/health/ready (send it requests: not draining, the database answers `SELECT 1` within
 * HEALTH_DB_TIMEOUT_MS, and has this build's newest migration). Public, and cheap: a balancer calls
 * ready every second per replica.
 */
export async function healthRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const ok = async () => ({ data: { status: 'ok' as const } });
  app.get('/health', { exposeHeadRoute: true, config: { public: true }, schema: { response: { 200: healthAnswer } } }, ok);
  app.get('/health/live', { exposeHeadRoute: true, config: { public: true }, schema: { response: { 200: healthAnswer } } }, ok);

  const timeoutMs = config.healthDbTimeoutMs ?? 2000;
  // Once applied, a build's migrations stay applied: checked until true, then never again.
  let migrated = false;
  const databaseAnswers = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const query = db.execute(sql`SELECT 1`).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  app.get('/health/ready', { exposeHeadRoute: true, config: { public: true }, schema: { response: { 200: readinessAnswer, 503: readinessAnswer } } }, async (_request, reply) => {
    const notReady = (reason: string) => reply.status(503).header('cache-control', 'no-store').send({ data: { status: 'not-ready' as const, reason } });
    if (app.lifecycle?.draining) return notReady(NOT_READY.draining);
    if (!(await databaseAnswers())) return notReady(NOT_READY.database);
    if (!migrated) migrated = await migrationsApplied(db, app.lifecycle?.migrationsFolder ?? defaultMigrationsFolder()).catch(() => false);
    if (!migrated) return notReady(NOT_READY.migrations);
    return reply.header('cache-control', 'no-store').send({ data: { status: 'ok' as const } });
  });
}
