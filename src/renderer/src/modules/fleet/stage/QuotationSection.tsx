import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { stageQueries } from './queries';
import { StageSection } from './StageSection';
import { DocumentLinks } from './DocumentLinks';
import { quotationLabel } from './quotationLabel';
import { STAGE_TEXT } from './stageTexts';

const QuotationModal = lazy(() => import('./QuotationModal').then((m) => ({ default: m.QuotationModal })));

/** 'Hacer cotización' (spec part 2 §2): the lead's quotations, each opening the viewer, and the quotation dialog. */
export function QuotationSection({ leadId, mayWork }: { leadId: number; mayWork: boolean }) {
  const quotations = useQuery(stageQueries.quotations(leadId));
  const [open, setOpen] = useState(false);
  return (
    <StageSection
      title={STAGE_TEXT.quotation}
      testId="stage-quotation"
      actions={
        mayWork ? (
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            {STAGE_TEXT.quotation}
          </Button>
        ) : null
      }
    >
      <DocumentLinks items={(quotations.data ?? []).map((q) => ({ key: q.id, label: quotationLabel(q), url: q.documentUrl }))} empty={STAGE_TEXT.noQuotations} testId="quotation-list" />
      <Suspense fallback={null}>{open ? <QuotationModal leadId={leadId} onClose={() => setOpen(false)} /> : null}</Suspense>
    </StageSection>
  );
}
