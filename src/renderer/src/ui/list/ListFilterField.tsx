import { Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { optionsOf } from '@shared/domain/labels';
import type { CatalogFilter, ListFilter } from '@shared/lists/listFilters';
import { TypedRangePicker } from '../inputs/TypedDatePicker';
import { FILTER_SOURCES } from './filterSources';

type Values = Record<string, unknown>;

interface FieldProps<F extends ListFilter> {
  filter: F;
  draft: Values;
  onChange(patch: Values): void;
  /** The modal's element id prefix ('company-filter'); without one the fields are named by aria-label. */
  idPrefix?: string;
}

const idOf = (prefix: string | undefined, name: string) => (prefix ? `${prefix}-${name}` : undefined);

/** A catalogue's select: its options from the source's query (filterSources.ts); a change empties what it narrows. */
function CatalogField({ filter: f, draft, onChange, idPrefix }: FieldProps<CatalogFilter>) {
  const useSource = FILTER_SOURCES[f.source];
  const { options, loading } = useSource(draft);
  const id = idOf(idPrefix, f.id ?? f.key);
  return (
    <Form.Item label={f.label} htmlFor={id}>
      <Select
        id={id}
        aria-label={id ? undefined : f.label}
        allowClear
        showSearch={f.search ? { optionFilterProp: 'label' } : undefined}
        loading={loading}
        value={draft[f.key] as number | undefined}
        onChange={(v?: number) => onChange({ [f.key]: v, ...Object.fromEntries((f.clears ?? []).map((k) => [k, undefined])) })}
        options={options}
        placeholder={f.placeholder}
      />
    </Form.Item>
  );
}

/** One field of a filter modal, as its declaration (shared/lists/listFilters.ts) says. */
export function ListFilterField({ filter: f, draft, onChange, idPrefix }: FieldProps<ListFilter>) {
  if (f.kind === 'catalog') return <CatalogField filter={f} draft={draft} onChange={onChange} idPrefix={idPrefix} />;
  const id = idOf(idPrefix, f.id ?? (f.kind === 'days' ? f.start : f.key));
  const aria = id ? undefined : f.label;
  if (f.kind === 'enum') {
    return (
      <Form.Item label={f.label} htmlFor={id}>
        <Select
          id={id}
          aria-label={aria}
          allowClear
          showSearch={f.search ? { optionFilterProp: 'label' } : undefined}
          value={draft[f.key] as string | undefined}
          onChange={(v?: string) => onChange({ [f.key]: v })}
          options={optionsOf(f.labels)}
          placeholder={f.placeholder}
        />
      </Form.Item>
    );
  }
  if (f.kind === 'text') {
    return (
      <Form.Item label={f.label} htmlFor={id}>
        <Input id={id} aria-label={aria} allowClear placeholder={f.placeholder} value={(draft[f.key] as string | undefined) ?? ''} onChange={(e) => onChange({ [f.key]: e.target.value || undefined })} />
      </Form.Item>
    );
  }
  const from = draft[f.start] as string | undefined;
  const to = draft[f.end] as string | undefined;
  const endId = f.endId ? idOf(idPrefix, f.endId) : undefined;
  return (
    <Form.Item label={f.label} htmlFor={id}>
      <TypedRangePicker
        id={id ? { start: id, end: endId } : undefined}
        aria-label={aria}
        style={{ width: '100%' }}
        value={from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null}
        placeholder={f.placeholders ? [...f.placeholders] : undefined}
        onChange={(r: [Dayjs | null, Dayjs | null] | null) => onChange({ [f.start]: r?.[0]?.format('YYYY-MM-DD'), [f.end]: r?.[1]?.format('YYYY-MM-DD') })}
      />
    </Form.Item>
  );
}
