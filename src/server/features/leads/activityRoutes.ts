import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { callerOf } from '../../identity/auth';
import { leadActivityChannelTypes, leadActivityTypes } from '../../db/tables/catalog';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { createActivity } from './leadActivity';
import { leadRoutes as calls } from '../../../shared/contracts/leadServed';

/**
 * POST /leadActivity and the activities catalogue. The appointments listing under
 * /leadActivity/data/* lives with the appointments screens, not here.
 */
export async function leadActivityRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  // The permission depends on the activity type (quote, documentation, other): the route needs one
  // of the three, the service the one of the type.
  // The permission depends on the activity type (quote, documentation, other): the route needs one
  // of the three, the service the one of the type.
  serveContract(app, calls.createActivity, { config: { idempotent: true }, bodyLimit: BODY_LIMIT.form }, async (request, reply) => {
    const caller = callerOf(request);
    return reply.status(201).send({ data: await createActivity(db, caller, request.body) });
  });

  /** Activity types and channels for the new-activity dialog. */
  serveContract(app, calls.activityTypes, {}, async () => {
    const [types, channels] = await Promise.all([
      db.select().from(leadActivityTypes).orderBy(asc(leadActivityTypes.description)),
      db.select().from(leadActivityChannelTypes).orderBy(asc(leadActivityChannelTypes.description)),
    ]);
    return { data: types, channels };
  });
  serveContract(app, calls.activityChannels, {}, async () => {
    return { data: await db.select().from(leadActivityChannelTypes).orderBy(asc(leadActivityChannelTypes.description)) };
  });
}
