import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import type { TestDrive } from './stageTypes';
import { toast } from '../../../ui/toast';
import { useStageMutations } from './mutations';
import { FileQueue } from './FileQueue';
import { DocumentLinks } from './DocumentLinks';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { STAGE_TEXT } from './stageTexts';
import type { UploadFile } from './stageTypes';

type Group = 'testEvidence' | 'comodato' | 'TCO';
const GROUPS: { key: Group; label: string }[] = [
  { key: 'testEvidence', label: STAGE_TEXT.evidence },
  { key: 'comodato', label: STAGE_TEXT.comodato },
  { key: 'TCO', label: STAGE_TEXT.tco },
];

/** 'Test-drive edit' (spec part 2 §2, §3 test-drive update): comments during the test and at the results meeting, three file groups. */
export function TestDriveEditModal({ leadId, activity, onClose }: { leadId: number; activity: TestDrive; onClose(): void }) {
  const m = useStageMutations(leadId);
  const [commentsOnTest, setTest] = useState(activity.commentsOnTest ?? '');
  const [commentsOnResults, setResults] = useState(activity.commentsOnResults ?? '');
  const [files, setFiles] = useState<Record<Group, UploadFile[]>>({ testEvidence: [], comodato: [], TCO: [] });
  const [problem, setProblem] = useState<string | null>(null);
  const save = () =>
    m.updateTestDrive.mutate(
      { id: activity.id, data: { commentsOnTest: commentsOnTest.trim(), commentsOnResults: commentsOnResults.trim(), newEvidence: files.testEvidence, newComodato: files.comodato, newTCO: files.TCO } },
      { onSuccess: () => (toast.success(FLEET_MSG.activityUpdated), onClose()), onError: (e) => setProblem(e.message) },
    );
  return (
    <Modal
      open
      title={`${STAGE_TEXT.testDrive}: ${activity.title}`}
      width={720}
      onCancel={onClose}
      footer={[
        <Button key="c" onClick={onClose}>
          Cerrar
        </Button>,
        <Button key="s" type="primary" loading={m.updateTestDrive.isPending} onClick={save}>
          Guardar
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Comentarios durante la prueba" style={{ marginBottom: 8 }}>
          <Input.TextArea aria-label="Comentarios durante la prueba" rows={3} maxLength={1000} value={commentsOnTest} onChange={(e) => setTest(e.target.value)} />
        </Form.Item>
        <Form.Item label="Comentarios de la reunión de resultados" style={{ marginBottom: 8 }}>
          <Input.TextArea aria-label="Comentarios de la reunión de resultados" rows={3} maxLength={1000} value={commentsOnResults} onChange={(e) => setResults(e.target.value)} />
        </Form.Item>
        {GROUPS.map((g) => (
          <fieldset key={g.key} data-testid={`group-${g.key}`} style={{ border: '1px solid rgba(5,5,5,0.1)', borderRadius: 8, padding: 8, marginBottom: 8 }}>
            <legend style={{ fontSize: 14, width: 'auto', padding: '0 4px', margin: 0, border: 0 }}>{g.label}</legend>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Archivos cargados
            </Typography.Text>
            <DocumentLinks items={activity[g.key].map((f) => ({ key: f.id, label: f.name, url: f.url }))} />
            <FileQueue value={files[g.key]} onChange={(v) => setFiles({ ...files, [g.key]: v })} label={`Agregar ${g.label.toLowerCase()}`} testId={`files-${g.key}`} />
          </fieldset>
        ))}
      </Form>
      {problem ? <Alert role="alert" type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}
