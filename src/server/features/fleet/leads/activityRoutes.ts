import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { activityStatusInput, followUpInput, scheduleQuery, simpleActivityInput } from '../../../../shared/schemas/fleetActivity';
import { dbId } from '../../../../shared/schemas/primitives';
import { authorize } from '../../../identity/auth';
import { dataOrFlat } from '../../../lib/unwrapData';
import { idParams, typed, type RouteDeps } from '../../../lib/zodApp';
import { addFollowUp, createSimpleActivity, getActivity, leadHistory, leadSchedule, setActivityStatus } from './fleetActivities';
import { simpleActivityCatalogs } from '../fleetCatalogs';
import { updateTestDrive } from '../stage/fleetTestDrives';
import { blobStoreFor } from '../../../lib/blobStore';
import { parseBody } from '../../../lib/parseBody';
import { isTestDriveUpdateBody, testDriveUpdateInput } from '../../../../shared/schemas/fleetStage';

const leadIdParams = z.object({ leadId: dbId });

/** Activities, follow-up comments, history and agenda of a fleet lead. */
export async function fleetActivityRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const r = typed(app);
  const blobs = blobStoreFor(config.dataDir);

  r.get('/lead-fleet/data/simple-activity-catalogs', async (request) => {
    authorize(request, 'fleet:view');
    return { data: await simpleActivityCatalogs(db) };
  });

  r.post('/lead-fleet/simple-activity/:leadId', { schema: { params: leadIdParams, body: dataOrFlat(simpleActivityInput) } }, async (request, reply) => {
    const caller = authorize(request, 'fleet:work');
    const data = await createSimpleActivity(db, caller, request.params.leadId, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.activityRegistered });
  });

  r.get('/lead-fleet/data/history/:leadId', { schema: { params: leadIdParams } }, async (request) => {
    const caller = authorize(request, 'fleet:view');
    return { data: await leadHistory(db, caller, request.params.leadId) };
  });

  r.get('/lead-fleet/activity/:id', { schema: { params: idParams } }, async (request) => {
    const caller = authorize(request, 'fleet:view');
    return { data: await getActivity(db, caller, request.params.id) };
  });

  // Either the Cerrar/Abrir toggle ({status}) or a test drive's edit dialog (comments and new files).
  r.patch('/lead-fleet/activity/:id', { schema: { params: idParams, body: dataOrFlat(z.record(z.string(), z.unknown())) } }, async (request) => {
    const caller = authorize(request, 'fleet:work');
    if (isTestDriveUpdateBody(request.body)) {
      const values = parseBody(testDriveUpdateInput, request.body);
      return { data: await updateTestDrive(db, blobs, caller, request.params.id, values), message: FLEET_MSG.activityUpdated };
    }
    return { data: await setActivityStatus(db, caller, request.params.id, parseBody(activityStatusInput, request.body)), message: FLEET_MSG.statusChanged };
  });

  r.post('/lead-fleet/follow-up/:leadId', { schema: { params: leadIdParams, body: dataOrFlat(followUpInput) } }, async (request, reply) => {
    const caller = authorize(request, 'fleet:work');
    const data = await addFollowUp(db, caller, request.params.leadId, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.commentSaved });
  });

  r.get('/lead-fleet/schedule/:leadId', { schema: { params: leadIdParams, querystring: scheduleQuery } }, async (request) => {
    const caller = authorize(request, 'fleet:view');
    return { data: await leadSchedule(db, caller, request.params.leadId, request.query.dateStart, request.query.dateEnd) };
  });
}
