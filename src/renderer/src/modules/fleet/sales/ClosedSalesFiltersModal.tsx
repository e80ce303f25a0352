import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Modal, Select } from 'antd';
import { TypedRangePicker } from '../../../ui/inputs/TypedDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { can } from '@shared/domain/permissions';
import { useSignedIn } from '../../../lib/session';
import { leadFleetQueries } from '../leads/queries';
import type { ClosedSalesParams } from '../stage/stageApi';

export type ClosedSalesFilters = Pick<ClosedSalesParams, 'UserId' | 'CompanyId' | 'startDate' | 'endDate'>;
type Range = [Dayjs | null, Dayjs | null] | null;

/** 'Filtrar' on the closed sales (the spec's did nothing; this one filters): executive, company, creation date range. */
export function ClosedSalesFiltersModal({ value, onApply, onClose }: { value: ClosedSalesFilters; onApply(f: ClosedSalesFilters): void; onClose(): void }) {
  const { role } = useSignedIn();
  const catalogs = useQuery(leadFleetQueries.catalogs());
  const [d, setD] = useState(value);
  const showUser = role !== undefined && can(role, 'fleet:filterUser');
  const range: Range = d.startDate || d.endDate ? [d.startDate ? dayjs(d.startDate) : null, d.endDate ? dayjs(d.endDate) : null] : null;
  return (
    <Modal
      open
      title="Filtros"
      onCancel={onClose}
      footer={[
        <Button key="clear" onClick={() => (onApply({}), onClose())}>
          Limpiar
        </Button>,
        <Button key="apply" type="primary" onClick={() => (onApply({ ...d, UserId: showUser ? d.UserId : undefined }), onClose())}>
          Aplicar
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        {showUser ? (
          <Form.Item label="Ejecutivo">
            <Select
              aria-label="Ejecutivo"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              value={d.UserId}
              onChange={(UserId) => setD({ ...d, UserId })}
              options={(catalogs.data?.Users ?? []).map((u) => ({ value: u.id, label: u.firstAndLastName }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item label="Empresa">
          <Select
            aria-label="Empresa"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={d.CompanyId}
            onChange={(CompanyId) => setD({ ...d, CompanyId })}
            options={(catalogs.data?.Companies ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item label="Fecha de creación">
          <TypedRangePicker
            aria-label="Fecha de creación"
            style={{ width: '100%' }}
            value={range}
            onChange={(r) => setD({ ...d, startDate: r?.[0]?.format('YYYY-MM-DD'), endDate: r?.[1]?.format('YYYY-MM-DD') })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
