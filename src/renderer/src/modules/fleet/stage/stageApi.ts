import { call, callData } from '../../../lib/apiCall';
import { fleetLeadRoutes } from '@shared/contracts/fleetLeadContracts';
import { fleetStageRoutes as stage } from '@shared/contracts/fleetStageContracts';
import { pathParams } from '@shared/contracts/pathParams';
import type { closedSalesQuery } from '@shared/schemas/fleetStage';
import type { Sent } from '@shared/schemas/wire';
import { FLEET_PAGE_SIZE } from '@shared/domain/fleetConstants';
import type {
  ClosedSaleDetail,
  DealerInput,
  DeliveryInput,
  FleetDocumentType,
  QuotationPayload,
  TestDriveInput,
  TestDriveUpdateInput,
  UploadFile,
} from './stageTypes';

export type { ClosedSaleDetail, QuotationPayload };

/** GET /lead-fleet/data/closed-sales's query: its filters are closedSalesQuery's keys. */
export type ClosedSalesParams = Pick<Sent<typeof closedSalesQuery>, 'UserId' | 'CompanyId' | 'startDate' | 'endDate'> & { page: number; search: string };

/** The routes whose paths the API gives as a stored file's URL (documentUrl, url): a document, a test drive's file, a quotation's PDF. */
const FILE_CALLS = [stage.documentFile, stage.activityFile, stage.quotationPdf];

/** The stage-work calls of spec part 2 §7 (paths in src/server/features/fleet/README.md). */
export const stageApi = {
  setInvestigation: (leadId: number, accountInvestigationRealized: boolean) =>
    callData(fleetLeadRoutes.update, { params: { id: leadId }, body: { data: { accountInvestigationRealized } } }),
  uploadEvidence: (leadId: number, documents: UploadFile[]) => callData(stage.uploadEvidence, { params: { leadId }, body: { data: { documents } } }),
  addDealer: (leadId: number, data: DealerInput) => callData(stage.addDealer, { params: { leadId }, body: { data } }),
  testDriveCatalogs: (leadId: number) => callData(stage.testDriveCatalogs, { query: { leadId } }),
  testDrives: (leadId: number) => callData(stage.testDrives, { params: { leadId } }),
  createTestDrive: (leadId: number, data: TestDriveInput) => callData(stage.createTestDrive, { params: { leadId }, body: { data } }),
  updateTestDrive: (activityId: number, data: TestDriveUpdateInput) => callData(fleetLeadRoutes.updateActivity, { params: { id: activityId }, body: { data } }),
  quotations: (leadId: number) => callData(stage.quotations, { params: { leadId } }),
  /** The 5 newest quotations. */
  lastQuotations: (leadId: number) => callData(stage.lastQuotations, { params: { leadId } }),
  createQuotation: (leadId: number, data: QuotationPayload) => callData(stage.createQuotation, { params: { leadId }, body: { data } }),
  deliveries: (leadId: number) => callData(stage.deliveries, { params: { leadId } }),
  createDelivery: (leadId: number, data: DeliveryInput) => callData(stage.createDelivery, { params: { leadId }, body: { data } }),
  documents: (leadId: number, type: FleetDocumentType) => callData(stage.documents, { params: { leadId }, query: { type } }),
  allDocuments: (leadId: number) => callData(stage.allDocuments, { params: { leadId } }),
  uploadDocuments: (leadId: number, type: FleetDocumentType, documents: UploadFile[]) =>
    callData(stage.uploadDocuments, { params: { leadId }, body: { data: { documents, type } } }),
  closingChecklist: (leadId: number) => callData(stage.closingChecklist, { params: { leadId } }),
  closedSales: (p: ClosedSalesParams, role: string) =>
    call(
      stage.closedSales,
      {
        query: {
          page: p.page,
          limit: FLEET_PAGE_SIZE,
          filter: p.search || undefined,
          search: p.search || undefined,
          UserId: p.UserId,
          CompanyId: p.CompanyId,
          startDate: p.startDate,
          endDate: p.endDate,
        },
      },
      { headers: { UserRole: role } },
    ),
  closedSale: (id: number) => callData(stage.closedSale, { params: { leadId: id } }),
  /**
   * A stored file as a blob: file URLs are served by the API only to callers who may read the lead,
   * so they are fetched with the token instead of being handed to the browser as plain links.
   */
  file: async (url: string): Promise<Blob> => {
    const path = url.replace(/^\/api(?=\/)/, '');
    for (const contract of FILE_CALLS) {
      const params = pathParams(contract.path, path);
      if (params) return (await call(contract, { params }, { responseType: 'blob' })) as Blob;
    }
    throw new Error(`${url}: no file call answers it`);
  },
};
