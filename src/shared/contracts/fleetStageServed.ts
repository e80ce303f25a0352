/**
 * The server's half of fleetStageContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbId, optDbId } from '../schemas/primitives';
import { closedSalesQuery, dealerAddInput, deliveryInput, documentsQuery, documentsUploadInput, evidenceInput, quotationInput, testDriveInput } from '../schemas/fleetStage';
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
} from '../schemas/fleetStageResponses';
import { fileAnswer } from '../schemas/wire';
import { dataOrFlat } from './dataOrFlat';
import { leadIdParams } from './fleetLeadServed';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './fleetStageContracts';

const leadDocParams = z.object({ leadId: dbId, documentId: dbId });
const activityFileParams = z.object({ activityId: dbId, fileId: dbId });
const quotationPdfParams = z.object({ leadId: dbId, quotationId: dbId });
const nParams = z.object({ n: dbId });

/** The schemas of fleetStageRoutes (fleetStageContracts.ts declares the calls). */
export const fleetStageCallSchemas = callSchemas({
  addDealer: { params: leadIdParams, body: dataOrFlat(dealerAddInput), response: { 200: dealerAddAnswer } },
  uploadEvidence: { params: leadIdParams, body: dataOrFlat(evidenceInput), response: { 200: documentsUploadAnswer } },
  uploadDocuments: { params: leadIdParams, body: dataOrFlat(documentsUploadInput), response: { 201: documentsUploadAnswer } },
  documents: { params: leadIdParams, query: documentsQuery, response: { 200: documentsAnswer } },
  allDocuments: { params: leadIdParams, response: { 200: documentsAnswer } },
  documentFile: { params: leadDocParams, response: { 200: fileAnswer } },
  activityFile: { params: activityFileParams, response: { 200: fileAnswer } },
  createQuotation: { params: leadIdParams, body: dataOrFlat(quotationInput), response: { 201: quotationCreateAnswer } },
  quotations: { params: leadIdParams, response: { 200: quotationsAnswer } },
  lastQuotations: { params: leadIdParams, response: { 200: quotationsAnswer } },
  quotationPdf: { params: quotationPdfParams, response: { 200: fileAnswer } },
  testDocument: { params: nParams, response: { 200: fileAnswer } },
  testDriveCatalogs: { query: z.object({ leadId: optDbId }), response: { 200: testDriveCatalogsAnswer } },
  createTestDrive: { params: leadIdParams, body: dataOrFlat(testDriveInput), response: { 201: testDriveCreateAnswer } },
  testDrives: { params: leadIdParams, response: { 200: testDrivesAnswer } },
  createDelivery: { params: leadIdParams, body: dataOrFlat(deliveryInput), response: { 201: deliveryCreateAnswer } },
  deliveries: { params: leadIdParams, response: { 200: deliveriesAnswer } },
  closingChecklist: { params: leadIdParams, response: { 200: closingChecklistAnswer } },
  closedSales: { query: closedSalesQuery, response: { 200: closedSalesAnswer } },
  closedSale: { params: leadIdParams, response: { 200: closedSaleDetailAnswer } },
});

/** fleetStageRoutes with their schemas: what the server serves. */
export const fleetStageRoutes = attachSchemas(described.fleetStageRoutes, fleetStageCallSchemas);
