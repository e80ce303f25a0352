import type { ImportFieldDef, ImportFileBody, ImportKind, ImportPreviewRow } from '../../../../shared/schemas/dataImport';
import type { Caller } from '../../../identity/auth';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../lib/queryRows';
import { duplicateText, type ProbableDuplicate } from '../duplicateRule';

/** Told the rows written so far after each chunk; the writer waits for it (the import job yields there to the rest of the server). */
export type Progress = (written: number) => void | Promise<void>;

/** A row after the kind's checks: the preview's row, and what to write when it is imported. */
export interface EvaluatedRow<R> extends ImportPreviewRow {
  resolved?: R;
}

export interface ImportContext {
  db: Db;
  caller: Caller;
  agencyId: number;
  body: ImportFileBody;
}

/** What one kind of import does: check the rows (nothing written), write the chosen ones, tell worked records, undo. */
export interface ImportKindHandler<R> {
  kind: ImportKind;
  fields: readonly ImportFieldDef[];
  /** Whether an ADF .xml file is taken (retail leads). */
  adf: boolean;
  evaluate(ctx: ImportContext, rows: { row: number; values: Record<string, string> }[]): Promise<EvaluatedRow<R>[]>;
  /** Writes the rows in the batch's transaction; returns each row's id. `progress` is told the rows written so far, chunk by chunk. */
  write(tx: Tx, ctx: ImportContext, batchId: number, rows: EvaluatedRow<R>[], progress?: Progress): Promise<{ rowIds: number[] }>;
  /** How many of the batch's records have been worked since (activity, phase or status change). */
  worked(tx: Tx, batchId: number): Promise<number>;
  /** Removes what the batch made. */
  undo(tx: Tx, batchId: number): Promise<void>;
}

/** The preview's three kinds of row. */
export const invalidRow = <R>(row: number, values: Record<string, string>, field: string, message: string): EvaluatedRow<R> => ({ row, values, status: 'invalid', field, message });
/** A row to import; `notice` tells what will happen to something it holds (a model not in the catalogue goes to the comments). */
export const validRow = <R>(row: number, values: Record<string, string>, resolved: R, notice?: { field: string; message: string }): EvaluatedRow<R> => ({
  row,
  values,
  status: 'valid',
  resolved,
  ...(notice ?? {}),
});
/** A probable duplicate: written only when the import includes them; 'Posible duplicado de …: mismo teléfono, nombre parecido 73 %'. */
export const duplicateRow = <R>(row: number, values: Record<string, string>, resolved: R, duplicate: ProbableDuplicate, message = duplicateText(duplicate)): EvaluatedRow<R> => ({
  row,
  values,
  status: 'duplicate',
  resolved,
  duplicate,
  message,
});

/** Rows written per INSERT: a 10,000-row file is twenty statements a table. */
export const WRITE_CHUNK = 500;

/**
 * Inserts `items` WRITE_CHUNK at a time through `insert` (which returns the ids it made, in order) and
 * tells `progress` the items written so far; the ids of all, in order.
 */
export async function insertInChunks<T>(items: readonly T[], insert: (chunk: T[]) => Promise<{ id: number }[]>, progress?: Progress): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < items.length; i += WRITE_CHUNK) {
    ids.push(...(await insert(items.slice(i, i + WRITE_CHUNK))).map((r) => r.id));
    await progress?.(ids.length);
  }
  return ids;
}

/** Row values by field key from the column mapping (column index → field key, '' ignored). */
export function valuesOf(cells: string[], mapping: string[], fields: readonly ImportFieldDef[]): Record<string, string> {
  const values: Record<string, string> = Object.fromEntries(fields.map((f) => [f.key, '']));
  mapping.forEach((field, i) => {
    if (!field || !(field in values)) return;
    const cell = (cells[i] ?? '').trim();
    if (cell && !values[field]) values[field] = cell;
  });
  return values;
}

/**
 * A row's own fields of the record (the kind's fields with a `read`: a fleet lead's details, a retail
 * lead's), each read and checked from its text and kept under its key, the column's name; or the first
 * field the row is refused for, with its Spanish reason.
 */
export function readOwnFields(fields: readonly ImportFieldDef[], values: Record<string, string>): { own: Record<string, string | number> } | { field: string; error: string } {
  const own: Record<string, string | number> = {};
  for (const field of fields) {
    const text = field.read && values[field.key];
    if (!text) continue;
    const read = field.read!(text);
    if ('error' in read) return { field: field.key, error: read.error };
    own[field.key] = read.value;
  }
  return { own };
}
