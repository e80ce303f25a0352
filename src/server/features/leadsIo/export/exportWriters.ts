import type { Writable } from 'node:stream';
import type { ExportFormat } from '../../../../shared/domain/exportFiles';
import { cellText, cellValue, EXCEL_DATE_FORMAT, EXCEL_MONEY_FORMAT, type CellValue, type ExportColumn } from './exportColumns';
import { CSV_QUOTE_ALSO } from './safeCell';

/** Writes rows of already-rendered cells into a file stream; `end` finishes the file. */
export interface RowWriter {
  add(cells: CellValue[]): void;
  end(): Promise<void>;
}

/**
 * The one writer of every file the server hands out (lists, the duplicates, the import reports):
 * each text cell goes through `safeCell`'s formula rule in both formats (exportColumns' cellText /
 * cellValue). xlsx through exceljs's streaming WorkbookWriter (each row is committed and leaves memory), csv
 * through csv-stringify with a UTF-8 BOM so Excel in Spanish opens accents right. Libraries rather
 * than hand-written zip/XML or quoting: both formats have escaping rules (shared strings, quotes in
 * names, line breaks in comments) that are easy to get subtly wrong.
 */
export async function openRowWriter(format: ExportFormat, out: Writable, sheetName: string, columns: ExportColumn[]): Promise<RowWriter> {
  const open = await loadRowWriter(format);
  return open(out, sheetName, columns);
}

type OpenRowWriter = (out: Writable, sheetName: string, columns: ExportColumn[]) => RowWriter;
const loaded: Partial<Record<ExportFormat, Promise<OpenRowWriter>>> = {};

/**
 * The format's writer, its library loaded once (the caller loads it while the list's first page is
 * read). For .xlsx only exceljs's streaming WorkbookWriter is loaded, not the package's main module:
 * that one requires every reader and writer exceljs has (jszip, unzipper, saxes, fast-csv…), which
 * took 1.2 s of the first export's first byte on the loaded 2-core machine; the writer alone a
 * quarter of that.
 */
export function loadRowWriter(format: ExportFormat): Promise<OpenRowWriter> {
  loaded[format] ??= format === 'csv' ? import('csv-stringify').then(({ stringify }) => csvWriter(stringify)) : import('exceljs/lib/stream/xlsx/workbook-writer.js').then((m) => xlsxWriter(m.default));
  return loaded[format]!;
}

const csvWriter =
  (stringify: typeof import('csv-stringify').stringify): OpenRowWriter =>
  (out, _sheetName, columns) => {
    const csv = stringify({ bom: true, header: true, columns: columns.map((c) => cellText('text', c.header)), record_delimiter: 'windows', quoted_match: CSV_QUOTE_ALSO });
    csv.pipe(out);
    return {
      add: (cells) => {
        csv.write(cells.map((v, i) => cellText(columns[i]!.kind, v)));
      },
      end: () =>
        new Promise<void>((resolve, reject) => {
          out.once('finish', resolve);
          out.once('error', reject);
          csv.end();
        }),
    };
  };

const xlsxWriter =
  (WorkbookWriter: typeof import('exceljs').stream.xlsx.WorkbookWriter): OpenRowWriter =>
  (out, sheetName, columns) => {
    const workbook = new WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c, i) => ({
      header: c.header,
      key: String(i),
      width: c.width ?? 20,
      style: c.kind === 'date' ? { numFmt: EXCEL_DATE_FORMAT } : c.kind === 'money' ? { numFmt: EXCEL_MONEY_FORMAT } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    return {
      add: (cells) => {
        sheet.addRow(cells.map((v, i) => cellValue(columns[i]!.kind, v))).commit();
      },
      end: async () => {
        sheet.commit();
        await workbook.commit();
      },
    };
  };
