import { Form, Input, Radio, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@shared/messages';
import { newActivitySchema } from '@shared/schemas/leadForms';
import { markProblems } from '../../../ui/markProblems';
import { useSignedIn } from '../../../lib/session';
import { postOrQueue } from '../../../lib/offline/outbox';
import { leadRoutes } from '@shared/contracts/leadContracts';
import { useDraft, type DraftControl } from '../../../lib/offline/useDraft';
import { useIntentKey } from '../../../lib/offline/useIntentKey';
import { catalogQueries } from '../queries';
import { useChannelOptions } from './channels';
import { StepModal } from './StepModal';

export interface NewActivityModalProps {
  leadId: number;
  /** The client's name, as the outbox lists a save kept while offline ('Actividad: Llamada · Ana López'). */
  clientName: string;
  open: boolean;
  onClose(): void;
  /** Preset by the contact buttons (WhatsApp, call, e-mail). */
  channel?: string;
  type?: string;
}

interface Values {
  leadActivityChannelType?: string;
  leadActivityType?: string;
  status?: '0' | '1';
  comments?: string;
}

export function NewActivityModal({ leadId, clientName, open, onClose, channel, type }: NewActivityModalProps) {
  const { user } = useSignedIn();
  const [form] = Form.useForm<Values>();
  const types = useQuery({ ...catalogQueries.activityTypes(), enabled: open });
  const channels = useChannelOptions(open);
  const values = (): Values => form.getFieldsValue(true) as Values;
  const draftName = `activity:${leadId}`;
  const draft = useDraft<Values>(draftName, open, { leadActivityChannelType: channel, leadActivityType: type });
  const intent = useIntentKey(open);
  return (
    <StepModal
      open={open}
      title="Nueva actividad"
      successTitle={MSG.activityCreated}
      failureTitle={MSG.activityFailed}
      onClose={onClose}
      draft={{ control: draft as DraftControl<object>, onRecover: (v) => form.setFieldsValue(v as Values) }}
      validate={() => markProblems(form, newActivitySchema, values(), ['leadActivityChannelType', 'leadActivityType', 'status'])}
      submit={() => {
        const v = values();
        const typeLabel = types.data?.find((t) => t.slug === v.leadActivityType)?.description ?? v.leadActivityType;
        const data = {
          LeadId: leadId,
          leadActivityType: v.leadActivityType,
          title: typeLabel,
          leadActivityChannelType: v.leadActivityChannelType,
          comments: v.comments ?? '',
          status: v.status,
          date: new Date().toISOString(),
          UserId: user.id,
        };
        return postOrQueue(leadRoutes.createActivity, { body: { data } }, { key: intent(), label: `Actividad: ${[typeLabel, clientName].filter(Boolean).join(' · ')}`, place: `activity:${leadId}`, draft: { name: draftName, values: v } });
      }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ leadActivityChannelType: channel, leadActivityType: type }}
        onValuesChange={(changed: Partial<Values>) => {
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof Values, errors: [] })));
          draft.keep(values());
        }}
      >
        <Form.Item name="leadActivityChannelType" label="Canal" required>
          <Select placeholder="Selecciona un canal" options={channels} />
        </Form.Item>
        <Form.Item name="leadActivityType" label="Tipo de actividad" required>
          <Select
            placeholder={types.isLoading ? MSG.loading : 'Selecciona un tipo'}
            options={types.data?.map((t) => ({ value: t.slug, label: t.description }))}
          />
        </Form.Item>
        <Form.Item name="status" label="Estatus" required>
          <Radio.Group
            options={[
              { value: '1', label: 'Exitoso' },
              { value: '0', label: 'Fallido' },
            ]}
          />
        </Form.Item>
        <Form.Item name="comments" label="Comentarios">
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </StepModal>
  );
}
