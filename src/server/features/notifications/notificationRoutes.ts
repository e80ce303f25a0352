import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { callerOf } from '../../identity/auth';
import { notifications } from './tables';
import { notificationJobFirstPass } from './notificationJob';
import { forbidden, notFound } from '../../lib/httpError';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { notificationRoutes as calls } from '../../../shared/contracts/accountServed';
import { BODY_LIMIT } from '../../lib/bodyLimits';

/** How many of the newest notifications the bell shows. */
const NOTIFICATION_LIMIT = 50;

export async function notificationRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  // The caller's own notifications: any signed-in user.
  serveContract(app, calls.list, {}, async (request) => {
    const caller = callerOf(request);
    if (request.params.userId !== caller.id) throw forbidden();
    // Right after a start the scheduler's first pass may still be creating the notices due now.
    await notificationJobFirstPass(db);
    const rows = await db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        description: notifications.description,
        createdAt: notifications.createdAt,
        readen: notifications.readen,
        LeadId: notifications.leadId,
        LeadFleetId: notifications.fleetLeadId,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, caller.id), eq(notifications.readen, false)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIMIT);
    return { data: rows };
  });

  serveContract(app, calls.discard, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const [row] = await db
      .update(notifications)
      .set({ readen: true })
      .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, caller.id)))
      .returning({ id: notifications.id, readen: notifications.readen });
    if (!row) throw notFound();
    return { data: row };
  });
}
