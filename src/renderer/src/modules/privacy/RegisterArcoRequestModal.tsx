import { useState } from 'react';
import { Alert, Button, DatePicker, Divider, Empty, Form, Input, Modal, Select, Space, Table, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import { ARCO_IDENTITY_METHODS, ARCO_MSG, ARCO_TYPES, type ArcoIdentityMethod, type ArcoType } from '@shared/domain/arcoMessages';
import type { ArcoPerson, PersonRecordRow } from '@shared/schemas/arcoRequests';
import { arcoRoutes } from '@shared/contracts/privacyContracts';
import { call, callData } from '../../lib/apiCall';
import { toast } from '../../ui/toast';
import { privacyQueries } from './privacyQueries';

interface FormValues {
  type: ArcoType;
  name: string;
  phone?: string;
  email?: string;
  identityMethod: ArcoIdentityMethod;
  identityNote?: string;
  receivedOn?: Dayjs;
  description?: string;
}

const keyOf = (r: { kind: string; id: number }) => `${r.kind}:${r.id}`;
const sharesContact = (r: PersonRecordRow) => r.reasons.some((x) => x === 'mismo teléfono' || x === 'mismo correo');

/**
 * Registers an ARCO request: the right exercised, who the person is, how their identity was checked
 * (the document seen and what was compared — never a copy), the day it arrived, and the records of
 * the person the duplicate matcher finds across the agency ('Buscar registros'), those sharing a
 * phone or an e-mail ticked; the handler confirms which concern the request.
 */
export function RegisterArcoRequestModal({ onClose }: { onClose(): void }) {
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [found, setFound] = useState<PersonRecordRow[]>();
  const [chosen, setChosen] = useState<string[]>([]);

  const personOf = (v: Partial<FormValues>): ArcoPerson => ({ name: v.name?.trim() ?? '', phone: v.phone?.trim() || undefined, email: v.email?.trim() || undefined });
  const match = useMutation({
    mutationFn: (person: ArcoPerson) => callData(arcoRoutes.match, { body: { data: person } }),
    onSuccess: (rows) => {
      setFound(rows);
      setChosen(rows.filter(sharesContact).map(keyOf));
    },
    onError: (error) => toast.error('Error', error.message),
  });
  const save = useMutation({
    mutationFn: async (v: FormValues) => {
      const records = (found ?? []).filter((r) => chosen.includes(keyOf(r))).map((r) => ({ kind: r.kind, id: r.id }));
      const body = {
        type: v.type,
        person: personOf(v),
        identityMethod: v.identityMethod,
        identityNote: v.identityNote?.trim() || null,
        receivedOn: v.receivedOn?.format('YYYY-MM-DD'),
        description: v.description?.trim() || null,
        records,
      };
      return call(arcoRoutes.register, { body: { data: body } });
    },
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await client.invalidateQueries({ queryKey: privacyQueries.arcoRequests() });
      onClose();
      void navigate(`/sells/solicitudes-arco/${answer.data.id}`);
    },
    onError: (error) => toast.error('Error', error.message),
  });

  const search = async () => {
    const v = await form.validateFields(['name', 'phone', 'email']);
    match.mutate(personOf(v));
  };

  return (
    <Modal
      open
      title="Registrar solicitud ARCO"
      width={860}
      onCancel={onClose}
      okText="Registrar"
      cancelText="Cancelar"
      okButtonProps={{ disabled: !found, loading: save.isPending }}
      onOk={() => void form.validateFields().then((v) => save.mutate(v))}
      destroyOnHidden
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={{ receivedOn: dayjs() }} onValuesChange={(changed) => ('name' in changed || 'phone' in changed || 'email' in changed) && setFound(undefined)}>
        <Space.Compact block style={{ gap: 12 }}>
          <Form.Item name="type" label="Derecho que ejerce" rules={[{ required: true, message: 'Elija el derecho' }]} style={{ flex: 1 }}>
            <Select options={Object.entries(ARCO_TYPES).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item name="receivedOn" label="Fecha de recepción" style={{ flex: 1 }}>
            <DatePicker format="DD-MM-YYYY" disabledDate={(d) => d.isAfter(dayjs(), 'day')} style={{ width: '100%' }} allowClear={false} />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="name" label="Nombre de la persona" rules={[{ required: true, whitespace: true, message: ARCO_MSG.nameRequired }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Space.Compact block style={{ gap: 12 }}>
          <Form.Item
            name="phone"
            label="Teléfono"
            style={{ flex: 1 }}
            dependencies={['email']}
            rules={[({ getFieldValue }) => ({ validator: (_, v) => (v?.trim() || getFieldValue('email')?.trim() ? Promise.resolve() : Promise.reject(new Error(ARCO_MSG.contactRequired))) })]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="email" label="Correo" style={{ flex: 1 }} rules={[{ type: 'email', message: 'Correo inválido' }]}>
            <Input maxLength={254} />
          </Form.Item>
        </Space.Compact>
        <Button onClick={() => void search()} loading={match.isPending}>
          Buscar registros
        </Button>
        {found ? (
          found.length ? (
            <Table<PersonRecordRow>
              style={{ marginTop: 12 }}
              size="small"
              pagination={false}
              rowKey={keyOf}
              dataSource={found}
              rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(String)) }}
              columns={[
                { title: 'Registro', key: 'kind', render: (_, r) => `${r.kindLabel} #${r.id}` },
                { title: 'Nombre', dataIndex: 'name' },
                { title: 'Contacto', key: 'contact', render: (_, r) => [r.phone, r.email].filter(Boolean).join(' · ') || '—' },
                { title: 'Coincide por', key: 'reasons', render: (_, r) => r.reasons.join(', ') },
              ]}
            />
          ) : (
            <Empty style={{ marginTop: 12 }} description="No se encontraron registros de esta persona en la agencia" />
          )
        ) : (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            Busque los registros de la persona en leads, flotillas, accesorios y conversaciones antes de registrar.
          </Typography.Paragraph>
        )}
        <Divider />
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title="Verifique la identidad con el documento a la vista. No guarde copia ni número del documento: registre solo cuál fue y qué comprobó." />
        <Space.Compact block style={{ gap: 12 }}>
          <Form.Item name="identityMethod" label="Identidad verificada con" rules={[{ required: true, message: ARCO_MSG.identityRequired }]} style={{ flex: 1 }}>
            <Select options={Object.entries(ARCO_IDENTITY_METHODS).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item name="identityNote" label="Qué se comprobó" style={{ flex: 2 }}>
            <Input maxLength={1000} placeholder="Vigente; la fotografía y el nombre coinciden" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="description" label="Lo que pide la persona">
          <Input.TextArea rows={2} maxLength={5000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
