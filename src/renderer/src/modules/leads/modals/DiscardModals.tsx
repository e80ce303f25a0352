import { Form, Select } from 'antd';
import { TypedDatePicker } from '../../../ui/inputs/TypedDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { FREEZE_REASONS } from '@shared/domain/enums';
import { MSG } from '@shared/messages';
import { freezeSchema, futureSaleSchema } from '@shared/schemas/leadForms';
import { markProblems } from '../../../ui/markProblems';
import { leadApi } from '../leadApi';
import { StepModal } from './StepModal';

export interface DiscardModalProps {
  leadId: number;
  open: boolean;
  onClose(): void;
}

/** Future sale: phase futura-venta with comments 'Futura venta' and a reactivation date later than now. */
export function FutureSaleModal({ leadId, open, onClose }: DiscardModalProps) {
  const [form] = Form.useForm<{ reactivationDate?: Dayjs | null }>();
  const value = () => {
    const d = form.getFieldValue('reactivationDate') as Dayjs | null | undefined;
    return { reactivationDate: d ? d.valueOf() : undefined };
  };
  return (
    <StepModal
      open={open}
      title="Futura venta"
      successTitle={MSG.futureSaleDone}
      failureTitle={MSG.leadEditFailed}
      onClose={onClose}
      validate={() => markProblems(form, futureSaleSchema(Date.now()), value(), ['reactivationDate'])}
      submit={() =>
        leadApi.deactivate(leadId, {
          newPhase: 'futura-venta',
          comments: 'Futura venta',
          reactivationDate: new Date(value().reactivationDate ?? 0).toISOString(),
        })
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reactivationDate" label="Fecha de reactivación" required>
          <TypedDatePicker
            withTime
            style={{ width: '100%' }}
            // The date must be later than now (§5): past days are not offered.
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            onChange={() => form.setFields([{ name: 'reactivationDate', errors: [] }])}
          />
        </Form.Item>
      </Form>
    </StepModal>
  );
}

/** Freeze: phase congelado with the chosen reason as comments. */
export function FreezeModal({ leadId, open, onClose }: DiscardModalProps) {
  const [form] = Form.useForm<{ comments?: string }>();
  const value = () => ({ comments: form.getFieldValue('comments') as string | undefined });
  return (
    <StepModal
      open={open}
      title="Congelar lead"
      successTitle={MSG.frozen}
      failureTitle={MSG.freezeFailed}
      onClose={onClose}
      validate={() => markProblems(form, freezeSchema, value(), ['comments'])}
      submit={() => leadApi.deactivate(leadId, { newPhase: 'congelado', comments: value().comments ?? '', reactivationDate: null })}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="comments" label="Razón" required>
          {/* All 11 reasons at once: no virtual scrolling. */}
          <Select virtual={false} listHeight={400} options={FREEZE_REASONS.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
      </Form>
    </StepModal>
  );
}
