import { Flex, Typography } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { stageQueries } from './queries';
import { StageSection } from './StageSection';
import { STAGE_TEXT } from './stageTexts';

/**
 * The fifth CIERRE sub-section the spec leaves unnamed (the feature README's Decisions): 'Documentos de cierre',
 * what the closer has and still lacks — a quotation, the purchase order, the terms and the
 * registered delivery — as the API derives it from the lead's records. It does not block the move.
 */
export function SignedDocsChecklist({ leadId }: { leadId: number }) {
  const checklist = useQuery(stageQueries.closingChecklist(leadId));
  return (
    <StageSection title={STAGE_TEXT.signedDocs} testId="stage-checklist">
      <Flex vertical gap={4} role="list">
        {(checklist.data?.items ?? []).map((i) => (
          <Typography.Text key={i.key} role="listitem" data-done={i.done} type={i.done ? undefined : 'secondary'}>
            {i.done ? <CheckCircleFilled style={{ color: '#389e0d' }} aria-label="Completo" /> : <ClockCircleOutlined aria-label="Pendiente" />} {i.label}
            {i.count > 1 ? ` (${i.count})` : ''}
          </Typography.Text>
        ))}
      </Flex>
    </StageSection>
  );
}
