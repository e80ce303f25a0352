import { useState } from 'react';
import { Flex, Select, Tag, Typography } from 'antd';
import type { AccessoryModel, ProductFamily } from './ecommerceTypes';

export interface ModelChipsFieldProps {
  families: ProductFamily[];
  /** Models already on the item that no family lists any more, so their chips still have a name. */
  known?: AccessoryModel[];
  value?: number[];
  onChange?(value: number[]): void;
}

const labelOf = (p: AccessoryModel) => `${p.name} ${p.version}`;

/** Compatible models as chips, added by choosing a family and then one of its models; a chip's × removes it. */
export function ModelChipsField({ families, known = [], value = [], onChange }: ModelChipsFieldProps) {
  const [familyId, setFamilyId] = useState<number>();
  const all = new Map<number, AccessoryModel>([...known, ...families.flatMap((f) => f.Products)].map((p) => [p.id, p]));
  const family = families.find((f) => f.id === familyId);
  return (
    <div>
      <Flex gap={8} wrap>
        <Select
          aria-label="Familia"
          placeholder="Familia"
          style={{ minWidth: 180, flex: 1 }}
          value={familyId}
          onChange={setFamilyId}
          options={families.map((f) => ({ value: f.id, label: f.name }))}
        />
        <Select
          aria-label="Modelo"
          placeholder={family ? 'Agregar modelo' : 'Elige primero la familia'}
          disabled={!family}
          style={{ minWidth: 220, flex: 2 }}
          value={null}
          onChange={(id: number) => onChange?.(value.includes(id) ? value : [...value, id])}
          options={family?.Products.map((p) => ({ value: p.id, label: labelOf(p), disabled: value.includes(p.id) }))}
        />
      </Flex>
      <Flex gap={6} wrap style={{ marginTop: 8 }} aria-label="Modelos seleccionados">
        {value.length === 0 ? (
          <Typography.Text type="secondary">Sin modelos seleccionados</Typography.Text>
        ) : (
          value.map((id) => (
            <Tag key={id} color="blue" closable closeIcon onClose={() => onChange?.(value.filter((v) => v !== id))} style={{ fontSize: 13, padding: '2px 8px' }}>
              {all.get(id) ? labelOf(all.get(id)!) : `#${id}`}
            </Tag>
          ))
        )}
      </Flex>
    </div>
  );
}
