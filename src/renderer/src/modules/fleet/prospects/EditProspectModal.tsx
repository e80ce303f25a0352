import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { PROSPECT_MSG } from '@shared/domain/prospectMessages';
import { PROSPECT_EDIT_STEPS, prospectGeneralSchema, prospectVehicleSchema, type Prospect, type ProspectEditPayload } from '@shared/schemas/fleetProspect';
import { firstProblem } from '@shared/schemas/schemaProblems';
import { toast } from '../../../ui/toast';
import { prospectQueries } from './prospectQueries';
import { useEditProspectMutation } from './prospectMutations';
import { twoStepFooter } from '../../../ui/twoStepFooter';
import { PhoneInput } from '../../../ui/PhoneInput';

export interface EditProspectModalProps {
  prospect: Prospect;
  agencyId: number;
  onClose(): void;
}

const GENERAL: { key: keyof ProspectEditPayload; label: string }[] = [
  { key: 'firstName', label: 'Nombre' },
  { key: 'lastName', label: 'Apellidos' },
  { key: 'email', label: 'Correo electrónico' },
  { key: 'phone', label: 'Teléfono' },
  { key: 'companyName', label: 'Compañía' },
  { key: 'position', label: 'Puesto' },
];

/** 'Editar prospecto', 2 steps (general data, vehicle) with the §5 messages; a failed save keeps what was typed. */
export function EditProspectModal({ prospect, agencyId, onClose }: EditProspectModalProps) {
  const catalogs = useQuery(prospectQueries.catalogs(agencyId));
  const save = useEditProspectMutation(prospect.id);
  const [step, setStep] = useState(1);
  const [problem, setProblem] = useState<string>();
  const [draft, setDraft] = useState<ProspectEditPayload>({
    firstName: prospect.firstName,
    lastName: prospect.lastName,
    email: prospect.email,
    phone: prospect.phone.replace(/^\+52/, ''),
    companyName: prospect.companyName,
    position: prospect.position,
    ProductId: prospect.ProductId ?? undefined,
    quantity: prospect.quantity,
  });
  const set = (patch: Partial<ProspectEditPayload>) => setDraft((d) => ({ ...d, ...patch }));
  const blank = (k: keyof ProspectEditPayload) => problem === PROSPECT_MSG.requiredFields && !String(draft[k] ?? '').trim();

  const next = () => {
    const message = firstProblem(prospectGeneralSchema, draft) ?? undefined;
    setProblem(message);
    if (!message) setStep(2);
  };
  const submit = async () => {
    const message = firstProblem(prospectVehicleSchema, draft) ?? undefined;
    setProblem(message);
    if (message) return;
    try {
      await save.mutateAsync(draft);
      toast.success(PROSPECT_MSG.updated);
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : PROSPECT_MSG.unexpected);
    }
  };

  return (
    <Modal
      open
      title={
        <span>
          Editar prospecto{' '}
          <Typography.Text type="secondary" data-testid="step-counter">
            {step} / {PROSPECT_EDIT_STEPS}
          </Typography.Text>
        </span>
      }
      onCancel={onClose}
      maskClosable={false}
      footer={twoStepFooter({ onFirstStep: step === 1, onCancel: onClose, onNext: next, onBack: () => (setProblem(undefined), setStep(1)), onSubmit: () => void submit(), submitLabel: 'Guardar', submitting: save.isPending })}
    >
      <Form layout="vertical" requiredMark>
        {step === 1 ? (
          GENERAL.map(({ key, label }) => (
            <Form.Item key={key} label={label} htmlFor={`prospect-${key}`} required validateStatus={blank(key) ? 'error' : undefined}>
              {key === 'phone' ? (
                <PhoneInput id="prospect-phone" value={String(draft.phone ?? '')} onChange={(phone) => set({ phone })} />
              ) : (
                <Input
                  id={`prospect-${key}`}
                  value={String(draft[key] ?? '')}
                  maxLength={200}
                  inputMode={key === 'email' ? 'email' : undefined}
                  onChange={(e) => set({ [key]: e.target.value })}
                />
              )}
            </Form.Item>
          ))
        ) : (
          <>
            <Form.Item label="Modelo" htmlFor="prospect-model" required validateStatus={problem === PROSPECT_MSG.selectModel ? 'error' : undefined}>
              <Select
                id="prospect-model"
                placeholder="Seleccione un modelo"
                loading={catalogs.isLoading}
                value={draft.ProductId ?? undefined}
                onChange={(ProductId: number) => set({ ProductId })}
                options={(catalogs.data?.products ?? []).map((p) => ({ value: p.id, label: `${p.name} ${p.version} ${p.transmission}` }))}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
            <Form.Item label="Cantidad" htmlFor="prospect-quantity" required validateStatus={problem === PROSPECT_MSG.quantityMin ? 'error' : undefined}>
              <InputNumber id="prospect-quantity" min={1} precision={0} style={{ width: '100%' }} value={typeof draft.quantity === 'number' ? draft.quantity : null} onChange={(v) => set({ quantity: v ?? '' })} />
            </Form.Item>
          </>
        )}
        {problem ? <Alert role="alert" type="error" showIcon title={problem} /> : null}
      </Form>
    </Modal>
  );
}
