import { Form, Input, InputNumber, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@shared/messages';
import { downPaymentLimit, firstProblem, quoteSchema } from '@shared/schemas/leadForms';
import { useSignedIn } from '../../../lib/session';
import { currentInterest, money } from '../format';
import { leadApi } from '../leadApi';
import { catalogQueries } from '../queries';
import type { Lead } from '../types';
import { useChannelOptions } from './channels';
import { StepModal } from './StepModal';

export interface QuoteModalProps {
  lead: Lead;
  open: boolean;
  onClose(): void;
}

interface Values {
  leadActivityChannelType?: string;
  ProductId?: number;
  plazo?: number;
  enganche?: number;
  comments?: string;
}

/** Quote: channel, vehicle, plazo (months) and enganche, capped at 75 % of the vehicle's price. */
export function QuoteModal({ lead, open, onClose }: QuoteModalProps) {
  const { user } = useSignedIn();
  const [form] = Form.useForm<Values>();
  const products = useQuery({ ...catalogQueries.products(), enabled: open });
  const channels = useChannelOptions(open);
  const productId = Form.useWatch('ProductId', form);
  const price = Number(products.data?.find((p) => p.id === productId)?.price ?? 0);
  const values = (): Values => form.getFieldsValue(true) as Values;
  return (
    <StepModal
      open={open}
      title="Cotización"
      successTitle={MSG.activityCreated}
      failureTitle={MSG.quoteFailed}
      onClose={onClose}
      validate={() => firstProblem(quoteSchema(price), values())}
      submit={() => {
        const v = quoteSchema(price).parse(values());
        return leadApi.activity({
          LeadId: lead.id,
          leadActivityType: 'cotizacion',
          title: 'Cotización',
          leadActivityChannelType: v.leadActivityChannelType,
          comments: v.comments ?? '',
          status: '1',
          date: new Date().toISOString(),
          ProductId: v.ProductId,
          plazo: v.plazo,
          enganche: v.enganche,
          UserId: user.id,
        });
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ ProductId: currentInterest(lead)?.ProductId }}>
        <Form.Item name="leadActivityChannelType" label="Canal" required>
          <Select options={channels} />
        </Form.Item>
        <Form.Item name="ProductId" label="Vehículo" required extra={price > 0 ? `Precio ${money(price)} · enganche máximo ${money(downPaymentLimit(price))}` : undefined}>
          <Select options={products.data?.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item name="plazo" label="Plazo (meses)" required>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enganche" label="Enganche" required>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="comments" label="Comentarios">
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </StepModal>
  );
}
