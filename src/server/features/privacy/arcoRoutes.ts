import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ACCESS_FILE_MSG, ARCO_MSG } from '../../../shared/domain/arcoMessages';
import { arcoRoutes as calls } from '../../../shared/contracts/privacyServed';
import { callerOf } from '../../identity/auth';
import { recordAccess } from '../../lib/accessLog/accessLogWriter';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { fileStoreFor } from '../../lib/fileStore';
import { pageOf } from '../../lib/list/listPage';
import { queryRows } from '../../lib/queryRows';
import { serveContract } from '../../lib/serveContract';
import type { RouteDeps } from '../../lib/zodApp';
import { accessFileFor, requestAccessFile } from './accessFile';
import { recordArcoOpposition } from './arcoOpposition';
import { blockArcoRecords } from './arcoBlocking';
import { recordRectification } from './arcoRectification';
import { arcoRequestDetail, arcoRequestPage, arcoWhere, changeArcoState, findPersonRecords, registerArcoRequest } from './arcoRequests';
import { privacySettingsOf, savePrivacySettings } from './privacySettingsStore';
import { useRetentionFileStore } from './retentionJob';

/**
 * 'Solicitudes ARCO' (issue 54), for the request's agency, 'privacy:arco' (the data officer):
 * - POST /privacy/arco/match: the person's records the duplicate matcher finds across the features;
 * - POST /privacy/arco, GET /privacy/arco (paged), GET /privacy/arco/{id}, PATCH /privacy/arco/{id}/state;
 * - POST /privacy/arco/{id}/access-file (202, built after the answer), GET …/access-file?format=pdf|json (the handler; logged);
 * - POST /privacy/arco/{id}/opposition: an opposition request's purposes, recorded on the person's records;
 * - POST /privacy/arco/{id}/block: 'Bloquear datos', a cancellation's first stage (arcoBlocking.ts);
 * - POST /privacy/arco/{id}/rectification: 'Registrar corrección', what was corrected in one of its records;
 * - GET/PUT /privacy/settings: the ARCO answer period in business days ('privacy:manage', admin).
 */
export async function arcoRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const files = fileStoreFor(config);
  // The scheduled retention run deletes the access files (and WhatsApp's media) from this same store.
  useRetentionFileStore(files);

  serveContract(app, calls.match, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    return { data: await findPersonRecords(db, callerOf(request).agencyId, request.body.data) };
  });

  serveContract(app, calls.register, { bodyLimit: BODY_LIMIT.form }, async (request, reply) => {
    const caller = callerOf(request);
    const id = await registerArcoRequest(db, caller, request.body.data);
    return reply.status(201).send({ data: await arcoRequestDetail(db, caller, id), message: ARCO_MSG.registered });
  });

  serveContract(app, calls.list, {}, async (request) => {
    const { agencyId } = callerOf(request);
    const q = request.query;
    return pageOf(
      q,
      (limit, offset) => arcoRequestPage(db, agencyId, q, limit, offset),
      async () => (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM arco_requests r WHERE ${arcoWhere(agencyId, q)}`))[0]?.n,
    );
  });

  serveContract(app, calls.detail, {}, async (request) => {
    return { data: await arcoRequestDetail(db, callerOf(request), request.params.id) };
  });

  serveContract(
    app,
    calls.changeState,
    { bodyLimit: BODY_LIMIT.form },
    async (request) => {
      const caller = callerOf(request);
      await changeArcoState(db, caller, request.params.id, request.body.data);
      return { data: await arcoRequestDetail(db, caller, request.params.id), message: ARCO_MSG.stateChanged };
    },
  );

  serveContract(
    app,
    calls.requestAccessFile,
    { bodyLimit: BODY_LIMIT.form },
    async (request, reply) => {
      const start = await requestAccessFile(db, files, callerOf(request), request.params.id);
      // Built once the answer is out: the PDF of a person with years of history never holds the call.
      reply.raw.once('finish', start);
      return reply.status(202).send({ message: ACCESS_FILE_MSG.queued });
    },
  );

  serveContract(
    app,
    calls.accessFile,
    {},
    async (request, reply) => {
      const { id } = request.params;
      const { format } = request.query;
      const bytes = await accessFileFor(db, files, callerOf(request), id, format);
      recordAccess(request, { action: 'arco-download', target: `Solicitud ARCO ${id} (${format.toUpperCase()})` });
      return reply
        .type(format === 'pdf' ? 'application/pdf' : 'application/json; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `attachment; filename="acceso-solicitud-${id}.${format}"`)
        .send(bytes);
    },
  );

  serveContract(
    app,
    calls.opposition,
    { bodyLimit: BODY_LIMIT.form },
    async (request) => {
      const caller = callerOf(request);
      const reached = await recordArcoOpposition(db, caller, request.params.id, request.body.data.purposeIds);
      return { data: await arcoRequestDetail(db, caller, request.params.id), message: ARCO_MSG.oppositionRecorded(reached) };
    },
  );

  serveContract(
    app,
    calls.block,
    { bodyLimit: BODY_LIMIT.form },
    async (request) => {
      const caller = callerOf(request);
      const blocked = await blockArcoRecords(db, caller, request.params.id);
      return { data: await arcoRequestDetail(db, caller, request.params.id), message: ARCO_MSG.blocked(blocked) };
    },
  );

  serveContract(
    app,
    calls.rectification,
    { bodyLimit: BODY_LIMIT.form },
    async (request) => {
      const caller = callerOf(request);
      await recordRectification(db, caller, request.params.id, request.body.data);
      return { data: await arcoRequestDetail(db, caller, request.params.id), message: ARCO_MSG.rectified };
    },
  );

  serveContract(app, calls.settings, {}, async (request) => {
    return { data: await privacySettingsOf(db, callerOf(request).agencyId) };
  });

  serveContract(app, calls.saveSettings, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const { agencyId } = callerOf(request);
    await savePrivacySettings(db, agencyId, request.body.data);
    return { data: await privacySettingsOf(db, agencyId) };
  });
}
