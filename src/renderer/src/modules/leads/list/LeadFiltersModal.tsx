import { LEAD_FILTERS } from '@shared/lists/leadFilters';
import { DeclaredFiltersModal } from '../../../ui/list/DeclaredFiltersModal';
import type { LeadListFilters } from '../leadApi';

export interface LeadFiltersModalProps {
  open: boolean;
  value: LeadListFilters;
  onClose(): void;
  /** The filters set, and no more (their count is the button's badge). */
  onApply(filters: LeadListFilters): void;
}

/**
 * The leads list's filters (shared/lists/leadFilters.ts) in the declared modal, with the words of its
 * spec (§2): 'Cerrar', 'Limpiar' (which empties the fields and applies nothing) and 'Filtrar
 * resultados'. A module of its own, loaded as the modal first opens (lazyDialog), so the declaration
 * and the zod of its query shape stay out of the list's first view (the 400 KB budget).
 */
export function LeadFiltersModal({ open, value, onClose, onApply }: LeadFiltersModalProps) {
  return (
    <DeclaredFiltersModal
      open={open}
      filters={LEAD_FILTERS}
      idPrefix=""
      value={value}
      closeText="Cerrar"
      clearText="Limpiar"
      applyText="Filtrar resultados"
      clear="fields"
      onClose={onClose}
      onApply={(chosen) => onApply(Object.fromEntries(Object.entries(chosen).filter(([, x]) => x !== undefined)))}
    />
  );
}
