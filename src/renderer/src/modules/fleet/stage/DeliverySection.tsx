import { lazy, Suspense, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { FleetLead } from '@shared/schemas/fleetLead';
import { StageSection } from './StageSection';
import { STAGE_TEXT } from './stageTexts';
import { unitsWord } from '@shared/domain/paging';

const DeliveryModal = lazy(() => import('./DeliveryModal').then((m) => ({ default: m.DeliveryModal })));

/** 'Realizar entrega' (spec part 2 §2): the units already delivered (the closed sale) and the delivery dialog. */
export function DeliverySection({ lead, mayWork }: { lead: FleetLead; mayWork: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <StageSection
      title={STAGE_TEXT.delivery}
      testId="stage-delivery"
      actions={
        mayWork ? (
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            {STAGE_TEXT.delivery}
          </Button>
        ) : null
      }
    >
      {lead.LeadFleetSales.length ? (
        <Flex vertical gap={2}>
          {lead.LeadFleetSales.map((s) => (
            <Typography.Text key={s.id} style={{ overflowWrap: 'anywhere' }}>
              {s.Product.name} {s.Product.version} · {unitsWord(s.quantity)} · {s.LeadFleetSaleVINs.map((v) => v.VIN).join(', ')}
            </Typography.Text>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">Sin entregas registradas</Typography.Text>
      )}
      <Suspense fallback={null}>{open ? <DeliveryModal leadId={lead.id} onClose={() => setOpen(false)} /> : null}</Suspense>
    </StageSection>
  );
}
