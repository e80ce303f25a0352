import { Empty, Image, Space, Typography } from 'antd';
import type { AccessoryImage } from './ecommerceTypes';

export interface AccessoryGalleryProps {
  title: string;
  images: AccessoryImage[];
  alt: string;
}

/** One image group of an accessory, previewable. */
export function AccessoryGallery({ title, images, alt }: AccessoryGalleryProps) {
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {images.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin imágenes" />
      ) : (
        <Image.PreviewGroup>
          <Space wrap size={12}>
            {images.map((img, i) => (
              <Image key={img.id} src={img.url} width={140} height={140} alt={`${alt} ${i + 1}`} style={{ objectFit: 'cover', borderRadius: 8, border: '1px solid #f0f0f0' }} />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </div>
  );
}
