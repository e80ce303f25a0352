import { Form } from 'antd';
import { LeadContactInputs } from '../inputs/LeadContactInputs';
import { LeadDetailsInputs } from '../inputs/LeadDetailsInputs';
import { leadDetailsOf, type LeadDetails } from '@shared/schemas/leadPayloads';
import { withPhonePrefix, withoutPhonePrefix } from '@shared/domain/phone';
import { MSG } from '@shared/messages';
import { editLeadSchema, firstProblem } from '@shared/schemas/leadForms';
import { leadApi } from '../leadApi';
import type { Lead } from '../types';
import { StepModal } from './StepModal';

export interface EditLeadModalProps {
  lead: Lead;
  open: boolean;
  onClose(): void;
}

interface Values extends Partial<LeadDetails> {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

export function EditLeadModal({ lead, open, onClose }: EditLeadModalProps) {
  const [form] = Form.useForm<Values>();
  const values = (): Values => form.getFieldsValue(true) as Values;
  const email = lead.email ?? lead.leadEmails?.[0]?.value ?? '';
  const phone = withoutPhonePrefix(lead.phone ?? lead.leadPhones?.[0]?.value ?? '');
  return (
    <StepModal
      open={open}
      title="Editar lead"
      successTitle={MSG.leadEdited}
      failureTitle={MSG.leadEditFailed}
      onClose={onClose}
      validate={() => firstProblem(editLeadSchema, values())}
      submit={() => {
        const v = editLeadSchema.parse(values());
        // Every detail is sent (an emptied one as null), so clearing a field clears it.
        return leadApi.update(lead.id, { ...v, ...leadDetailsOf(v), phone: withPhonePrefix(v.phone) });
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ firstName: lead.firstName, lastName: lead.lastName, email, phone, ...leadDetailsOf(lead) }}>
        <LeadContactInputs mode="edit" />
        <LeadDetailsInputs />
      </Form>
    </StepModal>
  );
}
