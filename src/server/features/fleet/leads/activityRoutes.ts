import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { activityStatusInput, followUpInput, scheduleQuery, simpleActivityInput } from '../../../../shared/schemas/fleetActivity';
import { dbId } from '../../../../shared/schemas/primitives';
import {
  fleetLeadHistoryAnswer,
  followUpCommentWriteAnswer,
  leadFleetActivitiesAnswer,
  leadFleetActivityAnswer,
  leadFleetActivityWriteAnswer,
  simpleActivityCatalogsAnswer,
} from '../../../../shared/schemas/fleetLeadResponses';
import { callerOf } from '../../../identity/auth';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import { dataOrFlat } from '../../../lib/unwrapData';
import { idParams, typed, type RouteDeps } from '../../../lib/zodApp';
import { addFollowUp, createSimpleActivity, getActivity, leadHistory, leadSchedule, setActivityStatus } from './fleetActivities';
import { simpleActivityCatalogs } from '../fleetCatalogs';
import { updateTestDrive } from '../stage/fleetTestDrives';
import { fileStoreFor } from '../../../lib/fileStore';
import { parseBody } from '../../../lib/parseBody';
import { isTestDriveUpdateBody, testDriveUpdateInput } from '../../../../shared/schemas/fleetStage';

const leadIdParams = z.object({ leadId: dbId });

/** Activities, follow-up comments, history and agenda of a fleet lead. */
export async function fleetActivityRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const r = typed(app);
  const blobs = fileStoreFor(config);

  r.get('/lead-fleet/data/simple-activity-catalogs', { config: { permission: 'fleet:view' }, schema: { response: { 200: simpleActivityCatalogsAnswer } } }, async () => {
    return { data: await simpleActivityCatalogs(db) };
  });

  r.post('/lead-fleet/simple-activity/:leadId', { config: { permission: 'fleet:work', idempotent: true }, bodyLimit: BODY_LIMIT.form, schema: { params: leadIdParams, body: dataOrFlat(simpleActivityInput), response: { 201: leadFleetActivityWriteAnswer } } }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await createSimpleActivity(db, caller, request.params.leadId, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.activityRegistered });
  });

  r.get('/lead-fleet/data/history/:leadId', { config: { permission: 'fleet:view' }, schema: { params: leadIdParams, response: { 200: fleetLeadHistoryAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await leadHistory(db, caller, request.params.leadId) };
  });

  r.get('/lead-fleet/activity/:id', { config: { permission: 'fleet:view' }, schema: { params: idParams, response: { 200: leadFleetActivityAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await getActivity(db, caller, request.params.id) };
  });

  // Either the Cerrar/Abrir toggle ({status}) or a test drive's edit dialog (comments and new files).
  r.patch('/lead-fleet/activity/:id', { config: { permission: 'fleet:work' }, bodyLimit: BODY_LIMIT.files, schema: { params: idParams, body: dataOrFlat(z.record(z.string(), z.unknown())), response: { 200: leadFleetActivityWriteAnswer } } }, async (request) => {
    const caller = callerOf(request);
    if (isTestDriveUpdateBody(request.body)) {
      const values = parseBody(testDriveUpdateInput, request.body);
      return { data: await updateTestDrive(db, blobs, caller, request.params.id, values), message: FLEET_MSG.activityUpdated };
    }
    return { data: await setActivityStatus(db, caller, request.params.id, parseBody(activityStatusInput, request.body)), message: FLEET_MSG.statusChanged };
  });

  r.post('/lead-fleet/follow-up/:leadId', { config: { permission: 'fleet:work', idempotent: true }, bodyLimit: BODY_LIMIT.form, schema: { params: leadIdParams, body: dataOrFlat(followUpInput), response: { 201: followUpCommentWriteAnswer } } }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await addFollowUp(db, caller, request.params.leadId, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.commentSaved });
  });

  r.get('/lead-fleet/schedule/:leadId', { config: { permission: 'fleet:view' }, schema: { params: leadIdParams, querystring: scheduleQuery, response: { 200: leadFleetActivitiesAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await leadSchedule(db, caller, request.params.leadId, request.query.dateStart, request.query.dateEnd) };
  });
}
