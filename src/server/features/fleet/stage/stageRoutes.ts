import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { dealerAddInput, documentsQuery, documentsUploadInput, evidenceInput, quotationInput, testDriveInput, deliveryInput, closedSalesQuery } from '../../../../shared/schemas/fleetStage';
import {
  closedSaleDetailAnswer,
  closedSalesAnswer,
  closingChecklistAnswer,
  dealerAddAnswer,
  deliveriesAnswer,
  deliveryCreateAnswer,
  documentsAnswer,
  documentsUploadAnswer,
  quotationCreateAnswer,
  quotationsAnswer,
  testDriveCatalogsAnswer,
  testDriveCreateAnswer,
  testDrivesAnswer,
} from '../../../../shared/schemas/fleetStageResponses';
import { dbId, optDbId } from '../../../../shared/schemas/primitives';
import { fileAnswer } from '../../../../shared/schemas/wire';
import { callerOf } from '../../../identity/auth';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import { dataOrFlat } from '../../../lib/unwrapData';
import { typed, type RouteDeps } from '../../../lib/zodApp';
import { fileStoreFor } from '../../../lib/fileStore';
import { allDocuments, listDocuments, serveActivityFile, serveDocument, uploadDocuments, type ServedFile } from './fleetDocuments';
import { createQuotation, listQuotations, quotationPdf } from './fleetQuotations';
import { addDealer } from './fleetStageWrite';
import { listClosedSales } from '../closedSales/closedSalesList';
import { closedSaleDetail, closingChecklist, createDelivery, listDeliveries } from '../closedSales/fleetDeliveries';
import { createTestDrive, listTestDrives, testDriveCatalogs } from './fleetTestDrives';

