import type { FastifyInstance, FastifyReply } from 'fastify';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { fleetStageRoutes as calls } from '../../../../shared/contracts/fleetStageServed';
import { callerOf } from '../../../identity/auth';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import type { RouteDeps } from '../../../lib/zodApp';
import { serveContract } from '../../../lib/serveContract';
import { fileStoreFor } from '../../../lib/fileStore';
import { allDocuments, listDocuments, serveActivityFile, serveDocument, uploadDocuments, type ServedFile } from './fleetDocuments';
import { createQuotation, listQuotations, quotationPdf } from './fleetQuotations';
import { addDealer } from './fleetStageWrite';
import { listClosedSales } from '../closedSales/closedSalesList';
import { closedSaleDetail, closingChecklist, createDelivery, listDeliveries } from '../closedSales/fleetDeliveries';
import { createTestDrive, listTestDrives, testDriveCatalogs } from './fleetTestDrives';

/** Bytes of a stored or rendered file: never sniffed by the browser, shown inline, never cached by shared caches. */
export function sendFile(reply: FastifyReply, file: Pick<ServedFile, 'mime' | 'bytes'> & { name: string }) {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .send(file.bytes);
}

/** Documents, account investigation, dealers and quotations of a fleet lead (issue 12). Paths: ../fleet/README.md. */
export async function fleetStageRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const blobs = fileStoreFor(config);

  serveContract(app, calls.addDealer, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    return { data: await addDealer(db, caller, request.params.leadId, request.body), message: FLEET_MSG.dealerAdded };
  });

  serveContract(app, calls.uploadEvidence, { bodyLimit: BODY_LIMIT.files }, async (request) => {
    const caller = callerOf(request);
    return { data: await uploadDocuments(db, blobs, caller, request.params.leadId, 'EVIDENCE', request.body.documents), message: FLEET_MSG.documentsUploaded };
  });

  serveContract(app, calls.uploadDocuments, { bodyLimit: BODY_LIMIT.files }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await uploadDocuments(db, blobs, caller, request.params.leadId, request.body.type, request.body.documents);
    return reply.status(201).send({ data, message: FLEET_MSG.documentsUploaded });
  });

  serveContract(app, calls.documents, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await listDocuments(db, caller, request.params.leadId, request.query.type) };
  });

  serveContract(app, calls.allDocuments, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await allDocuments(db, caller, request.params.leadId) };
  });

  serveContract(app, calls.documentFile, {}, async (request, reply) => {
    const caller = callerOf(request);
    return sendFile(reply, await serveDocument(db, blobs, caller, request.params.leadId, request.params.documentId));
  });

  serveContract(app, calls.activityFile, {}, async (request, reply) => {
    const caller = callerOf(request);
    return sendFile(reply, await serveActivityFile(db, blobs, caller, request.params.activityId, request.params.fileId));
  });

  serveContract(app, calls.createQuotation, { bodyLimit: BODY_LIMIT.files }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await createQuotation(db, blobs, caller, request.params.leadId, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.quotationCreated });
  });

  serveContract(app, calls.quotations, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await listQuotations(db, caller, request.params.leadId) };
  });

  serveContract(app, calls.lastQuotations, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await listQuotations(db, caller, request.params.leadId, 5) };
  });

  serveContract(app, calls.quotationPdf, {}, async (request, reply) => {
    const caller = callerOf(request);
    const { leadId, quotationId } = request.params;
    return sendFile(reply, { mime: 'application/pdf', name: `cotizacion-${quotationId}.pdf`, bytes: await quotationPdf(db, caller, quotationId, leadId) });
  });

  serveContract(app, calls.testDocument, {}, async (request, reply) => {
    const caller = callerOf(request);
    const n = request.params.n;
    return sendFile(reply, { mime: 'application/pdf', name: `cotizacion-${n}.pdf`, bytes: await quotationPdf(db, caller, n) });
  });

  serveContract(app, calls.testDriveCatalogs, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await testDriveCatalogs(db, caller, request.query.leadId) };
  });

  serveContract(app, calls.createTestDrive, { bodyLimit: BODY_LIMIT.form }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await createTestDrive(db, caller, request.params.leadId, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.testDriveCreated });
  });

  serveContract(app, calls.testDrives, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await listTestDrives(db, caller, request.params.leadId) };
  });

  serveContract(app, calls.createDelivery, { bodyLimit: BODY_LIMIT.files }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await createDelivery(db, blobs, caller, request.params.leadId, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.deliveryCreated });
  });

  serveContract(app, calls.deliveries, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await listDeliveries(db, caller, request.params.leadId) };
  });

  serveContract(app, calls.closingChecklist, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await closingChecklist(db, caller, request.params.leadId) };
  });

  // The spec's UserId / UserRole headers are accepted; the caller is always the token's user.
  serveContract(app, calls.closedSales, {}, async (request) => {
    const caller = callerOf(request);
    return listClosedSales(db, caller, request.query);
  });

  serveContract(app, calls.closedSale, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await closedSaleDetail(db, caller, request.params.leadId) };
  });
}
