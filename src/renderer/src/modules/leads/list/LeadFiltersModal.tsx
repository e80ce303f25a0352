import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, Modal, Row, Select } from 'antd';
import { columnFilterBounds } from '@shared/lists/columnFilters';
import { LEAD_COLUMNS } from '@shared/lists/leadColumns';
import { DeclaredFilterFields } from '../../../ui/list/DeclaredFilterFields';
import { TypedDatePicker } from '../../../ui/inputs/TypedDatePicker';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { SUB_STATUS_LABELS } from '@shared/domain/phases';
import { MSG } from '@shared/messages';
import type { LeadListFilters } from '../leadApi';
import { catalogQueries } from '../queries';
import { userName } from '../format';

export interface LeadFiltersModalProps {
  open: boolean;
  agencyId: number;
  value: LeadListFilters;
  onClose(): void;
  onApply(filters: LeadListFilters): void;
}

interface FormValues {
  LeadOriginId?: number;
  subStatus?: string;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  ProductId?: number;
  UserId?: number;
  outOfTime?: boolean;
}

/** The filters the list's columns declare (`filter` in shared/lists/leadColumns.ts): their keys in `filters`. */
const DECLARED_KEYS = columnFilterBounds(LEAD_COLUMNS).map((b) => b.key);
const declaredOf = (value: LeadListFilters): Record<string, unknown> =>
  Object.fromEntries(DECLARED_KEYS.map((k) => [k, (value as Record<string, unknown>)[k]]).filter(([, v]) => v !== undefined));

/**
 * Origin, sub status (Activo, Inactivo, En espera de contacto), start and end date, vehicle, user (spec
 * §2), then the filters the list's columns declare, each titled as its column (README, 'Add a field').
 */
export function LeadFiltersModal({ open, agencyId, value, onClose, onApply }: LeadFiltersModalProps) {
  const [form] = Form.useForm<FormValues>();
  const [declared, setDeclared] = useState<Record<string, unknown>>(() => declaredOf(value));
  // Opening again starts from the applied filters (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDeclared(declaredOf(value));
  }
  const origins = useQuery({ ...catalogQueries.origins(agencyId), enabled: open });
  const products = useQuery({ ...catalogQueries.products(), enabled: open });
  const users = useQuery({ ...catalogQueries.advisers(agencyId), enabled: open });

  useEffect(() => {
    if (open)
      form.setFieldsValue({
        ...value,
        startDate: value.StartDate ? dayjs(value.StartDate) : null,
        endDate: value.EndDate ? dayjs(value.EndDate) : null,
      });
  }, [open, value, form]);

  const apply = (): void => {
    const v = form.getFieldsValue();
    const filters: LeadListFilters = {
      LeadOriginId: v.LeadOriginId ?? undefined,
      subStatus: v.subStatus ?? undefined,
      StartDate: v.startDate ? v.startDate.format('YYYY-MM-DD') : undefined,
      EndDate: v.endDate ? v.endDate.format('YYYY-MM-DD') : undefined,
      ProductId: v.ProductId ?? undefined,
      UserId: v.UserId ?? undefined,
      outOfTime: v.outOfTime ? true : undefined,
      ...declared,
    };
    onApply(Object.fromEntries(Object.entries(filters).filter(([, x]) => x !== undefined)));
  };

  const loading = (q: { isLoading: boolean }) => (q.isLoading ? MSG.loading : undefined);
  return (
    <Modal
      title="Filtros"
      open={open}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Cerrar
        </Button>,
        <Button key="clear" onClick={() => (form.resetFields(), setDeclared({}))}>
          Limpiar
        </Button>,
        <Button key="apply" type="primary" onClick={apply}>
          Filtrar resultados
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="LeadOriginId" label="Origen">
          <Select allowClear placeholder={loading(origins)} options={origins.data?.map((o) => ({ value: o.id, label: o.description }))} />
        </Form.Item>
        <Form.Item name="subStatus" label="Sub estatus">
          <Select
            allowClear
            options={(['ACTIVO', 'INACTIVO', 'ESPERA_CONTACTO'] as const).map((s) => ({ value: s, label: SUB_STATUS_LABELS[s] }))}
          />
        </Form.Item>
        <Form.Item name="startDate" label="Fecha inicio">
          <TypedDatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="endDate" label="Fecha fin">
          <TypedDatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="ProductId" label="Vehículo">
          <Select allowClear showSearch optionFilterProp="label" placeholder={loading(products)} options={products.data?.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item name="outOfTime" valuePropName="checked">
          <Checkbox>Fuera de tiempo</Checkbox>
        </Form.Item>
        <Form.Item name="UserId" label="Usuario">
          <Select allowClear showSearch optionFilterProp="label" placeholder={loading(users)} options={users.data?.map((u) => ({ value: u.id, label: userName(u) }))} />
        </Form.Item>
        <Row gutter={12}>
          <DeclaredFilterFields list={LEAD_COLUMNS} value={declared} onChange={(patch) => setDeclared((d) => ({ ...d, ...patch }))} idPrefix="lead-filter" columns={1} />
        </Row>
      </Form>
    </Modal>
  );
}
