import type { ReactNode } from 'react';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { labelOf, optionsOf } from '@shared/domain/labels';
import type { CatalogFilter, DaysFilter, ListFilter } from '@shared/lists/listFilters';
import { MSG } from '@shared/messages';
import { TypedDatePicker, TypedRangePicker } from '../inputs/TypedDatePicker';
import { DeclaredFilterFields } from './DeclaredFilterFields';
import { FILTER_SOURCES } from './filterSources';

type Values = Record<string, unknown>;

interface FieldProps<F extends ListFilter> {
  filter: F;
  draft: Values;
  onChange(patch: Values): void;
  /** The modal's element id prefix ('company-filter'; '' for ids that are the names alone); without one the fields are named by aria-label. */
  idPrefix?: string;
  /** Fields a row on a wide window: 2 puts each in a half-row column, a check and the columns' filters in their own rows. */
  columns?: 1 | 2;
}

const idOf = (prefix: string | undefined, name: string) => (prefix === undefined ? undefined : prefix ? `${prefix}-${name}` : name);
const dayOf = (v: unknown) => (v ? dayjs(v as string) : null);
const textOf = (d: Dayjs | null | undefined) => d?.format('YYYY-MM-DD');

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
        mode={f.multiple ? 'multiple' : undefined}
        allowClear
        showSearch={f.search ? { optionFilterProp: 'label' } : undefined}
        loading={f.loadingPlaceholder ? undefined : loading}
        value={draft[f.key] as number | number[] | undefined}
        onChange={(v?: number | number[]) => onChange({ [f.key]: v, ...Object.fromEntries((f.clears ?? []).map((k) => [k, undefined])) })}
        options={options}
        placeholder={f.loadingPlaceholder && loading ? MSG.loading : f.placeholder}
      />
    </Form.Item>
  );
}

/** Days as one range picker, or as two date pickers where the end has its own label. */
function daysItems({ filter: f, draft, onChange, idPrefix }: FieldProps<DaysFilter>): ReactNode[] {
  const id = idOf(idPrefix, f.id ?? f.start);
  const endId = f.endId ? idOf(idPrefix, f.endId) : undefined;
  const from = draft[f.start];
  const to = draft[f.end];
  if (f.endLabel) {
    return [
      [f.label, id, f.start, from],
      [f.endLabel, endId, f.end, to],
    ].map(([label, at, key, v]) => (
      <Form.Item key={key as string} label={label as string} htmlFor={at as string | undefined}>
        <TypedDatePicker
          id={at as string | undefined}
          aria-label={at ? undefined : (label as string)}
          style={{ width: '100%' }}
          value={dayOf(v)}
          onChange={(d: Dayjs | null) => onChange({ [key as string]: textOf(d) })}
        />
      </Form.Item>
    ));
  }
  return [
    <Form.Item key={f.start} label={f.label} htmlFor={id}>
      <TypedRangePicker
        id={id ? { start: id, end: endId } : undefined}
        aria-label={id ? undefined : f.label}
        style={{ width: '100%' }}
        value={from || to ? [dayOf(from), dayOf(to)] : null}
        // Without its own words the picker keeps its 'dd/mm/aaaa' (an undefined would put antd's back).
        {...(f.placeholders ? { placeholder: [...f.placeholders] as [string, string] } : {})}
        onChange={(r: [Dayjs | null, Dayjs | null] | null) => onChange({ [f.start]: textOf(r?.[0]), [f.end]: textOf(r?.[1]) })}
      />
    </Form.Item>,
  ];
}

/** The field's own control(s), each a Form.Item. */
function fieldItems(props: FieldProps<Exclude<ListFilter, { kind: 'columns' | 'check' }>>): ReactNode[] {
  const { filter: f, draft, onChange, idPrefix } = props;
  if (f.kind === 'catalog') return [<CatalogField key={f.key} {...props} filter={f} />];
  if (f.kind === 'days') return daysItems({ ...props, filter: f });
  const id = idOf(idPrefix, f.id ?? f.key);
  const aria = id ? undefined : f.label;
  if (f.kind === 'text') {
    return [
      <Form.Item key={f.key} label={f.label} htmlFor={id}>
        <Input id={id} aria-label={aria} allowClear placeholder={f.placeholder} value={(draft[f.key] as string | undefined) ?? ''} onChange={(e) => onChange({ [f.key]: e.target.value || undefined })} />
      </Form.Item>,
    ];
  }
  const options: { value: string | number; label: string }[] = f.kind === 'choice' ? f.options.map((o) => ({ value: o.value, label: o.label })) : f.codes ? f.codes.map((c) => ({ value: c, label: labelOf(f.labels, c) })) : optionsOf(f.labels);
  return [
    <Form.Item key={f.key} label={f.label} htmlFor={id}>
      <Select<string | number>
        id={id}
        aria-label={aria}
        allowClear
        showSearch={f.kind === 'enum' && f.search ? { optionFilterProp: 'label' } : undefined}
        value={draft[f.key] as string | number | undefined}
        onChange={(v?: string | number) => onChange({ [f.key]: v })}
        options={options}
        placeholder={f.placeholder}
      />
    </Form.Item>,
  ];
}

/** One field of a filter modal, as its declaration (shared/lists/listFilters.ts) says. */
export function ListFilterField({ filter: f, draft, onChange, idPrefix, columns = 1 }: FieldProps<ListFilter>) {
  if (f.kind === 'columns') {
    const fields = <DeclaredFilterFields list={f.list} value={draft} onChange={onChange} idPrefix={f.idPrefix ?? idPrefix ?? ''} columns={columns} />;
    return columns === 2 ? fields : <Row gutter={12}>{fields}</Row>;
  }
  if (f.kind === 'check') {
    const on = f.tab ? f.tab.on : true;
    const box = (
      <Checkbox
        id={idOf(idPrefix, f.id ?? f.key)}
        checked={draft[f.key] === on}
        onChange={(e) => onChange({ [f.key]: e.target.checked ? on : f.tab ? f.tab.off : undefined })}
      >
        {f.label}
      </Checkbox>
    );
    // A check is a row of its own: in a two-column modal a bare checkbox under the fields, else an item like the others.
    return columns === 2 ? <Col xs={24}>{box}</Col> : <Form.Item>{box}</Form.Item>;
  }
  const items = fieldItems({ filter: f, draft, onChange, idPrefix });
  return (
    <>
      {columns === 2
        ? items.map((item, i) => (
            <Col key={i} xs={24} md={12}>
              {item}
            </Col>
          ))
        : items}
    </>
  );
}
