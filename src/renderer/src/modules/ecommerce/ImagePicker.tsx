import { Typography, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ECOMMERCE_IMAGE_MAX_BYTES, ECOMMERCE_IMAGES_PER_GROUP, ECOMMERCE_MSG } from '@shared/domain/ecommerceMessages';
import { toast } from '../../ui/toast';

export interface ImagePickerProps {
  id?: string;
  value?: UploadFile[];
  onChange?(value: UploadFile[]): void;
  /** Pictures the item keeps: new ones may only fill the rest of the group. */
  kept?: number;
}

const ACCEPTED = ['image/png', 'image/jpeg'];

/** New pictures of one group (PNG or JPG, 350×350 px): checked here for a quick answer, and by content on the server. */
export function ImagePicker({ id, value = [], onChange, kept = 0 }: ImagePickerProps) {
  const room = Math.max(0, ECOMMERCE_IMAGES_PER_GROUP - kept);
  return (
    <div>
      <Upload
        id={id}
        listType="picture-card"
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        multiple
        fileList={value}
        maxCount={room}
        beforeUpload={(file) => {
          if (!ACCEPTED.includes(file.type)) {
            toast.error(ECOMMERCE_MSG.imageType, ECOMMERCE_MSG.uploadError);
            return Upload.LIST_IGNORE;
          }
          if (file.size > ECOMMERCE_IMAGE_MAX_BYTES) {
            toast.error(ECOMMERCE_MSG.imageTooLarge, ECOMMERCE_MSG.uploadError);
            return Upload.LIST_IGNORE;
          }
          // Kept in the form and sent with the others on 'Guardar Producto'.
          return false;
        }}
        onChange={({ fileList }) => onChange?.(fileList)}
      >
        {value.length < room ? (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>Subir</div>
          </button>
        ) : null}
      </Upload>
      <Typography.Text type="secondary">{ECOMMERCE_MSG.imageHint}</Typography.Text>
    </div>
  );
}
