import type { fleetStageCallSchemas } from './fleetStageServed';
import { describeCalls } from './routeContract';

/** A fleet lead's stage work: documents, dealers, quotations, test drives, deliveries, closed sales (features/fleet/stage). */
export const fleetStageRoutes = describeCalls<typeof fleetStageCallSchemas>()({
  addDealer: { method: 'PATCH', path: '/lead-fleet/dealer/:leadId', access: { permission: 'fleet:work' } },
  uploadEvidence: { method: 'PATCH', path: '/lead-fleet/evidence/:leadId', access: { permission: 'fleet:work' } },
  uploadDocuments: { method: 'POST', path: '/lead-fleet/documents/:leadId', access: { permission: 'fleet:work' } },
  documents: { method: 'GET', path: '/lead-fleet/documents/:leadId', access: { permission: 'fleet:view' } },
  allDocuments: { method: 'GET', path: '/lead-fleet/all-documents/:leadId', access: { permission: 'fleet:view' } },
  documentFile: { method: 'GET', path: '/lead-fleet/file/:leadId/:documentId', access: { permission: 'fleet:view' } },
  activityFile: { method: 'GET', path: '/lead-fleet/activity-file/:activityId/:fileId', access: { permission: 'fleet:view' } },
  createQuotation: { method: 'POST', path: '/lead-fleet/cotizacion/:leadId', access: { permission: 'fleet:work' } },
  quotations: { method: 'GET', path: '/lead-fleet/cotizacion/:leadId', access: { permission: 'fleet:view' } },
  /** The 5 newest quotations. */
  lastQuotations: { method: 'GET', path: '/lead-fleet/ultima-cotizacion/:leadId', access: { permission: 'fleet:view' } },
  quotationPdf: { method: 'GET', path: '/lead-fleet/cotizacion/:leadId/:quotationId/pdf', access: { permission: 'fleet:view' } },
  testDocument: { method: 'GET', path: '/lead-fleet/document/test/:n', access: { permission: 'fleet:view' } },
  testDriveCatalogs: { method: 'GET', path: '/lead-fleet/data/prueba-manejo-catalogs', access: { permission: 'fleet:view' } },
  createTestDrive: { method: 'POST', path: '/lead-fleet/prueba-manejo/:leadId', access: { permission: 'fleet:work' } },
  testDrives: { method: 'GET', path: '/lead-fleet/prueba-manejo/:leadId', access: { permission: 'fleet:view' } },
  createDelivery: { method: 'POST', path: '/lead-fleet/entrega/:leadId', access: { permission: 'fleet:work' } },
  deliveries: { method: 'GET', path: '/lead-fleet/entrega/:leadId', access: { permission: 'fleet:view' } },
  closingChecklist: { method: 'GET', path: '/lead-fleet/data/closing-checklist/:leadId', access: { permission: 'fleet:view' } },
  closedSales: { method: 'GET', path: '/lead-fleet/data/closed-sales', access: { permission: 'fleet:view' } },
  closedSale: { method: 'GET', path: '/lead-fleet/data/closed-sales/:leadId', access: { permission: 'fleet:view' } },
});
