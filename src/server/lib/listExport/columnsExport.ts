import { pick, type ListColumn, type ListColumns } from '../../../shared/lists/defineListColumns';
import { col, exportSpec, type ExportColumn, type ExportSpec } from './exportColumns';

type Obj = Record<string, unknown>;

const centavosToPesos = (v: unknown): number | null => (typeof v === 'number' ? v / 100 : null);

/** One declared column as the export writes it: the kind's builder, the export's header, its width. */
function exportColumnOf<Row>(c: ListColumn<Row>): ExportColumn {
  const header = c.exportTitle ?? c.title;
  const path = c.path as string;
  switch (c.kind) {
    case 'text':
      return c.empty ? col.custom(header, (r) => (pick(r, path) as string | null | undefined) || c.empty, c.width ?? 24) : col.text(header, path, c.width);
    case 'number':
      return col.number(header, path, c.width);
    case 'money':
      return c.centavos ? { ...col.money(header, path), value: (r) => centavosToPesos(pick(r, path)) } : col.money(header, path);
    case 'date':
      return col.date(header, path);
    case 'day':
      return col.day(header, path);
    case 'phone':
      return col.phone(header, path);
    case 'label':
      return col.label(header, c.labels!, path, c.width);
    case 'custom':
      return col.custom(header, (r) => c.value!(r as Row), c.width);
  }
}

/**
 * A list's export spec from its one column declaration (src/shared/lists/<list>Columns.ts): every
 * column but the screen-only ones, in the declared order, with their export headers.
 */
export function columnsExport<Row>(fileBase: string, sheet: string, declared: ListColumns<Row, string>, rowsOf?: ExportSpec['rowsOf']): ExportSpec {
  const columns = declared.columns.filter((c) => c.only !== 'screen').map((c) => exportColumnOf(c));
  return exportSpec(fileBase, sheet, columns, rowsOf as ((answer: unknown) => Obj[]) | undefined);
}
