import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select } from 'antd';
import { TypedRangePicker } from '../../../ui/inputs/TypedDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { prospectQueries } from './prospectQueries';
import type { ProspectFilters } from './prospectsStore';

export interface ProspectFiltersModalProps {
  agencyId: number;
  value: ProspectFilters;
  onClose(): void;
  onApply(filters: ProspectFilters): void;
}

/** 'Filtro' of the prospects list (the old one was disabled): model of interest, company, date range. */
export function ProspectFiltersModal({ agencyId, value, onClose, onApply }: ProspectFiltersModalProps) {
  const catalogs = useQuery(prospectQueries.catalogs(agencyId));
  const [draft, setDraft] = useState<ProspectFilters>(value);
  const range: [Dayjs | null, Dayjs | null] = [draft.startDate ? dayjs(draft.startDate) : null, draft.endDate ? dayjs(draft.endDate) : null];
  return (
    <Modal
      open
      title="Filtros"
      onCancel={onClose}
      footer={[
        <Button key="clear" onClick={() => onApply({})}>
          Limpiar
        </Button>,
        <Button key="apply" type="primary" onClick={() => onApply(draft)}>
          Aplicar
        </Button>,
      ]}
    >
      <Form layout="vertical">
        <Form.Item label="Modelo de interés" htmlFor="prospect-filter-model">
          <Select
            id="prospect-filter-model"
            allowClear
            placeholder="Todos los modelos"
            loading={catalogs.isLoading}
            value={draft.ProductId}
            onChange={(ProductId?: number) => setDraft({ ...draft, ProductId })}
            options={(catalogs.data?.products ?? []).map((p) => ({ value: p.id, label: `${p.name} ${p.version}` }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item label="Compañía" htmlFor="prospect-filter-company">
          <Input id="prospect-filter-company" allowClear placeholder="Nombre de la compañía" value={draft.company ?? ''} onChange={(e) => setDraft({ ...draft, company: e.target.value || undefined })} />
        </Form.Item>
        <Form.Item label="Fecha de registro" htmlFor="prospect-filter-from">
          <TypedRangePicker
            id={{ start: 'prospect-filter-from', end: 'prospect-filter-to' }}
            style={{ width: '100%' }}
            value={range}
            placeholder={['Desde', 'Hasta']}
            onChange={(dates) => setDraft({ ...draft, startDate: dates?.[0]?.format('YYYY-MM-DD'), endDate: dates?.[1]?.format('YYYY-MM-DD') })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
