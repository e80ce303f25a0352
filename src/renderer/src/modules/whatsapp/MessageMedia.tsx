import { useEffect, useState } from 'react';
import { Button, Image, Typography } from 'antd';
import { AudioOutlined, FileOutlined, PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { whatsappRoutes } from '@shared/contracts/whatsappContracts';
import { call } from '../../lib/apiCall';
import { toast } from '../../ui/toast';
import type { Message } from './types';

type Media = NonNullable<Message['media']>;

/**
 * The file with the session (media are served only under the lead's access rule, never public): the
 * message's `media.url` is this call's address (`/api/whatsapp/media/{messageId}`), asked as a blob.
 */
async function fetchMedia(messageId: number): Promise<Blob> {
  return (await call(whatsappRoutes.media, { params: { messageId } }, { responseType: 'blob' })) as Blob;
}

/** An image (or sticker) drawn from the blob fetched with auth; the object URL is freed when it leaves. */
function MediaImage({ messageId, alt }: { messageId: number; alt: string }) {
  const [src, setSrc] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | undefined;
    let live = true;
    fetchMedia(messageId)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [messageId]);
  if (failed) return <Typography.Text type="secondary">No se pudo cargar la imagen</Typography.Text>;
  if (!src)
    return (
      <div style={{ width: 200, height: 120, display: 'grid', placeItems: 'center', background: 'rgba(0,0,0,0.04)', borderRadius: 6 }}>
        <PictureOutlined style={{ fontSize: 28, color: '#999' }} />
      </div>
    );
  return <Image src={src} alt={alt} width={220} style={{ maxHeight: 260, objectFit: 'cover', borderRadius: 6 }} data-testid="wa-image" />;
}

function sizeText(size: number | null): string {
  if (!size) return '';
  return size < 1024 * 1024 ? ` · ${Math.max(1, Math.round(size / 1024))} KB` : ` · ${(size / 1024 / 1024).toFixed(1)} MB`;
}

/** A document, audio or video: a link that downloads it with the session. */
function MediaFile({ messageId, media, kind }: { messageId: number; media: Media; kind: Message['kind'] }) {
  const [busy, setBusy] = useState(false);
  const name = media.fileName ?? (kind === 'audio' ? 'Audio' : kind === 'video' ? 'Video' : 'Documento');
  const icon = kind === 'audio' ? <AudioOutlined /> : kind === 'video' ? <VideoCameraOutlined /> : <FileOutlined />;
  const open = async () => {
    setBusy(true);
    try {
      const blob = await fetchMedia(messageId);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'No se pudo descargar el archivo');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="link" size="small" icon={icon} loading={busy} onClick={() => void open()} style={{ paddingInline: 0 }}>
      {name}
      <Typography.Text type="secondary">{sizeText(media.size)}</Typography.Text>
    </Button>
  );
}

/** What a message carries besides its text: the image, the file, the place. */
export function MessageMedia({ message }: { message: Message }) {
  const { media, location, kind } = message;
  if (location) {
    const { latitude, longitude, name } = location;
    // Shown as text: map sites are not on the desktop's external-link allow-list.
    return (
      <Typography.Text>
        📍 {name ? `${name} · ` : ''}
        <Typography.Text copyable>{`${latitude.toFixed(5)}, ${longitude.toFixed(5)}`}</Typography.Text>
      </Typography.Text>
    );
  }
  if (!media) return null;
  if (kind === 'image' || kind === 'sticker' || media.mimeType.startsWith('image/')) return <MediaImage messageId={message.id} alt={message.text ?? 'Imagen'} />;
  return <MediaFile messageId={message.id} media={media} kind={kind} />;
}
