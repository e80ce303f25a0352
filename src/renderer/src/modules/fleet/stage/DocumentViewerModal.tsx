import { lazy, Suspense, useEffect } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { stageApi } from './stageApi';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { DOCUMENT_UNREADABLE, documentKindOf, downloadNameOf } from '../../../ui/documentKind';

// pdf.js (and its worker) load only when a PDF is shown, never with the screens.
const PdfPages = lazy(() => import('../../../ui/pdf/PdfPages').then((m) => ({ default: m.PdfPages })));

/**
 * The document viewer (spec part 2 §2, §8): the file is fetched with the caller's token and shown
 * inside the app — a PDF drawn page by page (pdf.js: no frame, no plugin, so the page's CSP stays
 * strict), an image as an image; a missing file says 'No se encontró el archivo'. 'Descargar'
 * saves the same bytes.
 */
export function DocumentViewerModal({ url, title, onClose }: { url: string | null; title: string; onClose(): void }) {
  const file = useQuery({
    queryKey: ['fleet', 'file', url],
    queryFn: async () => {
      const blob = await stageApi.file(url!);
      const bytes = await blob.arrayBuffer();
      const kind = documentKindOf(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 16)), blob.type);
      return { bytes, kind, objectUrl: URL.createObjectURL(blob) };
    },
    enabled: !!url,
    retry: false,
    // The object URL is released when the viewer closes, so it is never reused from the cache.
    gcTime: 0,
  });
  const data = file.data;
  const objectUrl = data?.objectUrl;
  useEffect(() => (objectUrl ? () => URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      width={900}
      footer={
        data && data.kind.kind !== 'other' ? (
          <Button icon={<DownloadOutlined aria-hidden />} href={data.objectUrl} download={downloadNameOf(title, data.kind)}>
            Descargar
          </Button>
        ) : null
      }
      styles={{ body: { minHeight: 200, maxHeight: '72vh', overflowY: 'auto' } }}
    >
      {!url || file.isError ? (
        <Alert role="alert" type="error" showIcon title={FLEET_MSG.fileNotFound} />
      ) : !data ? (
        <Spin />
      ) : data.kind.kind === 'pdf' ? (
        <Suspense fallback={<Spin />}>
          <PdfPages data={data.bytes} title={title} />
        </Suspense>
      ) : data.kind.kind === 'image' ? (
        <img data-testid="document-viewer-image" src={data.objectUrl} alt={title} style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }} />
      ) : (
        <Alert role="alert" type="error" showIcon title={DOCUMENT_UNREADABLE} />
      )}
    </Modal>
  );
}
