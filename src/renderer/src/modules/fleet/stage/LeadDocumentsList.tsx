import { Divider } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { FLEET_DOCUMENT_TYPE_LABELS } from '@shared/schemas/fleetStage';
import { stageQueries } from './queries';
import { DocumentLinks } from './DocumentLinks';
import { formatDate } from '@shared/domain/dates';

/** The Historial's documents list (spec part 2 §2): every document of the lead, newest first, each opening the viewer. */
export function LeadDocumentsList({ leadId }: { leadId: number }) {
  const docs = useQuery(stageQueries.allDocuments(leadId));
  const label = (d: { type: keyof typeof FLEET_DOCUMENT_TYPE_LABELS; name: string; createdAt: string; Product: { name: string } | null }) =>
    `${FLEET_DOCUMENT_TYPE_LABELS[d.type]}${d.Product ? ` (${d.Product.name})` : ''} - ${d.name} - ${formatDate(d.createdAt)}`;
  return (
    <section data-testid="history-documents">
      <Divider titlePlacement="start" style={{ margin: '0 0 8px' }}>
        Documentos
      </Divider>
      <DocumentLinks items={(docs.data ?? []).map((d) => ({ key: d.id, label: label(d), url: d.documentUrl }))} />
    </section>
  );
}
