/**
 * The hard limits of a file read for an import (issue 42), checked while it is read: a workbook that
 * crosses one is refused at once with the message naming it, before it can cost the server time or
 * memory. A legitimate import (10,000 rows of a few dozen columns) is far inside every one.
 */
export const IMPORT_LIMITS = {
  /** Bytes the whole .xlsx may unzip to (its parts inflated one by one, whatever the zip claims). */
  unzippedBytes: 20 * 1024 * 1024,
  /** Parts (files) inside the .xlsx. */
  zipEntries: 500,
  /** Rows written in the sheet read (the non-empty data rows are then held to IMPORT_MAX_ROWS). */
  sheetRows: 20_000,
  /** Columns of any row. */
  columns: 100,
  /** Characters of one cell (the longest field, the comments, takes 5,000). */
  cellChars: 5_000,
  /** Distinct texts of the workbook's shared-string table. */
  sharedStrings: 1_000_000,
  /** Time the reading may take before it is stopped. */
  readMs: 20_000,
  /** Characters of a cell the preview shows back (the rest is '…'): an answer never echoes a long cell. */
  echoChars: 300,
} as const;

export const IMPORT_LIMIT_MSG = {
  unzippedTooLarge: 'El archivo descomprimido pesa más de 20 MB: divídelo en varios archivos',
  tooManyEntries: 'El archivo tiene demasiadas partes para ser un Excel de datos',
  tooManyColumns: 'El archivo tiene más de 100 columnas',
  cellTooLong: (where: string) => `${where} tiene más de 5,000 caracteres`,
  tooManySharedStrings: 'El archivo tiene demasiados textos distintos (más de 1,000,000)',
  tooSlow: 'El archivo tardó demasiado en leerse: divídelo en varios archivos',
  tooBig: 'El archivo necesita demasiada memoria para leerse: divídelo en varios archivos',
} as const;

/** A cell shown back to the user: at most IMPORT_LIMITS.echoChars characters. */
export function echoCell(text: string): string {
  return text.length > IMPORT_LIMITS.echoChars ? `${text.slice(0, IMPORT_LIMITS.echoChars)}…` : text;
}