const leadIdParams = z.object({ leadId: dbId });
const leadDocParams = z.object({ leadId: dbId, documentId: dbId });
const activityFileParams = z.object({ activityId: dbId, fileId: dbId });
const quotationPdfParams = z.object({ leadId: dbId, quotationId: dbId });
const nParams = z.object({ n: dbId });

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
  const r = typed(app);
  const blobs = fileStoreFor(config);

  r.patch('/lead-fleet/dealer/:leadId', { config: { permission: 'fleet:work' }, bodyLimit: BODY_LIMIT.form, schema: { params: leadIdParams, body: dataOrFlat(dealerAddInput), response: { 200: dealerAddAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await addDealer(db, caller, request.params.leadId, request.body), message: FLEET_MSG.dealerAdded };
  });

  r.patch('/lead-fleet/evidence/:leadId', { config: { permission: 'fleet:work' }, bodyLimit: BODY_LIMIT.files, schema: { params: leadIdParams, body: dataOrFlat(evidenceInput), response: { 200: documentsUploadAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await uploadDocuments(db, blobs, caller, request.params.leadId, 'EVIDENCE', request.body.documents), message: FLEET_MSG.documentsUploaded };
  });

  r.post('/lead-fleet/documents/:leadId', { config: { permission: 'fleet:work' }, bodyLimit: BODY_LIMIT.files, schema: { params: leadIdParams, body: dataOrFlat(documentsUploadInput), response: { 201: documentsUploadAnswer } } }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await uploadDocuments(db, blobs, caller, request.params.leadId, request.body.type, request.body.documents);
    return reply.status(201).send({ data, message: FLEET_MSG.documentsUploaded });
  });

  r.get('/lead-fleet/documents/:leadId', { config: { permission: 'fleet:view' }, schema: { params: leadIdParams, querystring: documentsQuery, response: { 200: documentsAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await listDocuments(db, caller, request.params.leadId, request.query.type) };
  });

  r.get('/lead-fleet/all-documents/:leadId', { config: { permission: 'fleet:view' }, schema: { params: leadIdParams, response: { 200: documentsAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await allDocuments(db, caller, request.params.leadId) };
  });

  r.get('/lead-fleet/file/:leadId/:documentId', { config: { permission: 'fleet:view' }, schema: { params: leadDocParams, response: { 200: fileAnswer } } }, async (request, reply) => {
    const caller = callerOf(request);
    return sendFile(reply, await serveDocument(db, blobs, caller, request.params.leadId, request.params.documentId));
  });

  r.get('/lead-fleet/activity-file/:activityId/:fileId', { config: { permission: 'fleet:view' }, schema: { params: activityFileParams, response: { 200: fileAnswer } } }, async (request, reply) => {
    const caller = callerOf(request);
    return sendFile(reply, await serveActivityFile(db, blobs, caller, request.params.activityId, request.params.fileId));
  });

  r.post('/lead-fleet/cotizacion/:leadId', { config: { permission: 'fleet:work' }, bodyLimit: BODY_LIMIT.files, schema: { params: leadIdParams, body: dataOrFlat(quotationInput), response: { 201: quotationCreateAnswer } } }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await createQuotation(db, blobs, caller, request.params.leadId, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.quotationCreated });
  });

  r.get('/lead-fleet/cotizacion/:leadId', { config: { permission: 'fleet:view' }, schema: { params: leadIdParams, response: { 200: quotationsAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await listQuotations(db, caller, request.params.leadId) };
  });

  r.get('/lead-fleet/ultima-cotizacion/:leadId', { config: { permission: 'fleet:view' }, schema: { params: leadIdParams, response: { 200: quotationsAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await listQuotations(db, caller, request.params.leadId, 5) };
  });

  r.get('/lead-fleet/cotizacion/:leadId/:quotationId/pdf', { config: { permission: 'fleet:view' }, schema: { params: quotationPdfParams, response: { 200: fileAnswer } } }, async (request, reply) => {
    const caller = callerOf(request);
    const { leadId, quotationId } = request.params;
    return sendFile(reply, { mime: 'application/pdf', name: `cotizacion-${quotationId}.pdf`, bytes: await quotationPdf(db, caller, quotationId, leadId) });
  });

  r.get('/lead-fleet/document/test/:n', { config: { permission: 'fleet:view' }, schema: { params: nParams, response: { 200: fileAnswer } } }, async (request, reply) => {
    const caller = callerOf(request);
    const n = request.params.n;
    return sendFile(reply, { mime: 'application/pdf', name: `cotizacion-${n}.pdf`, bytes: await quotationPdf(db, caller, n) });
  });

  r.get('/lead-fleet/data/prueba-manejo-catalogs', { config: { permission: 'fleet:view' }, schema: { querystring: z.object({ leadId: optDbId }), response: { 200: testDriveCatalogsAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await testDriveCatalogs(db, caller, request.query.leadId) };
  });

  r.post('/lead-fleet/prueba-manejo/:leadId', { config: { permission: 'fleet:work' }, bodyLimit: BODY_LIMIT.form, schema: { params: leadIdParams, body: dataOrFlat(testDriveInput), response: { 201: testDriveCreateAnswer } } }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await createTestDrive(db, caller, request.params.leadId, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.testDriveCreated });
  });

  r.get('/lead-fleet/prueba-manejo/:leadId', { config: { permission: 'fleet:view' }, schema: { params: leadIdParams, response: { 200: testDrivesAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await listTestDrives(db, caller, request.params.leadId) };
  });

  r.post('/lead-fleet/entrega/:leadId', { config: { permission: 'fleet:work' }, bodyLimit: BODY_LIMIT.files, schema: { params: leadIdParams, body: dataOrFlat(deliveryInput), response: { 201: deliveryCreateAnswer } } }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await createDelivery(db, blobs, caller, request.params.leadId, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.deliveryCreated });
  });

  r.get('/lead-fleet/entrega/:leadId', { config: { permission: 'fleet:view' }, schema: { params: leadIdParams, response: { 200: deliveriesAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await listDeliveries(db, caller, request.params.leadId) };
  });

  r.get('/lead-fleet/data/closing-checklist/:leadId', { config: { permission: 'fleet:view' }, schema: { params: leadIdParams, response: { 200: closingChecklistAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await closingChecklist(db, caller, request.params.leadId) };
  });

  // The spec's UserId / UserRole headers are accepted; the caller is always the token's user.
  r.get('/lead-fleet/data/closed-sales', { config: { permission: 'fleet:view' }, schema: { querystring: closedSalesQuery, response: { 200: closedSalesAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return listClosedSales(db, caller, request.query);
  });

  r.get('/lead-fleet/data/closed-sales/:leadId', { config: { permission: 'fleet:view' }, schema: { params: leadIdParams, response: { 200: closedSaleDetailAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await closedSaleDetail(db, caller, request.params.leadId) };
  });
}
