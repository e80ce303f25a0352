import { lazy, Suspense, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { STAGE_TEXT } from './stageTexts';

const DocumentViewerModal = lazy(() => import('./DocumentViewerModal').then((m) => ({ default: m.DocumentViewerModal })));

export interface DocumentLink {
  key: string | number;
  label: string;
  url: string | null;
}

/** A list of stored documents, each opening the in-app viewer. */
export function DocumentLinks({ items, empty = STAGE_TEXT.noDocuments, testId }: { items: DocumentLink[]; empty?: string; testId?: string }) {
  const [open, setOpen] = useState<DocumentLink | null>(null);
  return (
    <div data-testid={testId}>
      {items.length ? (
        <Flex vertical gap={2}>
          {items.map((d) => (
            <Button key={d.key} type="link" icon={<FileTextOutlined aria-hidden />} onClick={() => setOpen(d)} style={{ padding: 0, height: 'auto', textAlign: 'left', whiteSpace: 'normal', alignSelf: 'flex-start' }}>
              {d.label}
            </Button>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{empty}</Typography.Text>
      )}
      {open ? (
        <Suspense fallback={null}>
          <DocumentViewerModal url={open.url} title={open.label} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
