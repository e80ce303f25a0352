import { useState } from 'react';
import { Button, Input, Space, Tag, Typography } from 'antd';

export interface ListInputProps {
  value?: string[];
  onChange?(value: string[]): void;
  placeholder: string;
  /** Turns the typed text into the stored value, or returns an error message. */
  normalize(text: string): { value: string } | { error: string };
  addonBefore?: string;
  testId: string;
}

/** A list of values typed one at a time ('Agregar'); an already listed value is ignored. */
export function ListInput({ value = [], onChange, placeholder, normalize, addonBefore, testId }: ListInputProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const add = () => {
    if (!text.trim()) return;
    const result = normalize(text);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(undefined);
    setText('');
    if (!value.includes(result.value)) onChange?.([...value, result.value]);
  };
  return (
    <div>
      <Space.Compact style={{ width: '100%' }}>
        {addonBefore && <Space.Addon>{addonBefore}</Space.Addon>}
        <Input
          data-testid={testId}
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            add();
          }}
        />
        <Button onClick={add}>Agregar</Button>
      </Space.Compact>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <div style={{ marginTop: 6 }}>
        {value.map((v) => (
          <Tag key={v} closable onClose={() => onChange?.(value.filter((x) => x !== v))}>
            {v}
          </Tag>
        ))}
      </div>
    </div>
  );
}
