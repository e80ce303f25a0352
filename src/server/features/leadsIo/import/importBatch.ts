import { and, eq, sql } from 'drizzle-orm';
import { IMPORT_MSG, type ImportBatchSummary, type ImportFieldDef, type ImportPreview } from '../../../../shared/schemas/dataImport';
import type { DbOrTx } from '../../../lib/queryRows';
import { badRequest, conflict, notFound } from '../../../lib/httpError';
import { importMappings, leadImportBatches } from '../tables';
import { importBytes, normHeader, readImportFile } from './importFile';
import { valuesOf, type EvaluatedRow, type ImportContext, type ImportKindHandler } from './importKind';

export type ReportEntry = { row: number; values: Record<string, string>; status: 'creado' | 'omitido' | 'error'; error: string; id?: number };

/** The field a header names: the agency's remembered choice for it, else the field whose label or alias it is. */
function fieldOfHeader(header: string, fields: readonly ImportFieldDef[], remembered: Record<string, string>): string {
  const h = normHeader(header);
  if (!h) return '';
  if (h in remembered && (remembered[h] === '' || fields.some((f) => f.key === remembered[h]))) return remembered[h]!;
  const exact = fields.find((f) => normHeader(f.label) === h || f.aliases.includes(h));
  if (exact) return exact.key;
  return fields.find((f) => f.aliases.some((a) => h.startsWith(`${a} `)))?.key ?? '';
}

/** A mapping suggested for the headers (each field once, the first column that names it). */
export async function suggestMapping(db: DbOrTx, agencyId: number, handler: ImportKindHandler<unknown>, headers: string[]): Promise<string[]> {
  const [saved] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.agencyId, agencyId), eq(importMappings.kind, handler.kind)));
  const used = new Set<string>();
  return headers.map((header) => {
    const field = fieldOfHeader(header, handler.fields, saved?.mapping ?? {});
    if (!field || used.has(field)) return '';
    used.add(field);
    return field;
  });
}

/** A mapping the client sent, kept to the kind's fields and the file's columns. */
function cleanMapping(mapping: string[], columns: number, fields: readonly ImportFieldDef[]): string[] {
  const used = new Set<string>();
  return Array.from({ length: columns }, (_, i) => {
    const field = mapping[i] ?? '';
    if (!fields.some((f) => f.key === field) || used.has(field)) return '';
    used.add(field);
    return field;
  });
}

export interface EvaluatedFile<R> {
  preview: ImportPreview;
  rows: EvaluatedRow<R>[];
}

/** Reads the file, maps its columns (the sent mapping, or a suggestion) and checks every row; writes nothing. */
export async function evaluateFile<R>(handler: ImportKindHandler<R>, ctx: ImportContext): Promise<EvaluatedFile<R>> {
  const table = await readImportFile(importBytes(ctx.body.file), handler.adf);
  const mapping = ctx.body.mapping
    ? cleanMapping(ctx.body.mapping, table.headers.length, handler.fields)
    : await suggestMapping(ctx.db, ctx.agencyId, handler as ImportKindHandler<unknown>, table.headers);
  const rows = await handler.evaluate(
    ctx,
    table.rows.map((r) => ({ row: r.row, values: valuesOf(r.cells, mapping, handler.fields) })),
  );
  const count = (s: string) => rows.filter((r) => r.status === s).length;
  return {
    rows,
    preview: {
      fileName: ctx.body.fileName,
      format: table.format,
      headers: table.headers,
      mapping,
      rows: rows.map(({ resolved: _resolved, ...row }) => row),
      totals: { rows: rows.length, valid: count('valid'), invalid: count('invalid'), duplicate: count('duplicate') },
    },
  };
}

const summaryOf = (b: typeof leadImportBatches.$inferSelect): ImportBatchSummary => ({
  id: b.id,
  kind: b.kind as ImportBatchSummary['kind'],
  fileName: b.fileName,
  created: b.createdCount,
  skipped: b.skippedCount,
  errors: b.errorCount,
  createdAt: b.createdAt.toISOString(),
  undoneAt: b.undoneAt ? b.undoneAt.toISOString() : null,
});

/**
 * Imports the file: the rows that pass (and the probable duplicates when asked) are written in ONE
 * transaction with the batch and its report; any failure rolls all of it back. The mapping is
 * remembered for the agency's next file of this kind.
 */
