// exceljs's streaming workbook writer on its own (exceljsWriter.ts): the package's main module loads
// every reader and writer it has; this file is the one class an export needs.
declare module 'exceljs/lib/stream/xlsx/workbook-writer.js' {
  import type { stream } from 'exceljs';
  const WorkbookWriter: typeof stream.xlsx.WorkbookWriter;
  export = WorkbookWriter;
}
