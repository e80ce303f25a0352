import { useState } from 'react';
import { Button, Checkbox, Flex } from 'antd';
import type { FleetLead } from '@shared/schemas/fleetLead';
import { toast } from '../../../ui/toast';
import { useStageMutations } from './mutations';
import { StageSection } from './StageSection';
import { FileQueue } from './FileQueue';
import { DocumentLinks } from './DocumentLinks';
import { STAGE_TEXT } from './stageTexts';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import type { UploadFile } from './stageTypes';

/** 'Investigación de cuenta' (spec part 2 §2, §4): Realizado saves at once; evidence upload; the evidence list. */
export function InvestigationSection({ lead, mayWork }: { lead: FleetLead; mayWork: boolean }) {
  const m = useStageMutations(lead.id);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const evidences = lead.LeadFleetAccountInvestigationEvidences.map((e, i) => ({ key: e.id, label: `Evidencia ${i + 1}`, url: e.documentUrl }));
  return (
    <StageSection title={STAGE_TEXT.investigation} testId="stage-investigation">
      <Flex vertical gap={8}>
        <Checkbox
          checked={lead.accountInvestigationRealized}
          disabled={!mayWork || m.investigation.isPending}
          onChange={(e) =>
            m.investigation.mutate(e.target.checked, {
              onSuccess: () => toast.success(FLEET_MSG.investigationUpdated),
              onError: (err) => toast.error(err.message),
            })
          }
        >
          {STAGE_TEXT.done}
        </Checkbox>
        {mayWork ? (
          <Flex gap={8} wrap align="start">
            <FileQueue value={files} onChange={setFiles} label={STAGE_TEXT.uploadEvidence} testId="evidence-files" />
            {files.length ? (
              <Button
                type="primary"
                loading={m.evidence.isPending}
                onClick={() =>
                  m.evidence.mutate(files, {
                    onSuccess: () => (setFiles([]), toast.success(FLEET_MSG.documentsUploaded)),
                    onError: (err) => toast.error(err.message),
                  })
                }
              >
                {STAGE_TEXT.upload}
              </Button>
            ) : null}
          </Flex>
        ) : null}
        <DocumentLinks items={evidences} testId="evidence-list" />
      </Flex>
    </StageSection>
  );
}
