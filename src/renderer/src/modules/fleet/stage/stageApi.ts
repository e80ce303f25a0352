import { api, getData } from '../../../lib/apiClient';
import type { Paged } from '@shared/schemas/paged';
import type { closedSalesQuery } from '@shared/schemas/fleetStage';
import type { Sent } from '@shared/schemas/wire';
import type { LeadFleetActivity } from '@shared/schemas/fleetActivity';
import { FLEET_PAGE_SIZE } from '@shared/domain/fleetConstants';
import type {
  ClosedSaleDetail,
  ClosedSaleRow,
  ClosingChecklist,
  DealerInput,
  DeliveryInput,
  FleetDelivery,
  FleetDocument,
  FleetDocumentType,
  FleetQuotation,
  FleetStageLead,
  QuotationPayload,
  TestDrive,
  TestDriveCatalogs,
  TestDriveInput,
  TestDriveUpdateInput,
  UploadFile,
} from './stageTypes';

export type { ClosedSaleDetail, QuotationPayload };

/** GET /lead-fleet/data/closed-sales's query: its filters are closedSalesQuery's keys. */
export type ClosedSalesParams = Pick<Sent<typeof closedSalesQuery>, 'UserId' | 'CompanyId' | 'startDate' | 'endDate'> & { page: number; search: string };

/** The stage-work calls of spec part 2 §7 (paths in src/server/features/fleet/README.md). */
export const stageApi = {
  setInvestigation: (leadId: number, accountInvestigationRealized: boolean) =>
    getData<unknown>(api.patch(`/lead-fleet/${leadId}`, { data: { accountInvestigationRealized } })),
  uploadEvidence: (leadId: number, documents: UploadFile[]) => getData<FleetDocument[]>(api.patch(`/lead-fleet/evidence/${leadId}`, { data: { documents } })),
  addDealer: (leadId: number, data: DealerInput) => getData<FleetStageLead>(api.patch(`/lead-fleet/dealer/${leadId}`, { data })),
  testDriveCatalogs: (leadId: number) => getData<TestDriveCatalogs>(api.get('/lead-fleet/data/prueba-manejo-catalogs', { params: { leadId } })),
  testDrives: (leadId: number) => getData<TestDrive[]>(api.get(`/lead-fleet/prueba-manejo/${leadId}`)),
  createTestDrive: (leadId: number, data: TestDriveInput) => getData<TestDrive>(api.post(`/lead-fleet/prueba-manejo/${leadId}`, { data })),
  updateTestDrive: (activityId: number, data: TestDriveUpdateInput) => getData<LeadFleetActivity>(api.patch(`/lead-fleet/activity/${activityId}`, { data })),
  quotations: (leadId: number) => getData<FleetQuotation[]>(api.get(`/lead-fleet/cotizacion/${leadId}`)),
  /** The 5 newest quotations. */
  lastQuotations: (leadId: number) => getData<FleetQuotation[]>(api.get(`/lead-fleet/ultima-cotizacion/${leadId}`)),
  createQuotation: (leadId: number, data: QuotationPayload) => getData<FleetQuotation>(api.post(`/lead-fleet/cotizacion/${leadId}`, { data })),
  deliveries: (leadId: number) => getData<FleetDelivery[]>(api.get(`/lead-fleet/entrega/${leadId}`)),
  createDelivery: (leadId: number, data: DeliveryInput) => getData<FleetDelivery>(api.post(`/lead-fleet/entrega/${leadId}`, { data })),
  documents: (leadId: number, type: FleetDocumentType) => getData<FleetDocument[]>(api.get(`/lead-fleet/documents/${leadId}`, { params: { type } })),
  allDocuments: (leadId: number) => getData<FleetDocument[]>(api.get(`/lead-fleet/all-documents/${leadId}`)),
  uploadDocuments: (leadId: number, type: FleetDocumentType, documents: UploadFile[]) =>
    getData<FleetDocument[]>(api.post(`/lead-fleet/documents/${leadId}`, { data: { documents, type } })),
  closingChecklist: (leadId: number) => getData<ClosingChecklist>(api.get(`/lead-fleet/data/closing-checklist/${leadId}`)),
  closedSales: (p: ClosedSalesParams, role: string) =>
    api
      .get<Paged<ClosedSaleRow>>('/lead-fleet/data/closed-sales', {
        headers: { UserRole: role },
        params: {
          page: p.page,
          limit: FLEET_PAGE_SIZE,
          filter: p.search || undefined,
          search: p.search || undefined,
          UserId: p.UserId,
          CompanyId: p.CompanyId,
          startDate: p.startDate,
          endDate: p.endDate,
        },
      })
      .then((r) => r.data),
  closedSale: (id: number) => getData<ClosedSaleDetail>(api.get(`/lead-fleet/data/closed-sales/${id}`)),
  /**
   * A stored file as a blob: file URLs are served by the API only to callers who may read the lead,
   * so they are fetched with the token instead of being handed to the browser as plain links.
   */
  file: (url: string) => api.get<Blob>(url.replace(/^\/api(?=\/)/, ''), { responseType: 'blob' }).then((r) => r.data),
};
