import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { callerOf } from '../../identity/auth';
import { leadActivityChannelTypes, leadActivityTypes } from '../../db/tables/catalog';
import { dataOrFlat } from '../../lib/unwrapData';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { newActivitySchema } from '../../../shared/schemas/leadPayloads';
import { createActivity } from './leadActivity';
import { activityChannelsAnswer, activityTypesAnswer, createdActivityAnswer } from '../../../shared/schemas/leadResponses';

/**
 * POST /leadActivity and the activities catalogue. The appointments listing under
 * /leadActivity/data/* lives with the appointments screens, not here.
 */
export async function leadActivityRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);

  // The permission depends on the activity type (quote, documentation, other): the route needs one
  // of the three, the service the one of the type.
  const permission = ['lead:newActivity', 'lead:quote', 'lead:documentation'] as const;
  for (const url of ['/leadActivity', '/leadActivity/']) {
    r.post(url, { config: { permission, idempotent: true }, bodyLimit: BODY_LIMIT.form, schema: { body: dataOrFlat(newActivitySchema), response: { 201: createdActivityAnswer } } }, async (request, reply) => {
      const caller = callerOf(request);
      return reply.status(201).send({ data: await createActivity(db, caller, request.body) });
    });
  }

  /** Activity types and channels for the new-activity dialog. */
  r.get('/leadactivitytype', { config: { signedIn: true }, schema: { response: { 200: activityTypesAnswer } } }, async () => {
    const [types, channels] = await Promise.all([
      db.select().from(leadActivityTypes).orderBy(asc(leadActivityTypes.description)),
      db.select().from(leadActivityChannelTypes).orderBy(asc(leadActivityChannelTypes.description)),
    ]);
    return { data: types, channels };
  });
  r.get('/leadactivitychanneltype', { config: { signedIn: true }, schema: { response: { 200: activityChannelsAnswer } } }, async () => {
    return { data: await db.select().from(leadActivityChannelTypes).orderBy(asc(leadActivityChannelTypes.description)) };
  });
}
