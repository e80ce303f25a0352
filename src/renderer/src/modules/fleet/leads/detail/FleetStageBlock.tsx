import { lazy, Suspense, useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { FLEET_STAGE_HEADINGS } from '@shared/domain/fleetPhases';
import type { FleetLead } from '@shared/schemas/fleetLead';
import { InvestigationSection } from '../../stage/InvestigationSection';
import { TestDriveSection } from '../../stage/TestDriveSection';
import { QuotationSection } from '../../stage/QuotationSection';
import { DeliverySection } from '../../stage/DeliverySection';
import { DocumentsSection } from '../../stage/DocumentsSection';
import { LastQuotationPanel } from '../../stage/LastQuotationPanel';
import { SignedDocsChecklist } from '../../stage/SignedDocsChecklist';
import { StageSection } from '../../stage/StageSection';
import { STAGE_TEXT } from '../../stage/stageTexts';

const AddDealerModal = lazy(() => import('../../stage/AddDealerModal').then((m) => ({ default: m.AddDealerModal })));

/** The stage block (spec part 2 §2): the sub-sections of the lead's phase. A frozen lead shows its heading only. */
export function FleetStageBlock({ lead, mayWork }: { lead: FleetLead; mayWork: boolean }) {
  const [dealerOpen, setDealerOpen] = useState(false);
  const { phase } = lead;
  return (
    // POST_VENTA: the heading 'Postventa' only (spec part 2 §2).
    <Card size="small" data-testid="fleet-stage-block" title={FLEET_STAGE_HEADINGS[phase]} styles={phase === 'POST_VENTA' ? { body: { display: 'none' } } : undefined}>
      <Flex vertical gap={12}>
        {phase === '1ER_CONTACTO' ? (
          <>
            <InvestigationSection lead={lead} mayWork={mayWork} />
            <StageSection
              title={STAGE_TEXT.addDealer}
              testId="stage-dealer"
              actions={
                mayWork ? (
                  <Button size="small" icon={<PlusOutlined />} onClick={() => setDealerOpen(true)}>
                    {STAGE_TEXT.addDealer}
                  </Button>
                ) : null
              }
            >
              <Typography.Text type="secondary">{lead.Agencies.length ? lead.Agencies.map((a) => a.name).join(', ') : 'Sin dealers'}</Typography.Text>
            </StageSection>
          </>
        ) : null}
        {phase === 'SEGUIMIENTO' ? (
          <>
            <TestDriveSection leadId={lead.id} mayWork={mayWork} />
            <QuotationSection leadId={lead.id} mayWork={mayWork} />
          </>
        ) : null}
        {phase === 'CIERRE' ? (
          <>
            <DeliverySection lead={lead} mayWork={mayWork} />
            <DocumentsSection leadId={lead.id} type="PURCHASE_ORDER" title={STAGE_TEXT.purchaseOrders} mayWork={mayWork} />
            <DocumentsSection leadId={lead.id} type="TERMS_AND_CONDITIONS" title={STAGE_TEXT.terms} mayWork={mayWork} />
            <StageSection title={STAGE_TEXT.lastQuotation} testId="stage-last-quotations">
              <LastQuotationPanel leadId={lead.id} />
            </StageSection>
            <SignedDocsChecklist leadId={lead.id} />
          </>
        ) : null}
        {phase === 'CONGELADO' ? <Typography.Text type="secondary">Sin tareas de etapa.</Typography.Text> : null}
      </Flex>
      <Suspense fallback={null}>{dealerOpen ? <AddDealerModal leadId={lead.id} onClose={() => setDealerOpen(false)} /> : null}</Suspense>
    </Card>
  );
}
