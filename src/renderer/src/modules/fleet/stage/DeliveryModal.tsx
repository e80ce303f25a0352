import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Select } from 'antd';
import { TypedDatePicker } from '../../../ui/inputs/TypedDatePicker';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { leadFleetQueries } from '../leads/queries';
import { toast } from '../../../ui/toast';
import { useStageMutations } from './mutations';
import { FileQueue } from './FileQueue';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { STAGE_TEXT } from './stageTexts';
import type { UploadFile } from './stageTypes';
import { vinListProblem } from '@shared/domain/deliveryVins';
import { resizeVins } from './vinRules';

/**
 * 'Realizar entrega' (spec part 2 §3 Delivery, §4, §5): one VIN input per unit — lowering the quantity
 * trims the list. The registered delivery becomes the closed sale (the feature README's Decisions).
 */
export function DeliveryModal({ leadId, onClose }: { leadId: number; onClose(): void }) {
  const catalogs = useQuery(leadFleetQueries.catalogs());
  const m = useStageMutations(leadId);
  const [ProductId, setProduct] = useState<number | undefined>();
  const [quantity, setQuantity] = useState(1);
  const [dealerReunionDate, setDate] = useState<Dayjs | null>(null);
  const [logisticsDetails, setLogistics] = useState('');
  const [observations, setObservations] = useState('');
  const [rfc, setRfc] = useState('');
  const [documents, setDocuments] = useState<UploadFile[]>([]);
  const [VINs, setVins] = useState<string[]>(['']);
  const [problem, setProblem] = useState<string | null>(null);

  const changeQuantity = (raw: string) => {
    const q = Number(raw.replace(/\D/g, '').slice(0, 4) || '0');
    setQuantity(q);
    setVins(resizeVins(VINs, q));
  };
  const submit = () => {
    if (!ProductId || !quantity || !dealerReunionDate || !logisticsDetails.trim() || !observations.trim() || !rfc.trim()) return setProblem(FLEET_MSG.allFieldsNeeded);
    if (!documents.length) return setProblem(FLEET_MSG.documentRequired);
    const vinProblem = vinListProblem(VINs, quantity);
    if (vinProblem) return setProblem(vinProblem);
    m.delivery.mutate(
      {
        ProductId,
        quantity,
        dealerReunionDate: dealerReunionDate.toISOString(),
        logisticsDetails: logisticsDetails.trim(),
        observations: observations.trim(),
        rfc: rfc.trim().toUpperCase(),
        documents,
        VINs: VINs.map((v) => v.trim().toUpperCase()),
      },
      { onSuccess: () => (toast.success(FLEET_MSG.deliveryCreated), onClose()), onError: (e) => setProblem(e.message) },
    );
  };
  const half = { flex: '1 1 200px', marginBottom: 8 };
  return (
    <Modal
      open
      title={STAGE_TEXT.delivery}
      width={720}
      onCancel={onClose}
      footer={[
        <Button key="c" onClick={onClose}>
          Cancelar
        </Button>,
        <Button key="s" type="primary" loading={m.delivery.isPending} onClick={submit}>
          Registrar
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div" onChange={() => setProblem(null)}>
        <Flex gap={12} wrap>
          <Form.Item label="Vehículo" style={{ flex: '2 1 260px', marginBottom: 8 }}>
            <Select
              aria-label="Vehículo"
              showSearch={{ optionFilterProp: 'label' }}
              value={ProductId}
              onChange={setProduct}
              options={(catalogs.data?.products ?? []).map((p) => ({ value: p.id, label: `${p.name} ${p.version} ${p.model}` }))}
            />
          </Form.Item>
          <Form.Item label="Cantidad" style={{ flex: '1 1 100px', marginBottom: 8 }}>
            <Input aria-label="Cantidad" inputMode="numeric" value={quantity ? String(quantity) : ''} onChange={(e) => changeQuantity(e.target.value)} />
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item label="Fecha de reunión con el dealer" style={half}>
            <TypedDatePicker aria-label="Fecha de reunión con el dealer" style={{ width: '100%' }} value={dealerReunionDate} onChange={setDate} />
          </Form.Item>
          <Form.Item label="RFC" style={half}>
            <Input aria-label="RFC" maxLength={13} value={rfc} onChange={(e) => setRfc(e.target.value.toUpperCase())} />
          </Form.Item>
        </Flex>
        <Form.Item label="Detalles de logística" style={{ marginBottom: 8 }}>
          <Input.TextArea aria-label="Detalles de logística" rows={2} maxLength={1000} value={logisticsDetails} onChange={(e) => setLogistics(e.target.value)} />
        </Form.Item>
        <Form.Item label="Observaciones" style={{ marginBottom: 8 }}>
          <Input.TextArea aria-label="Observaciones" rows={2} maxLength={1000} value={observations} onChange={(e) => setObservations(e.target.value)} />
        </Form.Item>
        <Form.Item label="Documentos" style={{ marginBottom: 8 }}>
          <FileQueue value={documents} onChange={(d) => (setProblem(null), setDocuments(d))} testId="delivery-files" />
        </Form.Item>
        <Form.Item label={`VINs (${VINs.filter((v) => v.trim()).length}/${quantity})`} style={{ marginBottom: 8 }}>
          <Flex vertical gap={4} style={{ maxHeight: 240, overflowY: 'auto' }}>
            {VINs.map((v, i) => (
              <Input
                key={i}
                aria-label={`VIN ${i + 1}`}
                placeholder={`VIN ${i + 1}`}
                maxLength={17}
                value={v}
                onChange={(e) => setVins(VINs.map((x, j) => (j === i ? e.target.value.toUpperCase() : x)))}
              />
            ))}
          </Flex>
        </Form.Item>
      </Form>
      {problem ? <Alert role="alert" type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}
