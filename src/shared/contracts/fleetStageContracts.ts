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
import { leadIdParams } from './fleetLeadContracts';
import { route } from './routeContract';

const leadDocParams = z.object({ leadId: dbId, documentId: dbId });
const activityFileParams = z.object({ activityId: dbId, fileId: dbId });
const quotationPdfParams = z.object({ leadId: dbId, quotationId: dbId });
const nParams = z.object({ n: dbId });

/** A fleet lead's stage work: documents, dealers, quotations, test drives, deliveries, closed sales (features/fleet/stage). */
export const fleetStageRoutes = {
  addDealer: route({ method: 'PATCH', path: '/lead-fleet/dealer/:leadId', access: { permission: 'fleet:work' }, params: leadIdParams, body: dataOrFlat(dealerAddInput), response: { 200: dealerAddAnswer } }),
  uploadEvidence: route({ method: 'PATCH', path: '/lead-fleet/evidence/:leadId', access: { permission: 'fleet:work' }, params: leadIdParams, body: dataOrFlat(evidenceInput), response: { 200: documentsUploadAnswer } }),
  uploadDocuments: route({ method: 'POST', path: '/lead-fleet/documents/:leadId', access: { permission: 'fleet:work' }, params: leadIdParams, body: dataOrFlat(documentsUploadInput), response: { 201: documentsUploadAnswer } }),
  documents: route({ method: 'GET', path: '/lead-fleet/documents/:leadId', access: { permission: 'fleet:view' }, params: leadIdParams, query: documentsQuery, response: { 200: documentsAnswer } }),
  allDocuments: route({ method: 'GET', path: '/lead-fleet/all-documents/:leadId', access: { permission: 'fleet:view' }, params: leadIdParams, response: { 200: documentsAnswer } }),
  documentFile: route({ method: 'GET', path: '/lead-fleet/file/:leadId/:documentId', access: { permission: 'fleet:view' }, params: leadDocParams, response: { 200: fileAnswer } }),
  activityFile: route({ method: 'GET', path: '/lead-fleet/activity-file/:activityId/:fileId', access: { permission: 'fleet:view' }, params: activityFileParams, response: { 200: fileAnswer } }),
  createQuotation: route({ method: 'POST', path: '/lead-fleet/cotizacion/:leadId', access: { permission: 'fleet:work' }, params: leadIdParams, body: dataOrFlat(quotationInput), response: { 201: quotationCreateAnswer } }),
  quotations: route({ method: 'GET', path: '/lead-fleet/cotizacion/:leadId', access: { permission: 'fleet:view' }, params: leadIdParams, response: { 200: quotationsAnswer } }),
  /** The 5 newest quotations. */
  lastQuotations: route({ method: 'GET', path: '/lead-fleet/ultima-cotizacion/:leadId', access: { permission: 'fleet:view' }, params: leadIdParams, response: { 200: quotationsAnswer } }),
  quotationPdf: route({ method: 'GET', path: '/lead-fleet/cotizacion/:leadId/:quotationId/pdf', access: { permission: 'fleet:view' }, params: quotationPdfParams, response: { 200: fileAnswer } }),
  testDocument: route({ method: 'GET', path: '/lead-fleet/document/test/:n', access: { permission: 'fleet:view' }, params: nParams, response: { 200: fileAnswer } }),
  testDriveCatalogs: route({ method: 'GET', path: '/lead-fleet/data/prueba-manejo-catalogs', access: { permission: 'fleet:view' }, query: z.object({ leadId: optDbId }), response: { 200: testDriveCatalogsAnswer } }),
  createTestDrive: route({ method: 'POST', path: '/lead-fleet/prueba-manejo/:leadId', access: { permission: 'fleet:work' }, params: leadIdParams, body: dataOrFlat(testDriveInput), response: { 201: testDriveCreateAnswer } }),
  testDrives: route({ method: 'GET', path: '/lead-fleet/prueba-manejo/:leadId', access: { permission: 'fleet:view' }, params: leadIdParams, response: { 200: testDrivesAnswer } }),
  createDelivery: route({ method: 'POST', path: '/lead-fleet/entrega/:leadId', access: { permission: 'fleet:work' }, params: leadIdParams, body: dataOrFlat(deliveryInput), response: { 201: deliveryCreateAnswer } }),
  deliveries: route({ method: 'GET', path: '/lead-fleet/entrega/:leadId', access: { permission: 'fleet:view' }, params: leadIdParams, response: { 200: deliveriesAnswer } }),
  closingChecklist: route({ method: 'GET', path: '/lead-fleet/data/closing-checklist/:leadId', access: { permission: 'fleet:view' }, params: leadIdParams, response: { 200: closingChecklistAnswer } }),
  closedSales: route({ method: 'GET', path: '/lead-fleet/data/closed-sales', access: { permission: 'fleet:view' }, query: closedSalesQuery, response: { 200: closedSalesAnswer } }),
  closedSale: route({ method: 'GET', path: '/lead-fleet/data/closed-sales/:leadId', access: { permission: 'fleet:view' }, params: leadIdParams, response: { 200: closedSaleDetailAnswer } }),
};