export async function commitImport<R>(handler: ImportKindHandler<R>, ctx: ImportContext): Promise<ImportBatchSummary> {
  const { preview, rows } = await evaluateFile(handler, ctx);
  for (const field of handler.fields) if (field.required && !preview.mapping.includes(field.key)) throw badRequest(IMPORT_MSG.requiredMapping(field.label));
  const chosen = rows.filter((r) => r.status === 'valid' || (ctx.body.includeDuplicates && r.status === 'duplicate'));
  if (chosen.length === 0) throw badRequest(IMPORT_MSG.nothingValid);
  const remembered: Record<string, string> = {};
  preview.headers.forEach((h, i) => {
    const key = normHeader(h);
    if (key) remembered[key] = preview.mapping[i] ?? '';
  });
  return ctx.db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(leadImportBatches)
      .values({
        agencyId: ctx.agencyId,
        userId: ctx.caller.id,
        kind: handler.kind,
        fileName: ctx.body.fileName,
        leadOriginId: ctx.body.leadOriginId ?? null,
      })
      .returning({ id: leadImportBatches.id });
    const { rowIds } = await handler.write(tx, ctx, batch!.id, chosen);
    const idOfRow = new Map(chosen.map((r, i) => [r.row, rowIds[i]]));
    const report: ReportEntry[] = rows.map((r) => {
      const id = idOfRow.get(r.row);
      if (id !== undefined) return { row: r.row, values: r.values, status: 'creado', error: r.status === 'duplicate' ? (r.message ?? '') : '', id };
      if (r.status === 'duplicate') return { row: r.row, values: r.values, status: 'omitido', error: `${IMPORT_MSG.duplicateSkipped}. ${r.message ?? ''}`.trim() };
      return { row: r.row, values: r.values, status: 'error', error: r.message ?? IMPORT_MSG.unreadable };
    });
    const created = report.filter((r) => r.status === 'creado').length;
    const [saved] = await tx
      .update(leadImportBatches)
      .set({
        createdCount: created,
        skippedCount: report.filter((r) => r.status === 'omitido').length,
        errorCount: report.filter((r) => r.status === 'error').length,
        report,
      })
      .where(eq(leadImportBatches.id, batch!.id))
      .returning();
    await tx
      .insert(importMappings)
      .values({ agencyId: ctx.agencyId, kind: handler.kind, mapping: remembered })
      .onConflictDoUpdate({
        target: [importMappings.agencyId, importMappings.kind],
        set: { mapping: sql`${importMappings.mapping} || excluded.mapping`, updatedAt: new Date() },
      });
    return summaryOf(saved!);
  });
}

/** The batch of the caller's agencies and this kind, or 404. */
export async function batchOf(db: DbOrTx, agencyIds: number[], kind: string, id: number) {
  const [batch] = await db.select().from(leadImportBatches).where(eq(leadImportBatches.id, id));
  if (!batch || batch.kind !== kind || !agencyIds.includes(batch.agencyId)) throw notFound(IMPORT_MSG.batchNotFound);
  return batch;
}

/** Undoes a batch while none of its records has been worked: 409 otherwise, saying how many were. */
export async function undoImport<R>(handler: ImportKindHandler<R>, ctx: Omit<ImportContext, 'body'>, id: number): Promise<ImportBatchSummary> {
  await batchOf(ctx.db, ctx.caller.agencyIds, handler.kind, id);
  return ctx.db.transaction(async (tx) => {
    const [batch] = await tx.select().from(leadImportBatches).where(eq(leadImportBatches.id, id)).for('update');
    if (batch!.undoneAt) throw conflict(IMPORT_MSG.alreadyUndone);
    const worked = await handler.worked(tx, id);
    if (worked > 0) throw conflict(IMPORT_MSG.worked(worked));
    await handler.undo(tx, id);
    const [saved] = await tx.update(leadImportBatches).set({ undoneAt: new Date() }).where(eq(leadImportBatches.id, id)).returning();
    return summaryOf(saved!);
  });
}

export async function recentBatches(db: DbOrTx, agencyId: number, kind: string): Promise<ImportBatchSummary[]> {
  const rows = await db
    .select()
    .from(leadImportBatches)
    .where(and(eq(leadImportBatches.agencyId, agencyId), eq(leadImportBatches.kind, kind)))
    .orderBy(sql`${leadImportBatches.createdAt} DESC`)
    .limit(20);
  return rows.map(summaryOf);
}

/** The batch's report as .xlsx: every row of the file with its status and, for the ones not created, the reason. */
export async function reportWorkbook(batch: typeof leadImportBatches.$inferSelect, fields: readonly ImportFieldDef[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Reporte', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Fila', width: 8 },
    { header: 'Estado', width: 12 },
    ...fields.map((f) => ({ header: f.label, width: 22 })),
    { header: 'Error', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const entry of batch.report) {
    const status = entry.status ?? 'error';
    sheet.addRow([entry.row, status === 'creado' ? 'Creado' : status === 'omitido' ? 'Omitido' : 'Error', ...fields.map((f) => entry.values?.[f.key] ?? ''), entry.error ?? '']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
