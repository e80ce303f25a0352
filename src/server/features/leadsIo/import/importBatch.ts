import { PassThrough } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { IMPORT_MSG, type ImportBatchSummary, type ImportFieldDef, type ImportJobStatus, type ImportPreview } from '../../../../shared/schemas/dataImport';
import { echoCell } from '../../../../shared/schemas/importLimits';
import type { DbOrTx } from '../../../lib/queryRows';
import { badRequest, conflict, HttpError, notFound } from '../../../lib/httpError';
import { importMappings, leadImportBatches } from '../tables';
import { importBytes, normHeader, readImportFile } from './importFile';
import type { ExportColumn } from '../export/exportColumns';
import { openRowWriter } from '../export/exportWriters';
import { valuesOf, type EvaluatedRow, type ImportContext, type ImportKindHandler } from './importKind';
import { endLocalJob, isEmbedded, localJob, newLocalJob, progressReporter, STALE_MS, track, yieldTurn, type LocalJob } from './importJob';

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

/** The file read and its columns mapped (the sent mapping, or a suggestion); nothing checked yet. */
async function readMapped(handler: ImportKindHandler<unknown>, ctx: ImportContext) {
  const table = await readImportFile(importBytes(ctx.body.file), handler.adf);
  const mapping = ctx.body.mapping ? cleanMapping(ctx.body.mapping, table.headers.length, handler.fields) : await suggestMapping(ctx.db, ctx.agencyId, handler, table.headers);
  return { table, mapping };
}

/** Checks every mapped row with the kind's rules; writes nothing. */
async function checkRows<R>(handler: ImportKindHandler<R>, ctx: ImportContext, { table, mapping }: Awaited<ReturnType<typeof readMapped>>): Promise<EvaluatedFile<R>> {
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
      headers: table.headers.map(echoCell),
      mapping,
      // The preview shows each cell back at most a few hundred characters long (issue 42): an answer
      // never grows with what a file holds; the report and the import keep the whole value.
      rows: rows.map(({ resolved: _resolved, values, ...row }) => ({ ...row, values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, echoCell(v)])) })),
      totals: { rows: rows.length, valid: count('valid'), invalid: count('invalid'), duplicate: count('duplicate') },
    },
  };
}

/** Reads the file, maps its columns (the sent mapping, or a suggestion) and checks every row; writes nothing. */
export async function evaluateFile<R>(handler: ImportKindHandler<R>, ctx: ImportContext): Promise<EvaluatedFile<R>> {
  return checkRows(handler, ctx, await readMapped(handler as ImportKindHandler<unknown>, ctx));
}

type BatchRow = typeof leadImportBatches.$inferSelect;

/** The batch as the API shows it; a running one with this process's progress, or as interrupted when no one has moved it for a while. */
export function summaryOf(b: BatchRow): ImportBatchSummary {
  const local = localJob(b.id);
  let status = b.status as ImportJobStatus;
  let error = b.error;
  let processed = b.processedRows;
  let total = b.totalRows;
  if (status === 'checking' || status === 'importing') {
    if (local) {
      ({ status, error } = local);
      processed = Math.max(processed, local.processed);
      total = local.total;
    } else if (!b.progressAt || Date.now() - b.progressAt.getTime() > STALE_MS) {
      status = 'failed';
      error = IMPORT_MSG.interrupted;
    }
  }
  return {
    id: b.id,
    kind: b.kind as ImportBatchSummary['kind'],
    fileName: b.fileName,
    created: b.createdCount,
    skipped: b.skippedCount,
    errors: b.errorCount,
    createdAt: b.createdAt.toISOString(),
    undoneAt: b.undoneAt ? b.undoneAt.toISOString() : null,
    status,
    total,
    processed,
    error,
  };
}

export interface ImportStarted {
  batch: ImportBatchSummary;
  /** The key of GET /api/public/import-progress/{key} (this process's memory; see importJob.ts). */
  progressKey: string;
  /** The job: resolves with the finished batch, rejects with the import's error (nothing written). */
  done: Promise<ImportBatchSummary>;
}

