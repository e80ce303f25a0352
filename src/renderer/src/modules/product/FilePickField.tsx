import { useRef } from 'react';
import { Button, Flex, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { PRODUCT_FILE_MAX_BYTES } from '@shared/schemas/product';
import { toast } from '../../ui/toast';
import { readFileAsDataUrl } from '../../ui/readFileAsDataUrl';
import type { FileKind } from '@shared/domain/fileSignature';

/** What a file field holds: a new file read in the browser, the stored one, or nothing. */
export type PickedFile = { kind: 'new'; name: string; dataUrl: string } | { kind: 'stored'; mime: string; size: number } | { kind: 'none' };

export interface FilePickFieldProps {
  label: string;
  hint: string;
  accept: readonly FileKind[];
  typeMessage: string;
  value: PickedFile;
  onChange(value: PickedFile): void;
  preview?: string;
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** A file read in the browser and sent as base64 (spec part 2 §2); type and size are checked here and again by the API. */
export function FilePickField({ label, hint, accept, typeMessage, value, onChange, preview }: FilePickFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    try {
      onChange({ kind: 'new', name: file.name, dataUrl: await readFileAsDataUrl(file, { types: accept, maxBytes: PRODUCT_FILE_MAX_BYTES, typeMessage }) });
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div>
      <Flex align="center" gap={12} wrap>
        {preview ? <img src={preview} alt={`Vista previa: ${label}`} width={96} height={64} style={{ objectFit: 'contain', background: '#f5f7fa', borderRadius: 6 }} /> : null}
        <input
          ref={input}
          type="file"
          accept={accept.join(',')}
          aria-label={label}
          style={{ display: 'none' }}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
          {value.kind === 'none' ? 'Elegir archivo' : 'Reemplazar'}
        </Button>
        {value.kind === 'new' ? <Typography.Text>{value.name}</Typography.Text> : null}
        {value.kind === 'stored' ? <Typography.Text type="secondary">Archivo actual · {sizeText(value.size)}</Typography.Text> : null}
        {value.kind !== 'none' ? (
          <Button type="text" danger icon={<DeleteOutlined />} onClick={() => onChange({ kind: 'none' })} aria-label={`Quitar ${label}`}>
            Quitar
          </Button>
        ) : null}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {hint}
      </Typography.Text>
    </div>
  );
}
