/** The file formats every list answers when `format` is added to its own call (issue 29). */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Header the export answers with: how many rows the file will hold (the list's total), for the client's progress. */
export const EXPORT_ROWS_HEADER = 'x-export-rows';
/** How many rows a campaign export (`purpose=marketing`) left out for lack of consent (issue 54). */
export const EXPORT_SKIPPED_HEADER = 'x-export-skipped';

/** 'leads-2026-11-26.xlsx': the list's Spanish name and the day of the export in Mexico City. */
export function exportFileName(base: string, day: string, format: ExportFormat): string {
  return `${base}-${day}.${format}`;
}
