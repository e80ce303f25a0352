import { Form, Input, InputNumber, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { BUY_TYPES } from '@shared/domain/enums';
import { MSG } from '@shared/messages';
import { editInterestSchema, firstProblem, LEAD_BUY_TYPES } from '@shared/schemas/leadForms';
import { currentInterest } from '../format';
import { leadApi } from '../leadApi';
import { catalogQueries } from '../queries';
import type { Lead } from '../types';
import { StepModal } from './StepModal';
import { useDraft, type DraftControl } from '../../../lib/offline/useDraft';

export interface EditInterestModalProps {
  lead: Lead;
  open: boolean;
  onClose(): void;
}

interface Values {
  ProductId?: number;
  ProductColorId?: number;
  buyType?: string;
  quantity?: number;
  comments?: string;
}

export function EditInterestModal({ lead, open, onClose }: EditInterestModalProps) {
  const [form] = Form.useForm<Values>();
  const products = useQuery({ ...catalogQueries.products(), enabled: open });
  const productId = Form.useWatch('ProductId', form);
  const colors = products.data?.find((p) => p.id === productId)?.ProductColors ?? [];
  const interest = currentInterest(lead);
  const values = (): Values => form.getFieldsValue(true) as Values;
  const initial: Values = {
    ProductId: interest?.ProductId,
    ProductColorId: interest?.ProductColorId ?? undefined,
    buyType: interest?.buyType ?? lead.buyType ?? 'retail',
    quantity: interest?.quantity,
  };
  // The lead's free-text 'Comentarios' (with the interest change) is kept as a draft like the activity's.
  const draft = useDraft<Values>(`interest:${lead.id}`, open, initial as Record<string, unknown>);
  return (
    <StepModal
      open={open}
      title="Editar interés"
      successTitle={MSG.interestEdited}
      failureTitle={MSG.dataEditFailed}
      onClose={onClose}
      draft={{ control: draft as DraftControl<object>, onRecover: (v) => form.setFieldsValue(v as Values) }}
      validate={() => firstProblem(editInterestSchema, values())}
      submit={() => {
        const v = editInterestSchema.parse(values());
        return leadApi.interest({ ...v, buyType: v.buyType.toLowerCase(), LeadId: lead.id, date: new Date().toISOString(), comments: v.comments ?? '' });
      }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={() => draft.keep(values())}
      >
        <Form.Item name="ProductId" label="Vehículo" required>
          <Select
            options={products.data?.map((p) => ({ value: p.id, label: p.name }))}
            onChange={(id: number) => {
              // A colour the new vehicle does not offer is cleared.
              const offered = products.data?.find((p) => p.id === id)?.ProductColors ?? [];
              if (!offered.some((c) => c.id === form.getFieldValue('ProductColorId'))) form.setFieldValue('ProductColorId', undefined);
            }}
          />
        </Form.Item>
        <Form.Item name="ProductColorId" label="Color" required>
          <Select options={colors.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        <Form.Item name="buyType" label="Tipo de venta" required>
          <Select options={LEAD_BUY_TYPES.map((b) => ({ value: b, label: BUY_TYPES[b] }))} />
        </Form.Item>
        <Form.Item name="quantity" label="Unidades" required>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="comments" label="Comentarios">
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </StepModal>
  );
}