/**
 * Starts an import as a job and answers at once: the file is read and its mapping checked here (a
 * file that cannot be read or lacks a required column is a 400 before any job exists); the batch
 * row is made with status 'checking'; then, in the background, the rows are checked again with the
 * kind's rules, the batch turns 'importing' with the rows to write as its total, and the rows that
 * pass (and the probable duplicates when asked) are written in ONE transaction with the batch's
 * counts, its report and status 'done'; any failure rolls all of it back and leaves the batch
 * 'failed' with the reason (nothing else written). The mapping is remembered for the agency's next
 * file of this kind. Progress: importJob.ts.
 */
export async function startImport<R>(handler: ImportKindHandler<R>, ctx: ImportContext, onError: (error: unknown) => void): Promise<ImportStarted> {
  const read = await readMapped(handler as ImportKindHandler<unknown>, ctx);
  for (const field of handler.fields) if (field.required && !read.mapping.includes(field.key)) throw badRequest(IMPORT_MSG.requiredMapping(field.label));
  const [row] = await ctx.db
    .insert(leadImportBatches)
    .values({
      agencyId: ctx.agencyId,
      userId: ctx.caller.id,
      kind: handler.kind,
      fileName: ctx.body.fileName,
      leadOriginId: ctx.body.leadOriginId ?? null,
      status: 'checking',
      totalRows: read.table.rows.length,
      progressAt: new Date(),
    })
    .returning();
  const job = newLocalJob(row!.id, read.table.rows.length);
  const done = runImport(handler, ctx, row!.id, job, read, onError);
  track(done);
  return { batch: summaryOf(row!), progressKey: job.key, done };
}

async function runImport<R>(handler: ImportKindHandler<R>, ctx: ImportContext, batchId: number, job: LocalJob, read: Awaited<ReturnType<typeof readMapped>>, onError: (error: unknown) => void): Promise<ImportBatchSummary> {
  let progress: ReturnType<typeof progressReporter> | undefined;
  try {
    // The start's answer leaves first (see yieldTurn).
    await yieldTurn();
    const { preview, rows } = await checkRows(handler, ctx, read);
    const chosen = rows.filter((r) => r.status === 'valid' || (ctx.body.includeDuplicates && r.status === 'duplicate'));
    if (chosen.length === 0) throw badRequest(IMPORT_MSG.nothingValid);
    const remembered: Record<string, string> = {};
    preview.headers.forEach((h, i) => {
      const key = normHeader(h);
      if (key) remembered[key] = preview.mapping[i] ?? '';
    });
    // Before the transaction: on PGlite nothing outside it may run once it is open.
    job.status = 'importing';
    job.total = chosen.length;
    job.processed = 0;
    await ctx.db
      .update(leadImportBatches)
      .set({ status: 'importing', totalRows: chosen.length, processedRows: 0, progressAt: new Date() })
      .where(eq(leadImportBatches.id, batchId));
    progress = progressReporter(ctx.db, job, !(await isEmbedded(ctx.db)), onError);
    const report = progress.report;
    const saved = await ctx.db.transaction(async (tx) => {
      const { rowIds } = await handler.write(tx, ctx, batchId, chosen, report);
      await report(chosen.length);
      const idOfRow = new Map(chosen.map((r, i) => [r.row, rowIds[i]]));
      const entries: ReportEntry[] = rows.map((r) => {
        const id = idOfRow.get(r.row);
        if (id !== undefined) return { row: r.row, values: r.values, status: 'creado', error: r.status === 'duplicate' ? (r.message ?? '') : '', id };
        if (r.status === 'duplicate') return { row: r.row, values: r.values, status: 'omitido', error: `${IMPORT_MSG.duplicateSkipped}. ${r.message ?? ''}`.trim() };
        return { row: r.row, values: r.values, status: 'error', error: r.message ?? IMPORT_MSG.unreadable };
      });
      const [updated] = await tx
        .update(leadImportBatches)
        .set({
          createdCount: entries.filter((r) => r.status === 'creado').length,
          skippedCount: entries.filter((r) => r.status === 'omitido').length,
          errorCount: entries.filter((r) => r.status === 'error').length,
          report: entries,
          status: 'done',
          processedRows: chosen.length,
          progressAt: new Date(),
        })
        .where(eq(leadImportBatches.id, batchId))
        .returning();
      await tx
        .insert(importMappings)
        .values({ agencyId: ctx.agencyId, kind: handler.kind, mapping: remembered })
        .onConflictDoUpdate({
          target: [importMappings.agencyId, importMappings.kind],
          set: { mapping: sql`${importMappings.mapping} || excluded.mapping`, updatedAt: new Date() },
        });
      return updated!;
    });
    await progress.flush();
    endLocalJob(job, 'done');
    return summaryOf(saved);
  } catch (error) {
    await progress?.flush().catch(() => undefined);
    const message = error instanceof HttpError ? error.message : IMPORT_MSG.failed;
    if (!(error instanceof HttpError)) onError(error);
    endLocalJob(job, 'failed', message);
    await ctx.db
      .update(leadImportBatches)
      .set({ status: 'failed', error: message, progressAt: new Date() })
      .where(eq(leadImportBatches.id, batchId))
      .catch(onError);
    throw error;
  }
}

