import { Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { AGES, GENDERS, MARITAL_STATUSES, SECTORS } from '@shared/domain/enums';
import { MSG } from '@shared/messages';
import { demographicsSchema, firstProblem, invoiceSchema, reassignSchema } from '@shared/schemas/leadForms';
import { useSignedIn } from '../../../lib/session';
import { userName } from '../format';
import { leadApi } from '../leadApi';
import { catalogQueries } from '../queries';
import type { Lead } from '../types';
import { StepModal } from './StepModal';

export interface LeadModalProps {
  lead: Lead;
  open: boolean;
  onClose(): void;
}

const options = (map: Record<string, string>) => Object.entries(map).map(([value, label]) => ({ value, label }));

export function DemographicsModal({ lead, open, onClose }: LeadModalProps) {
  const [form] = Form.useForm();
  const values = () => form.getFieldsValue(true) as Record<string, unknown>;
  return (
    <StepModal
      open={open}
      title="Datos demográficos"
      successTitle={MSG.demographicsUpdated}
      failureTitle={MSG.dataEditFailed}
      onClose={onClose}
      validate={() => firstProblem(demographicsSchema, values())}
      submit={() => leadApi.update(lead.id, demographicsSchema.parse(values()))}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ age: lead.age ?? undefined, gender: lead.gender ?? undefined, maritalStatus: lead.maritalStatus ?? undefined, sector: lead.sector ?? undefined }}
      >
        <Form.Item name="age" label="Edad" required>
          <Select options={options(AGES)} />
        </Form.Item>
        <Form.Item name="gender" label="Género" required>
          <Select options={options(GENDERS)} />
        </Form.Item>
        <Form.Item name="maritalStatus" label="Estado civil" required>
          <Select options={options(MARITAL_STATUSES)} />
        </Form.Item>
        <Form.Item name="sector" label="Sector" required>
          <Select options={options(SECTORS)} />
        </Form.Item>
      </Form>
    </StepModal>
  );
}

/** Reassign to an adviser of the agency (bdc, coordinator, advisers). */
export function ReassignModal({ lead, open, onClose }: LeadModalProps) {
  const { agencyId } = useSignedIn();
  const [form] = Form.useForm<{ UserId?: number }>();
  const users = useQuery({ ...catalogQueries.advisers(agencyId), enabled: open });
  const value = () => ({ UserId: form.getFieldValue('UserId') as number | undefined });
  return (
    <StepModal
      open={open}
      title="Reasignar lead"
      successTitle={MSG.reassigned}
      failureTitle={MSG.genericError}
      onClose={onClose}
      validate={() => firstProblem(reassignSchema, value())}
      submit={() => leadApi.update(lead.id, { UserId: value().UserId })}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="UserId" label="Asesor" required>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={users.isLoading ? MSG.loading : undefined}
            options={users.data?.filter((u) => u.id !== lead.UserId).map((u) => ({ value: u.id, label: userName(u) }))}
          />
        </Form.Item>
      </Form>
    </StepModal>
  );
}

export function InvoiceModal({ lead, open, onClose }: LeadModalProps) {
  const [form] = Form.useForm<{ invoice?: string }>();
  const value = () => ({ invoice: form.getFieldValue('invoice') as string | undefined });
  return (
    <StepModal
      open={open}
      title="Facturación"
      successTitle={MSG.dataSaved}
      failureTitle={MSG.dataEditFailed}
      onClose={onClose}
      validate={() => firstProblem(invoiceSchema, value())}
      submit={() => leadApi.update(lead.id, { invoice: value().invoice?.trim() })}
    >
      <Form form={form} layout="vertical" initialValues={{ invoice: lead.invoice ?? '' }}>
        <Form.Item name="invoice" label="Número de factura" required>
          <Input />
        </Form.Item>
      </Form>
    </StepModal>
  );
}
