import type { FastifyInstance } from 'fastify';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { activityStatusInput } from '../../../../shared/schemas/fleetActivity';
import { fleetLeadRoutes as calls } from '../../../../shared/contracts/fleetLeadServed';
import { callerOf } from '../../../identity/auth';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import type { RouteDeps } from '../../../lib/zodApp';
import { serveContract } from '../../../lib/serveContract';
import { addFollowUp, createSimpleActivity, getActivity, leadHistory, leadSchedule, setActivityStatus } from './fleetActivities';
import { simpleActivityCatalogs } from '../fleetCatalogs';
import { updateTestDrive } from '../stage/fleetTestDrives';
import { fileStoreFor } from '../../../lib/fileStore';
import { parseBody } from '../../../lib/parseBody';
import { isTestDriveUpdateBody, testDriveUpdateInput } from '../../../../shared/schemas/fleetStage';

/** Activities, follow-up comments, history and agenda of a fleet lead. */
export async function fleetActivityRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const blobs = fileStoreFor(config);

  serveContract(app, calls.activityCatalogs, {}, async () => {
    return { data: await simpleActivityCatalogs(db) };
  });

  serveContract(app, calls.addActivity, { config: { idempotent: true }, bodyLimit: BODY_LIMIT.form }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await createSimpleActivity(db, caller, request.params.leadId, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.activityRegistered });
  });

  serveContract(app, calls.history, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await leadHistory(db, caller, request.params.leadId) };
  });

  serveContract(app, calls.activity, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await getActivity(db, caller, request.params.id) };
  });

  // Either the Cerrar/Abrir toggle ({status}) or a test drive's edit dialog (comments and new files).
  serveContract(app, calls.updateActivity, { bodyLimit: BODY_LIMIT.files }, async (request) => {
    const caller = callerOf(request);
    if (isTestDriveUpdateBody(request.body)) {
      const values = parseBody(testDriveUpdateInput, request.body);
      return { data: await updateTestDrive(db, blobs, caller, request.params.id, values), message: FLEET_MSG.activityUpdated };
    }
    return { data: await setActivityStatus(db, caller, request.params.id, parseBody(activityStatusInput, request.body)), message: FLEET_MSG.statusChanged };
  });

  serveContract(app, calls.followUp, { config: { idempotent: true }, bodyLimit: BODY_LIMIT.form }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await addFollowUp(db, caller, request.params.leadId, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.commentSaved });
  });

  serveContract(app, calls.schedule, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await leadSchedule(db, caller, request.params.leadId, request.query.dateStart, request.query.dateEnd) };
  });
}
