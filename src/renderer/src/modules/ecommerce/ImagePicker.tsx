import { Typography, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ECOMMERCE_IMAGE_MAX_BYTES, ECOMMERCE_IMAGES_PER_GROUP, ECOMMERCE_MSG } from '@shared/domain/ecommerceMessages';
import { sniffEvidenceType } from '@shared/domain/fileSignature';
import { toast } from '../../ui/toast';

export interface ImagePickerProps {
  id?: string;
  value?: UploadFile[];
  onChange?(value: UploadFile[]): void;
  /** Pictures the item keeps: new ones may only fill the rest of the group. */
  kept?: number;
}

const ACCEPTED = ['image/png', 'image/jpeg'];

/** Why a chosen file cannot be an accessory picture, judged by its first bytes and its size (as the server judges it). */
async function imageProblem(file: File): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = sniffEvidenceType(head);
  if (!type || !ACCEPTED.includes(type)) return ECOMMERCE_MSG.imageNotImage(file.name);
  if (file.size > ECOMMERCE_IMAGE_MAX_BYTES) return ECOMMERCE_MSG.imageOverSize(file.name);
  return undefined;
}

/** New pictures of one group (PNG or JPG, 350×350 px, 5 MB): each checked by content and size when chosen, and again on the server. */
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
        beforeUpload={async (file) => {
          const problem = await imageProblem(file);
          if (problem) {
            toast.error(problem, ECOMMERCE_MSG.uploadError);
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
