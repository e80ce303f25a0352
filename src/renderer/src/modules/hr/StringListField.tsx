import { useState } from 'react';
import { Button, Flex, Input, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { cleanList } from '@shared/domain/jobs';
import { VACANCY_ENTRY_MAX } from '@shared/schemas/vacancy';

export interface StringListFieldProps {
  id?: string;
  value?: string[];
  onChange?(value: string[]): void;
  /** Names the entry box and its button for screen readers ('requisito'), and the box itself ('Nuevo requisito'). */
  entryLabel: string;
  newEntryLabel: string;
  /** Names the list of entries ('Requisitos agregados'). */
  listLabel: string;
  placeholder: string;
}

/**
 * A list of short texts (requirements, activities, offerings): type an entry and press Enter or
 * 'Agregar'; empty and repeated entries are ignored (spec part 2 §5); each entry can be removed.
 */
export function StringListField({ id, value = [], onChange, entryLabel, newEntryLabel, listLabel, placeholder }: StringListFieldProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange?.(cleanList([...value, draft]));
    setDraft('');
  };
  return (
    <div>
      <Flex gap={8}>
        <Input
          id={id}
          value={draft}
          maxLength={VACANCY_ENTRY_MAX}
          placeholder={placeholder}
          aria-label={newEntryLabel}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            add();
          }}
        />
        <Button icon={<PlusOutlined />} onClick={add} aria-label={`Agregar ${entryLabel}`}>
          Agregar
        </Button>
      </Flex>
      <Flex wrap gap={6} style={{ marginTop: value.length ? 8 : 0 }} role="list" aria-label={listLabel}>
        {value.map((entry) => (
          <Tag
            key={entry}
            role="listitem"
            closable
            closeIcon={<span aria-label={`Quitar ${entry}`}>×</span>}
            onClose={() => onChange?.(value.filter((x) => x !== entry))}
            style={{ whiteSpace: 'normal', padding: '2px 8px' }}
          >
            {entry}
          </Tag>
        ))}
      </Flex>
    </div>
  );
}
