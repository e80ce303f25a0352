import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, List, Modal, Select } from 'antd';
import { TypedDatePicker } from '../../../ui/inputs/TypedDatePicker';
import { CloseOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { stageQueries } from './queries';
import { toast } from '../../../ui/toast';
import { useStageMutations } from './mutations';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { STAGE_TEXT } from './stageTexts';
import { unitExists, type TestDriveUnit } from './vinRules';
import { PhoneInput } from '../../../ui/PhoneInput';
import { localPhoneDigits } from '@shared/domain/phone';

const productLabel = (p: { name: string; version: string; model: string }) => `${p.name} ${p.version} ${p.model}`;

/** Test-drive registration (spec part 2 §3 Test drive, §5): dates, vehicles with VIN and plate, comments, the responsible person. */
export function TestDriveModal({ leadId, onClose }: { leadId: number; onClose(): void }) {
  const catalogs = useQuery(stageQueries.testDriveCatalogs(leadId));
  const m = useStageMutations(leadId);
  const [date, setDate] = useState<Dayjs | null>(null);
  const [endDate, setEndDate] = useState<Dayjs | null>(null);
  const [units, setUnits] = useState<TestDriveUnit[]>([]);
  const [unit, setUnit] = useState<{ id?: number; vin: string; plate: string }>({ vin: '', plate: '' });
  const [comments, setComments] = useState('');
  const [resp, setResp] = useState({ name: '', phone: '', email: '', position: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const products = catalogs.data?.products ?? [];

  const addUnit = () => {
    setProblem(null);
    if (!unit.id || !unit.vin.trim() || !unit.plate.trim()) return setProblem(FLEET_MSG.allFieldsNeeded);
    if (unitExists(units, unit)) return setProblem(FLEET_MSG.vinOrPlateExists);
    setUnits([...units, { id: unit.id, vin: unit.vin.trim().toUpperCase(), plate: unit.plate.trim().toUpperCase() }]);
    setUnit({ vin: '', plate: '' });
  };
  const submit = () => {
    const r = { name: resp.name.trim(), phone: resp.phone.trim(), email: resp.email.trim(), position: resp.position.trim() };
    if (!date || !endDate || !comments.trim() || !r.name || !r.phone || !r.email || !r.position) return setProblem(FLEET_MSG.allFieldsNeeded);
    if (!units.length) return setProblem(FLEET_MSG.noProductsSelected);
    m.testDrive.mutate(
      { date: date.toISOString(), endDate: endDate.toISOString(), products: units, comments: comments.trim(), status: 1, responsable: r },
      { onSuccess: () => (toast.success(FLEET_MSG.testDriveCreated), onClose()), onError: (e) => setProblem(e.message) },
    );
  };
  const field = (k: keyof typeof resp, label: string) => (
    <Form.Item label={label} style={{ flex: '1 1 200px', marginBottom: 8 }}>
      {k === 'phone' ? (
        <PhoneInput aria-label={label} value={resp.phone} onChange={(phone) => (setProblem(null), setResp({ ...resp, phone }))} />
      ) : (
        <Input aria-label={label} maxLength={255} value={resp[k]} onChange={(e) => (setProblem(null), setResp({ ...resp, [k]: e.target.value }))} />
      )}
    </Form.Item>
  );
  return (
    <Modal
      open
      title={STAGE_TEXT.testDrive}
      width={720}
      onCancel={onClose}
      footer={[
        <Button key="c" onClick={onClose}>
          Cancelar
        </Button>,
        <Button key="s" type="primary" loading={m.testDrive.isPending} onClick={submit}>
          Registrar
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Flex gap={12} wrap>
          <Form.Item label="Fecha de inicio" style={{ flex: '1 1 200px', marginBottom: 8 }}>
            <TypedDatePicker aria-label="Fecha de inicio" withTime style={{ width: '100%' }} value={date} onChange={setDate} />
          </Form.Item>
          <Form.Item label="Fecha de fin" style={{ flex: '1 1 200px', marginBottom: 8 }}>
            <TypedDatePicker aria-label="Fecha de fin" withTime style={{ width: '100%' }} value={endDate} onChange={setEndDate} minDate={date ?? undefined} />
          </Form.Item>
        </Flex>
        <fieldset style={{ border: '1px solid rgba(5,5,5,0.1)', borderRadius: 8, padding: 8, marginBottom: 8 }}>
          <legend style={{ fontSize: 14, width: 'auto', padding: '0 4px', margin: 0, border: 0 }}>Vehículos</legend>
          <Flex gap={8} wrap align="end">
            <Select
              aria-label="Vehículo"
              placeholder="Vehículo"
              style={{ flex: '2 1 220px' }}
              showSearch={{ optionFilterProp: 'label' }}
              value={unit.id}
              onChange={(id) => setUnit({ ...unit, id })}
              options={products.map((p) => ({ value: p.id, label: productLabel(p) }))}
            />
            <Input aria-label="VIN" placeholder="VIN" maxLength={17} style={{ flex: '1 1 160px' }} value={unit.vin} onChange={(e) => setUnit({ ...unit, vin: e.target.value })} />
            <Input aria-label="Placa" placeholder="Placa" maxLength={10} style={{ flex: '1 1 100px' }} value={unit.plate} onChange={(e) => setUnit({ ...unit, plate: e.target.value })} />
            <Button onClick={addUnit}>Agregar</Button>
          </Flex>
          {units.length ? (
            <List
              size="small"
              dataSource={units}
              renderItem={(u, i) => {
                const p = products.find((x) => x.id === u.id);
                return (
                  <List.Item
                    actions={[<Button key="x" size="small" type="text" aria-label={`Quitar ${u.vin}`} icon={<CloseOutlined />} onClick={() => setUnits(units.filter((_, j) => j !== i))} />]}
                  >
                    {p ? productLabel(p) : u.id} · VIN {u.vin} · Placa {u.plate}
                  </List.Item>
                );
              }}
            />
          ) : null}
        </fieldset>
        <Form.Item label="Comentarios" style={{ marginBottom: 8 }}>
          <Input.TextArea aria-label="Comentarios" rows={3} maxLength={1000} value={comments} onChange={(e) => (setProblem(null), setComments(e.target.value))} />
        </Form.Item>
        {catalogs.data?.CompanyContactPeople.length ? (
          <Form.Item label="Responsable (contacto de la empresa)" style={{ marginBottom: 8 }}>
            <Select
              aria-label="Responsable (contacto de la empresa)"
              allowClear
              placeholder="Elegir un contacto o escribir los datos"
              options={catalogs.data.CompanyContactPeople.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(id) => {
                const c = catalogs.data?.CompanyContactPeople.find((x) => x.id === id);
                if (c) setResp({ ...resp, name: c.name, phone: localPhoneDigits(c.phone ?? ''), email: c.email ?? '', position: c.position ?? resp.position });
              }}
            />
          </Form.Item>
        ) : null}
        <Flex gap={12} wrap>
          {field('name', 'Nombre del responsable')}
          {field('phone', 'Teléfono del responsable')}
          {field('email', 'Correo del responsable')}
          {field('position', 'Puesto del responsable')}
        </Flex>
      </Form>
      {problem ? <Alert role="alert" type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}
