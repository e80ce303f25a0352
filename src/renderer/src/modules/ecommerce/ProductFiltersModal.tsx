import { useState } from 'react';
import { Button, Form, Modal, Select } from 'antd';
import type { AccessoryCatalogs } from './ecommerceTypes';
import type { ProductFilterValues } from './productFilters';


export interface ProductFiltersModalProps {
  open: boolean;
  catalogs: AccessoryCatalogs | undefined;
  value: ProductFilterValues;
  onClose(): void;
  onApply(value: ProductFilterValues): void;
}

/** Tipo de accesorio, Familia and Modelo (the family narrows the models); Cerrar, Limpiar, Filtrar. */
export function ProductFiltersModal({ open, catalogs, value, onClose, onApply }: ProductFiltersModalProps) {
  const [draft, setDraft] = useState<ProductFilterValues>(value);
  const families = catalogs?.productFamilies ?? [];
  const models = (draft.familyId ? families.filter((f) => f.id === draft.familyId) : families).flatMap((f) => f.Products);
  return (
    <Modal
      open={open}
      title="Filtros"
      onCancel={onClose}
      afterOpenChange={(visible) => visible && setDraft(value)}
      footer={[
        <Button key="close" onClick={onClose}>
          Cerrar
        </Button>,
        <Button key="clear" onClick={() => onApply({})}>
          Limpiar
        </Button>,
        <Button key="apply" type="primary" onClick={() => onApply(draft)}>
          Filtrar
        </Button>,
      ]}
    >
      <Form layout="vertical">
        <Form.Item label="Tipo de accesorio" htmlFor="filter-type">
          <Select
            id="filter-type"
            allowClear
            placeholder="Todos"
            value={draft.accessoryTypeId}
            onChange={(v?: number) => setDraft({ ...draft, accessoryTypeId: v })}
            options={catalogs?.accesoryTypes.map((t) => ({ value: t.id, label: t.name }))}
          />
        </Form.Item>
        <Form.Item label="Familia" htmlFor="filter-family">
          <Select
            id="filter-family"
            allowClear
            placeholder="Todas"
            value={draft.familyId}
            onChange={(v?: number) => setDraft({ ...draft, familyId: v, productId: undefined })}
            options={families.map((f) => ({ value: f.id, label: f.name }))}
          />
        </Form.Item>
        <Form.Item label="Modelo" htmlFor="filter-model">
          <Select
            id="filter-model"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Todos"
            value={draft.productId}
            onChange={(v?: number) => setDraft({ ...draft, productId: v })}
            options={models.map((p) => ({ value: p.id, label: `${p.name} ${p.version}` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
