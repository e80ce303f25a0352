import { useState } from 'react';
import { Button, Form, Modal, Row } from 'antd';
import { can } from '@shared/domain/permissions';
import { listFilterKeys, type ListFilter } from '@shared/lists/listFilters';
import { useSignedIn } from '../../lib/session';
import { ListFilterField } from './ListFilterField';

type Values = Record<string, unknown>;

export interface DeclaredFiltersModalProps<V extends object> {
  /** The list's filters (shared/lists/…Filters.ts), in the modal's order. */
  filters: readonly ListFilter[];
  /** The filters applied now: the draft starts from them each time the modal opens. */
  value: V;
  /** The draft, every filter key given (an empty one undefined); a filter the caller's role may not use is left empty. */
  onApply(values: V): void;
  onClose(): void;
  /** The fields' element id prefix ('company-filter'; '' where the ids are the fields' names alone); without one the fields are named by aria-label. */
  idPrefix?: string;
  /** For a modal kept mounted (the e-commerce list's); others are mounted open. */
  open?: boolean;
  /** The footer's words, as each list's spec has them: 'Limpiar filtros' or 'Limpiar', 'Aplicar' or 'Filtrar', and a 'Cerrar' first where there is one. */
  clearText?: string;
  applyText?: string;
  closeText?: string;
  /**
   * What clearing does: apply every filter empty and close (most lists), or only empty the fields, left
   * to apply or close (the leads list's 'Limpiar').
   */
  clear?: 'apply' | 'fields';
  /** 2 for a modal of many fields: 720 px wide, two fields a row on a wide window. */
  columns?: 1 | 2;
  /** 'div' where the modal sits inside another form. */
  formComponent?: 'div';
}

/** Picks a list's filter keys out of `values`, the ones `hidden` left empty. */
function filterValues(filters: readonly ListFilter[], values: Values, hidden: (f: ListFilter) => boolean): Values {
  return Object.fromEntries(filters.flatMap((f) => listFilterKeys(f).map((k) => [k, hidden(f) ? undefined : values[k]])));
}

/** Every filter emptied; a tab's check is unchecked, and any other tab it shares the key with is kept. */
function clearedValues(filters: readonly ListFilter[], draft: Values): Values {
  const out = filterValues(filters, {}, () => true);
  for (const f of filters) if (f.kind === 'check' && f.tab) out[f.key] = draft[f.key] === f.tab.on ? f.tab.off : draft[f.key];
  return out;
}

/**
 * A list's filter modal, every field from its declaration (ListFilterField): 'Filtros', the fields a
 * role may use, then clear (every filter empty) and apply.
 */
export function DeclaredFiltersModal<V extends object>({
  filters,
  value: applied,
  onApply: apply,
  onClose,
  idPrefix,
  open,
  clearText = 'Limpiar filtros',
  applyText = 'Aplicar',
  closeText,
  clear = 'apply',
  columns = 1,
  formComponent,
}: DeclaredFiltersModalProps<V>) {
  const value = applied as Values;
  const onApply = (values: Values) => apply(values as V);
  const { role } = useSignedIn();
  const hidden = (f: ListFilter) => f.permission !== undefined && (role === undefined || !can(role, f.permission));
  const [draft, setDraft] = useState<Values>(() => filterValues(filters, value, () => false));
  // A modal kept mounted starts again from the filters applied as it opens (state adjusted while
  // rendering, not after the opening's animation); one mounted open already did.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(filterValues(filters, value, () => false));
  }
  const fields = filters
    .filter((f) => !hidden(f))
    .map((f) => (
      <ListFilterField
        key={f.kind === 'columns' ? 'columns' : listFilterKeys(f)[0]}
        filter={f}
        draft={draft}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
        idPrefix={idPrefix}
        columns={columns}
      />
    ));
  return (
    <Modal
      open={open ?? true}
      title="Filtros"
      width={columns === 2 ? 720 : undefined}
      onCancel={onClose}
      footer={[
        ...(closeText
          ? [
              <Button key="close" onClick={onClose}>
                {closeText}
              </Button>,
            ]
          : []),
        <Button key="clear" onClick={() => (clear === 'fields' ? setDraft(clearedValues(filters, draft)) : onApply(clearedValues(filters, draft)))}>
          {clearText}
        </Button>,
        <Button key="apply" type="primary" onClick={() => onApply(filterValues(filters, draft, hidden))}>
          {applyText}
        </Button>,
      ]}
    >
      <Form layout="vertical" component={formComponent}>
        {columns === 2 ? <Row gutter={12}>{fields}</Row> : fields}
      </Form>
    </Modal>
  );
}
