import { useState } from 'react';
import { Button, Checkbox, Form, Input, Radio, Select, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { TEST_DRIVE_SLUG } from '@shared/domain/constants';
import { APPOINTMENT_TYPE_LABELS, APPOINTMENT_TYPES } from '@shared/domain/phases';
import { MSG } from '@shared/messages';
import { firstProblem, newAppointmentSchema } from '@shared/schemas/leadForms';
import { useSignedIn } from '../../../lib/session';
import { postOrQueue } from '../../../lib/offline/outbox';
import { leadAppointmentRoutes } from '@shared/contracts/appointmentContracts';
import { useDraft, type DraftControl } from '../../../lib/offline/useDraft';
import { useIntentKey } from '../../../lib/offline/useIntentKey';
import { catalogQueries } from '../queries';
import { mexicoCityToEpoch } from '../../../lib/mexicoTime';
import { AgencyDateTimePicker } from '../../../ui/AgencyDateTimePicker';
import { StepModal } from './StepModal';
import { toast } from '../../../ui/toast';
import { EVIDENCE_RULE, readFileAsDataUrl } from '../../../ui/readFileAsDataUrl';

export interface NewAppointmentModalProps {
  leadId: number;
  /** The client's name, as the outbox lists a save kept while offline ('Cita: Ana López'). */
  clientName: string;
  productId?: number;
  open: boolean;
  onClose(): void;
}

interface Values {
  type?: 'ACTIVITY' | 'TESTDRIVE';
  date?: Dayjs | null;
  ProductId?: number;
  realizada_hoy?: boolean;
  comments?: string;
}

/** New appointment or test drive; 'Sin cita' (realizada_hoy) allows up to 2 days back and asks evidence for a test drive. */
export function NewAppointmentModal({ leadId, clientName, productId, open, onClose }: NewAppointmentModalProps) {
  const { user, agencyId } = useSignedIn();
  const [form] = Form.useForm<Values>();
  const [evidence, setEvidence] = useState<{ name: string; url: string } | null>(null);
  const products = useQuery({ ...catalogQueries.products(), enabled: open });
  const sinCita = Form.useWatch('realizada_hoy', form);
  // A test drive needs its vehicle (newAppointmentSchema): the label says so once the type is chosen.
  const testDrive = Form.useWatch('type', form) === 'TESTDRIVE';
  const draftName = `appointment:${leadId}`;
  const draft = useDraft<Values>(draftName, open, { type: 'ACTIVITY', ProductId: productId, realizada_hoy: false });
  const intent = useIntentKey(open);
  // The draft leaves the date out: a picker's value does not survive JSON, and it is picked again in a click.
  const typed = (): Values => ({ ...(form.getFieldsValue(true) as Values), date: undefined });
  const values = () => {
    const v = form.getFieldsValue(true) as Values;
    return {
      type: v.type,
      date: v.date ? mexicoCityToEpoch(v.date) : undefined,
      ProductId: v.ProductId,
      realizada_hoy: Boolean(v.realizada_hoy),
      evidence: evidence?.url,
      comments: v.comments,
    };
  };
  return (
    <StepModal
      open={open}
      title="Nueva cita"
      successTitle={MSG.appointmentCreated}
      failureTitle={MSG.appointmentFailed}
      onClose={() => {
        setEvidence(null);
        onClose();
      }}
      draft={{ control: draft as DraftControl<object>, onRecover: (v) => form.setFieldsValue(v as Values) }}
      validate={() => firstProblem(newAppointmentSchema(Date.now()), values())}
      submit={() => {
        const v = values();
        const data = {
          ...v,
          // The API takes the type's slug: 'cita' (ACTIVITY) or 'prueba-de-manejo' (TESTDRIVE).
          type: v.type === 'TESTDRIVE' ? TEST_DRIVE_SLUG : 'cita',
          date: new Date(v.date ?? 0).toISOString(),
          LeadId: leadId,
          AgencyId: agencyId,
          UserId: user.id,
          evidence: v.evidence ?? null,
        };
        return postOrQueue(leadAppointmentRoutes.create, { body: { data } }, { key: intent(), label: `Cita: ${clientName}`, place: `appointment:${leadId}`, draft: { name: draftName, values: typed() } });
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ type: 'ACTIVITY', ProductId: productId, realizada_hoy: false }} onValuesChange={() => draft.keep(typed())}>
        <Form.Item name="type" label="Tipo" required>
          <Radio.Group options={APPOINTMENT_TYPES.map((t) => ({ value: t, label: APPOINTMENT_TYPE_LABELS[t] }))} />
        </Form.Item>
        <Form.Item name="ProductId" label="Vehículo" required={testDrive}>
          <Select allowClear placeholder="Selecciona un vehículo" options={products.data?.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item name="date" label="Fecha y hora (hora de Ciudad de México)" required>
          <AgencyDateTimePicker allowPast={Boolean(sinCita)} />
        </Form.Item>
        <Form.Item name="realizada_hoy" valuePropName="checked">
          <Checkbox
            onChange={(e) => {
              // Unchecking 'Sin cita' clears the evidence.
              if (!e.target.checked) setEvidence(null);
            }}
          >
            {MSG.sinCita}
          </Checkbox>
        </Form.Item>
        {sinCita ? (
          <Form.Item label="Evidencia" extra={MSG.evidenceHint}>
            <Upload
              accept=".pdf,.jpg,.jpeg,.png"
              maxCount={1}
              showUploadList={false}
              beforeUpload={(file) => {
                readFileAsDataUrl(file, EVIDENCE_RULE).then(
                  (url) => setEvidence({ name: file.name, url }),
                  (error: Error) => toast.error(error.message),
                );
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>Cargar evidencia</Button>
            </Upload>
            {evidence ? <Typography.Text style={{ marginLeft: 8 }}>{evidence.name}</Typography.Text> : null}
          </Form.Item>
        ) : null}
        <Form.Item name="comments" label="Comentarios">
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </StepModal>
  );
}
