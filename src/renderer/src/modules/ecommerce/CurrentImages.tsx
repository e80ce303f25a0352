import { Button, Image, Space, Tooltip, Typography } from 'antd';
import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import type { AccessoryImage } from './ecommerceTypes';

export interface CurrentImagesProps {
  images: AccessoryImage[];
  removed: number[];
  onChange(removed: number[]): void;
}

/** The pictures an item has now; each can be marked for removal (undone before saving). */
export function CurrentImages({ images, removed, onChange }: CurrentImagesProps) {
  if (images.length === 0) return null;
  return (
    <Space wrap size={12} style={{ marginBottom: 8 }}>
      {images.map((img, i) => {
        const gone = removed.includes(img.id);
        return (
          <div key={img.id} style={{ textAlign: 'center' }} data-testid="current-image">
            <Image src={img.url} width={96} height={96} alt={`Imagen actual ${i + 1}`} style={{ objectFit: 'cover', borderRadius: 6, opacity: gone ? 0.3 : 1 }} />
            <div>
              {gone ? (
                <Tooltip title="Conservar imagen">
                  <Button size="small" type="link" icon={<UndoOutlined />} onClick={() => onChange(removed.filter((r) => r !== img.id))}>
                    Deshacer
                  </Button>
                </Tooltip>
              ) : (
                <Button size="small" type="link" danger icon={<DeleteOutlined />} aria-label={`Quitar imagen ${i + 1}`} onClick={() => onChange([...removed, img.id])}>
                  Quitar
                </Button>
              )}
            </div>
          </div>
        );
      })}
      {removed.some((r) => images.some((img) => img.id === r)) ? <Typography.Text type="warning">Se quitarán al guardar</Typography.Text> : null}
    </Space>
  );
}
