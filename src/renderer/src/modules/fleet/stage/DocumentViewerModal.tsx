import { useEffect } from 'react';
import { Alert, Modal, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { stageApi } from './stageApi';
import { FLEET_MSG } from '@shared/domain/fleetMessages';

/**
 * The document viewer (spec part 2 §2, §8): the file is fetched with the caller's token and shown
 * inside the app — a PDF in the browser's viewer, an image as an image; a missing file says
 * 'No se encontró el archivo'.
 */
export function DocumentViewerModal({ url, title, onClose }: { url: string | null; title: string; onClose(): void }) {
  const file = useQuery({
    queryKey: ['fleet', 'file', url],
    queryFn: async () => {
      const blob = await stageApi.file(url!);
      return { objectUrl: URL.createObjectURL(blob), isImage: blob.type.startsWith('image/') };
    },
    enabled: !!url,
    retry: false,
    // The object URL is released when the viewer closes, so it is never reused from the cache.
    gcTime: 0,
  });
  const objectUrl = file.data?.objectUrl;
  useEffect(() => (objectUrl ? () => URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={900} styles={{ body: { minHeight: 200 } }}>
      {!url || file.isError ? (
        <Alert role="alert" type="error" showIcon title={FLEET_MSG.fileNotFound} />
      ) : !file.data ? (
        <Spin />
      ) : file.data.isImage ? (
        <img src={file.data.objectUrl} alt={title} style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }} />
      ) : (
        <iframe data-testid="document-viewer-frame" src={file.data.objectUrl} title={title} style={{ width: '100%', height: '70vh', border: 0 }} />
      )}
    </Modal>
  );
}
