import { z } from 'zod';
import { optAmount, optDateText, optDay } from '../schemas/primitives';
import type { AnyRowColumn, AnyRowColumns } from './defineListColumns';

/** One bound of a declared filter: its query key, the column it filters and which side it closes. */
export interface ColumnFilterBound {
  key: string;
  column: AnyRowColumn;
  /** The column's path (a top-level key of the row, and of the table behind it). */
  path: string;
  bound: 'min' | 'max' | 'start' | 'end';
  /** 'Presupuesto desde', 'Fecha estimada de compra hasta': the bound's name in a form and in a refusal. */
  label: string;
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Every bound the columns' `filter` declare, in column order ('minBudget', 'maxBudget', …). */
export function columnFilterBounds(list: AnyRowColumns): ColumnFilterBound[] {
  return list.columns.flatMap((c) => {
    if (!c.filter) return [];
    const path = c.path;
    const sides = c.filter === 'range' ? (['min', 'max'] as const) : (['start', 'end'] as const);
    return sides.map((bound) => ({
      key: `${bound}${capitalized(path)}`,
      column: c,
      path,
      bound,
      label: `${c.title} ${bound === 'min' || bound === 'start' ? 'desde' : 'hasta'}`,
    }));
  });
}

/** The refusals the declared filters made ('Presupuesto desde debe ser…'): Spanish texts the API may answer (errorHandler's catalogue). */
export const COLUMN_FILTER_REFUSALS = new Set<string>();

type Optional<T> = z.ZodOptional<z.ZodType<T, T | undefined>>;

/**
 * The zod shape of the filters a list's columns declare, spread into the list's filter schema: a range
 * bound is a whole amount of 0 or more (refused as '<Título> desde debe ser una cantidad de 0 o más'),
 * a days bound a real day ('YYYY-MM-DD' for a `date` column; a day or an instant for a timestamp, taken as
 * Mexico City's days).
 */
export function columnFilterShape<F extends Record<string, number | string>>(list: AnyRowColumns<F>): { [K in keyof F]-?: Optional<F[K]> } {
  const shape: Record<string, z.ZodType> = {};
  for (const b of columnFilterBounds(list)) {
    const refusal = `${b.label} debe ser una cantidad de 0 o más`;
    if (b.column.filter === 'range') COLUMN_FILTER_REFUSALS.add(refusal);
    const day = b.column.kind === 'day' ? optDay : optDateText;
    shape[b.key] = (b.column.filter === 'range' ? optAmount(refusal) : day).optional();
  }
  return shape as { [K in keyof F]-?: Optional<F[K]> };
}
