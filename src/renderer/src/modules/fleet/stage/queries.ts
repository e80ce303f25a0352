import { queryOptions } from '@tanstack/react-query';
import { stageApi, type ClosedSalesParams } from './stageApi';
import type { FleetDocumentType } from './stageTypes';

/** Stage work lives under the lead's keys, so every lead mutation (phase moves too) refreshes it. */
export const stageQueries = {
  testDrives: (leadId: number) => queryOptions({ queryKey: ['fleet', 'leads', 'stage', leadId, 'testDrives'], queryFn: () => stageApi.testDrives(leadId) }),
  testDriveCatalogs: (leadId: number) =>
    queryOptions({ queryKey: ['fleet', 'leads', 'stage', leadId, 'testDriveCatalogs'], queryFn: () => stageApi.testDriveCatalogs(leadId), staleTime: 5 * 60_000 }),
  closingChecklist: (leadId: number) => queryOptions({ queryKey: ['fleet', 'leads', 'stage', leadId, 'checklist'], queryFn: () => stageApi.closingChecklist(leadId) }),
  quotations: (leadId: number) => queryOptions({ queryKey: ['fleet', 'leads', 'stage', leadId, 'quotations'], queryFn: () => stageApi.quotations(leadId) }),
  lastQuotations: (leadId: number) =>
    queryOptions({ queryKey: ['fleet', 'leads', 'stage', leadId, 'lastQuotations'], queryFn: () => stageApi.lastQuotations(leadId) }),
  documents: (leadId: number, type: FleetDocumentType) =>
    queryOptions({ queryKey: ['fleet', 'leads', 'stage', leadId, 'documents', type], queryFn: () => stageApi.documents(leadId, type) }),
  allDocuments: (leadId: number) => queryOptions({ queryKey: ['fleet', 'leads', 'stage', leadId, 'allDocuments'], queryFn: () => stageApi.allDocuments(leadId) }),
  deliveries: (leadId: number) => queryOptions({ queryKey: ['fleet', 'leads', 'stage', leadId, 'deliveries'], queryFn: () => stageApi.deliveries(leadId) }),
  closedSales: (agencyId: number, role: string, p: ClosedSalesParams) =>
    queryOptions({ queryKey: ['fleet', 'closedSales', 'list', agencyId, p], queryFn: () => stageApi.closedSales(p, role), placeholderData: (prev) => prev }),
  closedSale: (id: number) => queryOptions({ queryKey: ['fleet', 'closedSales', 'detail', id], queryFn: () => stageApi.closedSale(id), retry: false }),
};
