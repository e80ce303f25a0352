import { useState } from 'react';
import { Button, Form, Modal } from 'antd';
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
  /** The fields' element id prefix ('company-filter'); without one the fields are named by aria-label. */
  idPrefix?: string;
  /** For a modal kept mounted (the e-commerce list's); others are mounted open. */
  open?: boolean;
  /** The footer's words, as each list's spec has them: 'Limpiar filtros' or 'Limpiar', 'Aplicar' or 'Filtrar', and a 'Cerrar' first where there is one. */
  clearText?: string;
  applyText?: string;
  closeText?: string;
  /** 'div' where the modal sits inside another form. */
  formComponent?: 'div';
}

/** Picks a list's filter keys out of `values`, the ones `hidden` left empty. */
function filterValues(filters: readonly ListFilter[], values: Values, hidden: (f: ListFilter) => boolean): Values {
  return Object.fromEntries(filters.flatMap((f) => listFilterKeys(f).map((k) => [k, hidden(f) ? undefined : values[k]])));
}

/**
 * A list's filter modal, every field from its declaration (ListFilterField): 'Filtros', the fields a
 * role may use, then clear (every filter applied empty) and apply.
 */
export function DeclaredFiltersModal<V extends object>({ filters, value: applied, onApply: apply, onClose, idPrefix, open, clearText = 'Limpiar filtros', applyText = 'Aplicar', closeText, formComponent }: DeclaredFiltersModalProps<V>) {
  const value = applied as Values;
  const onApply = (values: Values) => apply(values as V);
  const { role } = useSignedIn();
  const hidden = (f: ListFilter) => f.permission !== undefined && (role === undefined || !can(role, f.permission));
  const [draft, setDraft] = useState<Values>(() => filterValues(filters, value, () => false));
  return (
    <Modal
      open={open ?? true}
      title="Filtros"
      onCancel={onClose}
      // A modal kept mounted starts again from the filters applied; one mounted open already did.
      afterOpenChange={open === undefined ? undefined : (visible) => visible && setDraft(filterValues(filters, value, () => false))}
      footer={[
        ...(closeText
          ? [
              <Button key="close" onClick={onClose}>
                {closeText}
              </Button>,
            ]
          : []),
        <Button key="clear" onClick={() => onApply(filterValues(filters, {}, () => true))}>
          {clearText}
        </Button>,
        <Button key="apply" type="primary" onClick={() => onApply(filterValues(filters, draft, hidden))}>
          {applyText}
        </Button>,
      ]}
    >
      <Form layout="vertical" component={formComponent}>
        {filters
          .filter((f) => !hidden(f))
          .map((f) => (
            <ListFilterField key={listFilterKeys(f)[0]} filter={f} draft={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} idPrefix={idPrefix} />
          ))}
      </Form>
    </Modal>
  );
}
