import { Col, Flex, Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { columnFilterBounds, type ColumnFilterBound } from '@shared/lists/columnFilters';
import type { AnyRowColumns } from '@shared/lists/defineListColumns';
import { TypedRangePicker } from '../inputs/TypedDatePicker';

type Values = Record<string, unknown>;

/** A money bound is typed in pesos and kept in centavos; a count as typed. */
function amountInput(b: ColumnFilterBound, value: Values, onChange: (patch: Values) => void) {
  const money = b.column.kind === 'money' && b.column.centavos;
  const v = value[b.key] as number | undefined;
  return (
    <InputNumber<number>
      key={b.key}
      aria-label={b.label}
      placeholder={b.bound === 'min' ? 'Desde' : 'Hasta'}
      style={{ width: '100%' }}
      min={0}
      precision={money ? 2 : 0}
      prefix={money ? '$' : undefined}
      value={v === undefined ? null : money ? v / 100 : v}
      onChange={(n) => onChange({ [b.key]: n === null ? undefined : money ? Math.round(n * 100) : n })}
    />
  );
}

/**
 * The filter modal's fields for the filters a list's columns declare (`filter` in src/shared/lists):
 * a range as 'desde'/'hasta' amounts, days as one range picker, titled as the column. The list's filter
 * schema, its SQL and these fields come from the same declaration, so a field filtered is declared once.
 */
export function DeclaredFilterFields({
  list,
  value,
  onChange,
  idPrefix,
  columns = 2,
}: {
  list: AnyRowColumns;
  value: Values;
  onChange(patch: Values): void;
  idPrefix: string;
  /** Fields a row on a wide window: 2 in a two-column modal, 1 where the modal's fields are one above the other. */
  columns?: 1 | 2;
}) {
  const bounds = columnFilterBounds(list);
  const md = columns === 1 ? 24 : 12;
  return (
    <>
      {bounds
        .filter((b) => b.bound === 'min' || b.bound === 'start')
        .map((start) => {
          const end = bounds.find((b) => b.path === start.path && b !== start)!;
          const id = `${idPrefix}-${start.path}`;
          if (start.column.filter === 'range') {
            return (
              <Col xs={24} md={md} key={start.path}>
                <Form.Item label={start.column.title}>
                  <Flex gap={8}>{[start, end].map((b) => amountInput(b, value, onChange))}</Flex>
                </Form.Item>
              </Col>
            );
          }
          const from = value[start.key] as string | undefined;
          const to = value[end.key] as string | undefined;
          return (
            <Col xs={24} md={md} key={start.path}>
              <Form.Item label={start.column.title} htmlFor={id}>
                <TypedRangePicker
                  id={{ start: id }}
                  style={{ width: '100%' }}
                  value={from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null}
                  onChange={(r: [Dayjs | null, Dayjs | null] | null) => onChange({ [start.key]: r?.[0]?.format('YYYY-MM-DD'), [end.key]: r?.[1]?.format('YYYY-MM-DD') })}
                />
              </Form.Item>
            </Col>
          );
        })}
    </>
  );
}
