import { useEffect, useState } from 'react';
import { Button, Image, Typography } from 'antd';
import { AudioOutlined, FileOutlined, PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { api } from '../../lib/apiClient';
import { toast } from '../../ui/toast';
import type { Message } from './types';

type Media = NonNullable<Message['media']>;

/** The media URL is an '/api/…' address of the API; the client's base already ends in /api. */
const mediaPath = (url: string) => url.replace(/^\/api(?=\/)/, '');

/** The file with the session (media are served only under the lead's access rule, never public). */
async function fetchMedia(url: string): Promise<Blob> {
  return (await api.get<Blob>(mediaPath(url), { responseType: 'blob' })).data;
}

/** An image (or sticker) drawn from the blob fetched with auth; the object URL is freed when it leaves. */
function MediaImage({ media, alt }: { media: Media; alt: string }) {
  const [src, setSrc] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | undefined;
    let live = true;
    fetchMedia(media.url)
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
  }, [media.url]);
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
function MediaFile({ media, kind }: { media: Media; kind: Message['kind'] }) {
  const [busy, setBusy] = useState(false);
  const name = media.fileName ?? (kind === 'audio' ? 'Audio' : kind === 'video' ? 'Video' : 'Documento');
  const icon = kind === 'audio' ? <AudioOutlined /> : kind === 'video' ? <VideoCameraOutlined /> : <FileOutlined />;
  const open = async () => {
    setBusy(true);
    try {
      const blob = await fetchMedia(media.url);
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
  if (kind === 'image' || kind === 'sticker' || media.mimeType.startsWith('image/')) return <MediaImage media={media} alt={message.text ?? 'Imagen'} />;
  return <MediaFile media={media} kind={kind} />;
}
