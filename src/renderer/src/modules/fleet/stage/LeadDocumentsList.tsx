import { Divider } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { FLEET_DOCUMENT_TYPE_LABELS } from '@shared/schemas/fleetStage';
import { stageQueries } from './queries';
import { DocumentLinks } from './DocumentLinks';
import { quotationLabel } from './quotationLabel';
import { formatDate } from '@shared/domain/dates';

/**
 * The Historial's documents list (spec part 2 §2): every document of the lead, newest first, each
 * opening the viewer. The spec's Document includes quotations: a quotation with no uploaded file
 * is listed by the PDF the API renders for it (an uploaded one is already among the documents).
 */
export function LeadDocumentsList({ leadId }: { leadId: number }) {
  const docs = useQuery(stageQueries.allDocuments(leadId));
  const quotations = useQuery(stageQueries.quotations(leadId));
  const label = (d: { type: keyof typeof FLEET_DOCUMENT_TYPE_LABELS; name: string; createdAt: string; Product: { name: string } | null }) =>
    `${FLEET_DOCUMENT_TYPE_LABELS[d.type]}${d.Product ? ` (${d.Product.name})` : ''} - ${d.name} - ${formatDate(d.createdAt)}`;
  const items = [
    ...(docs.data ?? []).map((d) => ({ key: `d${d.id}${d.testDriveKind ?? ''}`, label: label(d), url: d.documentUrl, at: d.createdAt })),
    ...(quotations.data ?? [])
      .filter((q) => q.documents.length === 0)
      .map((q) => ({ key: `q${q.id}`, label: quotationLabel(q), url: q.documentUrl, at: q.createdAt })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section data-testid="history-documents">
      <Divider titlePlacement="start" style={{ margin: '0 0 8px' }}>
        Documentos
      </Divider>
      <DocumentLinks items={items} />
    </section>
  );
}
