import { Form, Select } from 'antd';

export interface ExecutiveFilterItemProps {
  id: string;
  users: { id: number; firstAndLastName: string }[] | undefined;
  loading?: boolean;
  value: number | undefined;
  onChange(value: number | undefined): void;
}

/** The 'Ejecutivo' field of the fleet filter dialogs: searchable, clearable, 'Todos' when empty. */
export function ExecutiveFilterItem({ id, users, loading, value, onChange }: ExecutiveFilterItemProps) {
  return (
    <Form.Item label="Ejecutivo" htmlFor={id}>
      <Select
        id={id}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        value={value}
        onChange={(v?: number) => onChange(v)}
        options={(users ?? []).map((u) => ({ value: u.id, label: u.firstAndLastName }))}
        placeholder="Todos"
      />
    </Form.Item>
  );
}
