import { Collapse } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { stageQueries } from './queries';
import { DocumentLinks } from './DocumentLinks';
import { quotationLabel } from './quotationLabel';
import { STAGE_TEXT } from './stageTexts';

/** The 'Última cotización' collapsible (spec part 2 §2): each entry opens the quotation in the viewer. */
export function LastQuotationPanel({ leadId }: { leadId: number }) {
  const last = useQuery(stageQueries.lastQuotations(leadId));
  const items = (last.data ?? []).map((q) => ({ key: q.id, label: quotationLabel(q), url: q.documentUrl }));
  return (
    <Collapse
      size="small"
      data-testid="last-quotation"
      items={[{ key: 'last', label: STAGE_TEXT.lastQuotation, children: <DocumentLinks items={items} empty={STAGE_TEXT.noQuotations} /> }]}
    />
  );
}
