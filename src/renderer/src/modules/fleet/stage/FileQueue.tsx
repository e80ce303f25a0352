import { Button, Flex, List, Upload } from 'antd';
import { CloseOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { EVIDENCE_RULE, readFileAsDataUrl } from '../../../ui/readFileAsDataUrl';
import { toast } from '../../../ui/toast';
import { STAGE_TEXT } from './stageTexts';
import type { UploadFile } from './stageTypes';

/**
 * Files chosen to upload (PDF, PNG, JPG; several at once): each is read in the browser as a base64
 * data URL after the same type and size checks the API makes, and listed with a remove X.
 */
export function FileQueue({ value, onChange, label = STAGE_TEXT.chooseFiles, testId }: { value: UploadFile[]; onChange(files: UploadFile[]): void; label?: string; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Upload
        multiple
        accept={EVIDENCE_RULE.types.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          readFileAsDataUrl(file, EVIDENCE_RULE)
            .then((base64) => onChange([...value, { name: file.name, base64 }]))
            .catch((e: Error) => toast.error(e.message));
          // Nothing is sent here: the dialog's own save sends every file at once.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{label}</Button>
      </Upload>
      {value.length ? (
        <List
          size="small"
          dataSource={value}
          renderItem={(f, i) => (
            <List.Item style={{ padding: '2px 0' }}>
              <Flex justify="space-between" align="center" style={{ width: '100%' }}>
                <span style={{ overflowWrap: 'anywhere' }}>
                  <PaperClipOutlined /> {f.name}
                </span>
                <Button size="small" type="text" aria-label={`Quitar ${f.name}`} icon={<CloseOutlined />} onClick={() => onChange(value.filter((_, j) => j !== i))} />
              </Flex>
            </List.Item>
          )}
        />
      ) : null}
    </div>
  );
}
