/** The stage work's shared contract (src/shared/schemas/fleetStage.ts) under the names the screens use. */
export type {
  ClosedSaleDetail,
  ClosedSaleRow,
  ClosingChecklist,
  DealerAddInput as DealerInput,
  DeliveryInput,
  FleetDelivery,
  FleetDocument,
  FleetQuotation,
  FleetUploadDocumentType as FleetDocumentType,
  QuotationInput as QuotationPayload,
  TestDriveCatalogs,
  TestDriveInput,
  TestDriveUpdateInput,
  UploadedFile as UploadFile,
} from '@shared/schemas/fleetStage';
/** A test drive as its routes answer it (an activity of the lead). */
export type { LeadFleetActivity as TestDrive, FleetLead as FleetStageLead } from '@shared/schemas/fleetLeadResponses';
