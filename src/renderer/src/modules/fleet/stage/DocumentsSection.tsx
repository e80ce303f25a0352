import { useState } from 'react';
import { Button, Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../ui/toast';
import { useStageMutations } from './mutations';
import { stageQueries } from './queries';
import { StageSection } from './StageSection';
import { FileQueue } from './FileQueue';
import { DocumentLinks } from './DocumentLinks';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { STAGE_TEXT } from './stageTexts';
import type { FleetDocumentType, UploadFile } from './stageTypes';
import { formatDate } from '@shared/domain/dates';

/** 'Cargar órdenes de compra' / 'Cargar términos y condiciones': the documents of that type and an upload of several at once. */
export function DocumentsSection({ leadId, type, title, mayWork }: { leadId: number; type: FleetDocumentType; title: string; mayWork: boolean }) {
  const docs = useQuery(stageQueries.documents(leadId, type));
  const m = useStageMutations(leadId);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const label = STAGE_TEXT.documentTypeLabel[type];
  return (
    <StageSection title={title} testId={`stage-docs-${type}`}>
      <Flex vertical gap={8}>
        {mayWork ? (
          <Flex gap={8} wrap align="start">
            <FileQueue value={files} onChange={setFiles} testId={`files-${type}`} />
            {files.length ? (
              <Button
                type="primary"
                loading={m.documents.isPending}
                onClick={() =>
                  m.documents.mutate(
                    { type, documents: files },
                    { onSuccess: () => (setFiles([]), toast.success(FLEET_MSG.documentsUploaded)), onError: (e) => toast.error(e.message) },
                  )
                }
              >
                {STAGE_TEXT.upload}
              </Button>
            ) : null}
          </Flex>
        ) : null}
        <DocumentLinks items={(docs.data ?? []).map((d) => ({ key: d.id, label: `${label} - ${d.name ?? d.id} - ${formatDate(d.createdAt)}`, url: d.documentUrl }))} />
      </Flex>
    </StageSection>
  );
}
