import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { leadFleetQueries } from '../leads/queries';
import { toast } from '../../../ui/toast';
import { useStageMutations } from './mutations';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { STAGE_TEXT } from './stageTexts';
import { PhoneInput } from '../../../ui/PhoneInput';

/** 'Agregar dealer' (spec part 2 §3 Dealer add, §5): store, then the contact's name, phone and e-mail. */
export function AddDealerModal({ leadId, onClose }: { leadId: number; onClose(): void }) {
  const catalogs = useQuery(leadFleetQueries.catalogs());
  const m = useStageMutations(leadId);
  const [AgencyId, setAgency] = useState<number | undefined>();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (!AgencyId) return setProblem(FLEET_MSG.selectAgency);
    if (!name.trim() || !phone.trim() || !email.trim()) return setProblem(FLEET_MSG.missingData);
    m.dealer.mutate(
      { AgencyId, name: name.trim(), phone: phone.trim(), email: email.trim() },
      { onSuccess: () => (toast.success(FLEET_MSG.dealerAdded), onClose()), onError: (e) => setProblem(e.message) },
    );
  };
  const clear = () => setProblem(null);
  return (
    <Modal
      open
      title={STAGE_TEXT.addDealer}
      onCancel={onClose}
      footer={[
        <Button key="c" onClick={onClose}>
          Cancelar
        </Button>,
        <Button key="s" type="primary" loading={m.dealer.isPending} onClick={submit}>
          Agregar
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Agencia">
          <Select
            aria-label="Agencia"
            showSearch={{ optionFilterProp: 'label' }}
            loading={catalogs.isLoading}
            value={AgencyId}
            onChange={(v) => (clear(), setAgency(v))}
            options={(catalogs.data?.agencies ?? []).map((a) => ({ value: a.id, label: a.name }))}
          />
        </Form.Item>
        <Form.Item label="Nombre del contacto">
          <Input aria-label="Nombre del contacto" maxLength={255} value={name} onChange={(e) => (clear(), setName(e.target.value))} />
        </Form.Item>
        <Form.Item label="Teléfono">
          <PhoneInput aria-label="Teléfono" value={phone} onChange={(digits) => (clear(), setPhone(digits))} />
        </Form.Item>
        <Form.Item label="Correo electrónico">
          <Input aria-label="Correo electrónico" type="email" maxLength={255} value={email} onChange={(e) => (clear(), setEmail(e.target.value))} />
        </Form.Item>
      </Form>
      {problem ? <Alert role="alert" type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}
