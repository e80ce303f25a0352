import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stageApi, type QuotationPayload } from './stageApi';
import type { DealerInput, DeliveryInput, FleetDocumentType, TestDriveInput, TestDriveUpdateInput, UploadFile } from './stageTypes';

/** Stage writes change the lead (evidence, dealers, sales), its history and its stage lists: refresh all of them and the closed sales. */
function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ['fleet', 'leads'] }), client.invalidateQueries({ queryKey: ['fleet', 'closedSales'] })]);
}

export function useStageMutations(leadId: number) {
  const onSuccess = useInvalidate();
  return {
    investigation: useMutation({ mutationFn: (v: boolean) => stageApi.setInvestigation(leadId, v), onSuccess }),
    evidence: useMutation({ mutationFn: (docs: UploadFile[]) => stageApi.uploadEvidence(leadId, docs), onSuccess }),
    dealer: useMutation({ mutationFn: (d: DealerInput) => stageApi.addDealer(leadId, d), onSuccess }),
    testDrive: useMutation({ mutationFn: (d: TestDriveInput) => stageApi.createTestDrive(leadId, d), onSuccess }),
    updateTestDrive: useMutation({ mutationFn: (v: { id: number; data: TestDriveUpdateInput }) => stageApi.updateTestDrive(v.id, v.data), onSuccess }),
    quotation: useMutation({ mutationFn: (d: QuotationPayload) => stageApi.createQuotation(leadId, d), onSuccess }),
    delivery: useMutation({ mutationFn: (d: DeliveryInput) => stageApi.createDelivery(leadId, d), onSuccess }),
    documents: useMutation({ mutationFn: (v: { type: FleetDocumentType; documents: UploadFile[] }) => stageApi.uploadDocuments(leadId, v.type, v.documents), onSuccess }),
  };
}
