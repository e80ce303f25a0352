import { z } from 'zod';
import { ENUM_LABELS, type EnumKind } from '../domain/labels';
import type { Permission } from '../domain/permissions';
import { optDateText, optDbId, text } from '../schemas/primitives';

/**
 * The named option lists a `catalog` filter picks from. The renderer maps each name to the catalogue
 * query its options come from (ui/list/filterSources.ts, which a name without a source fails to typecheck).
 */
export type FilterSource =
  | 'companyUsers'
  | 'companySectors'
  | 'fleetUsers'
  | 'fleetCompanies'
  | 'prospectProducts'
  | 'accessoryTypes'
  | 'productFamilies'
  | 'familyModels';

interface FilterField {
  /** The Spanish label of the field (and its accessible name). */
  label: string;
  placeholder?: string;
  /** The field's element id after the modal's prefix ('sector' → 'company-filter-sector'); the key when absent. */
  id?: string;
  /** Who may use it: the field is hidden from, and the SQL ignores it for, a role without this permission. */
  permission?: Permission;
}

/** One value out of the shared label map `labels` ('ACTIVO' → 'Activo'), a select of its options. */
export interface EnumFilter<K extends string = string> extends FilterField {
  kind: 'enum';
  key: K;
  labels: EnumKind;
  search?: true;
}

/** One id out of a named catalogue (`source`), a select of its options. */
export interface CatalogFilter<K extends string = string> extends FilterField {
  kind: 'catalog';
  key: K;
  source: FilterSource;
  search?: true;
  /** The filters this one narrows, emptied when it changes (a family narrows the models). */
  clears?: readonly string[];
}

/** A text the filtered column contains (case aside), up to `max` characters. */
export interface TextFilter<K extends string = string> extends FilterField {
  kind: 'text';
  key: K;
  max: number;
}

/** A range of Mexico City days over a moment, both included, under the keys `start` and `end`. */
export interface DaysFilter<S extends string = string, E extends string = string> extends FilterField {
  kind: 'days';
  start: S;
  end: E;
  /** The end's element id after the modal's prefix, where the modal names it. */
  endId?: string;
  placeholder?: never;
  placeholders?: readonly [string, string];
}

/**
 * A filter of a list's modal that is declared on no column: its query key is not a row's path (the
 * executive's id, not their name), or the list shows nothing of it (a family of models). Declared once,
 * in the modal's order, its query schema (listFilterShape), its SQL (ListWhere.filters) and its field
 * (DeclaredFiltersModal) follow.
 */
export type ListFilter = EnumFilter | CatalogFilter | TextFilter | DaysFilter;

/** The query keys of a filter. */
export function listFilterKeys(f: ListFilter): string[] {
  return f.kind === 'days' ? [f.start, f.end] : [f.key];
}

type EnumCodes<L extends EnumKind> = keyof (typeof ENUM_LABELS)[L] & string;
type Optional<T> = z.ZodOptional<z.ZodType<T, unknown>>;
type ShapeOf<F> = F extends EnumFilter<infer K> & { labels: infer L extends EnumKind }
  ? { [P in K]: Optional<EnumCodes<L>> }
  : F extends CatalogFilter<infer K>
    ? { [P in K]: typeof optDbId }
    : F extends TextFilter<infer K>
      ? { [P in K]: Optional<string> }
      : F extends DaysFilter<infer S, infer E>
        ? { [P in S | E]: typeof optDateText }
        : never;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** The zod shape a tuple of filters declares, key by key. */
export type ListFilterShape<F extends readonly ListFilter[]> = UnionToIntersection<ShapeOf<F[number]>>;

/** A list's filters, in the modal's order, their keys kept as literals (the shape and the SQL map type by them). */
export function defineListFilters<const F extends readonly ListFilter[]>(filters: F): F {
  return filters;
}

/**
 * The zod shape of a list's filters, spread into its query schema: a catalogue's id (empty is none), a
 * code of the label map (empty is none), a text of at most `max` characters, days or instants.
 */
export function listFilterShape<const F extends readonly ListFilter[]>(filters: F): ListFilterShape<F> {
  const shape: Record<string, z.ZodType> = {};
  for (const f of filters) {
    if (f.kind === 'catalog') shape[f.key] = optDbId;
    else if (f.kind === 'text') shape[f.key] = text(f.max).optional();
    else if (f.kind === 'days') shape[f.start] = shape[f.end] = optDateText;
    else {
      const codes = Object.keys(ENUM_LABELS[f.labels]) as [string, ...string[]];
      shape[f.key] = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(codes).optional());
    }
  }
  return shape as ListFilterShape<F>;
}