/** A finished batch, or 409 while it runs or when it failed (it made nothing to report or undo). */
function assertDone(batch: ImportBatchSummary): void {
  if (batch.status === 'checking' || batch.status === 'importing') throw conflict(IMPORT_MSG.running);
  if (batch.status === 'failed') throw conflict(batch.error ?? IMPORT_MSG.failed);
}

/** The batch of the caller's agencies and this kind, or 404. */
export async function batchOf(db: DbOrTx, agencyIds: number[], kind: string, id: number) {
  const [batch] = await db.select().from(leadImportBatches).where(eq(leadImportBatches.id, id));
  if (!batch || batch.kind !== kind || !agencyIds.includes(batch.agencyId)) throw notFound(IMPORT_MSG.batchNotFound);
  return batch;
}

/** Undoes a batch while none of its records has been worked: 409 otherwise, saying how many were. */
export async function undoImport<R>(handler: ImportKindHandler<R>, ctx: Omit<ImportContext, 'body'>, id: number): Promise<ImportBatchSummary> {
  assertDone(summaryOf(await batchOf(ctx.db, ctx.caller.agencyIds, handler.kind, id)));
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

/**
 * The batch's report as .xlsx: every row of the file with its status and, for the ones not created,
 * the reason. Written by the exports' one writer, so a hostile cell of the uploaded file comes back
 * with the same formula escape as any list.
 */
export async function reportWorkbook(batch: typeof leadImportBatches.$inferSelect, fields: readonly ImportFieldDef[]): Promise<Buffer> {
  assertDone(summaryOf(batch));
  const columns: ExportColumn[] = [
    { header: 'Fila', kind: 'number', width: 8, value: () => null },
    { header: 'Estado', width: 12, value: () => null },
    ...fields.map((f): ExportColumn => ({ header: f.label, kind: f.key === 'phone' ? 'phone' : 'text', width: 22, value: () => null })),
    { header: 'Error', width: 60, value: () => null },
  ];
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = await openRowWriter('xlsx', out, 'Reporte', columns);
  for (const entry of batch.report) {
    const status = entry.status ?? 'error';
    writer.add([entry.row, status === 'creado' ? 'Creado' : status === 'omitido' ? 'Omitido' : 'Error', ...fields.map((f) => entry.values?.[f.key] ?? ''), entry.error ?? '']);
  }
  await writer.end();
  return Buffer.concat(chunks);
}
