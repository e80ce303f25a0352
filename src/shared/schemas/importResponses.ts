import { z } from 'zod';
import { IMPORT_KINDS } from '../domain/importKinds';
import { dataOf, fileAnswer, wireDateTime, type Wire } from './wire';

/**
 * The answers of the imports (issue 29) and of the ADF intake and keys (issue 41's contract): what
 * POST /import/{kind}/preview, POST /import/{kind}, GET …/batches…, …/undo, GET
 * /public/import-progress/{key}, POST /public/adf/{agencyId} and /agency/{id}/adf-key answer.
 */

export const importRowStatus = z.enum(['valid', 'invalid', 'duplicate']);
export const importJobStatus = z.enum(['checking', 'importing', 'done', 'failed']).meta({
  description: "El trabajo de la importación: 'checking' revisa las filas, 'importing' las escribe (una transacción), 'done' terminó, 'failed' falló sin escribir nada.",
});

/** A probable duplicate of a preview row: the existing lead it matches by the duplicates rule (issue 30). */
export const importDuplicate = z.object({
  id: z.number(),
  name: z.string(),
  /** The spec's percentage (33.33 per equal field). */
  score: z.number(),
  /** 'mismo teléfono', 'nombre parecido 86 %', … */
  reasons: z.array(z.string()),
});

export const importPreviewRow = z.object({
  /** The row's number in the file (the header is row 1 of a spreadsheet). */
  row: z.number(),
  values: z.record(z.string(), z.string()),
  status: importRowStatus,
  field: z.string().optional(),
  message: z.string().optional(),
  duplicate: importDuplicate.optional(),
});

export const importPreview = z.object({
  fileName: z.string(),
  format: z.enum(['xlsx', 'csv', 'xml']),
  headers: z.array(z.string()),
  /** Column index → field key ('' ignored). */
  mapping: z.array(z.string()),
  rows: z.array(importPreviewRow),
  totals: z.object({ rows: z.number(), valid: z.number(), invalid: z.number(), duplicate: z.number() }),
});

export const importBatchSummary = z.object({
  id: z.number(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  created: z.number(),
  skipped: z.number(),
  errors: z.number(),
  createdAt: wireDateTime,
  undoneAt: wireDateTime.nullable(),
  status: importJobStatus,
  /** While checking: the file's rows; while importing and after: the rows to write. */
  total: z.number(),
  /** Rows written so far (all of them once done). */
  processed: z.number(),
  /** Why it failed (Spanish), when it did. */
  error: z.string().nullable(),
});

/** 202 of `Prefer: respond-async`: the batch (status 'checking') and the key of its public progress call. */
export const importStartedAsync = dataOf(
  importBatchSummary.extend({
    progressKey: z.string().meta({ description: 'La clave de GET /api/public/import-progress/{key}: solo la recibe quien inició la importación.' }),
  }),
);

/** GET /public/import-progress/{key}: a running (or just ended) import's counts. */
export const importProgress = z.object({
  id: z.number().meta({ description: 'El id del lote de importación.' }),
  status: importJobStatus,
  processed: z.number().meta({ description: 'Filas escritas hasta ahora.' }),
  total: z.number().meta({ description: 'Filas del archivo mientras se revisa; filas a escribir después.' }),
  error: z.string().nullable().meta({ description: 'Por qué falló (en español), si falló.' }),
});

export const importResponses = {
  preview: { 200: dataOf(importPreview) },
  start: { 201: dataOf(importBatchSummary), 202: importStartedAsync },
  batch: { 200: dataOf(importBatchSummary) },
  batches: { 200: dataOf(z.array(importBatchSummary)) },
  report: { 200: fileAnswer },
  undo: { 200: dataOf(importBatchSummary) },
  progress: { 200: dataOf(importProgress) },
};

/** The agency's ADF key as its admins see it. */
export const adfKey = z.object({
  lastFour: z.string().nullable().meta({ description: 'Los últimos cuatro caracteres de la clave vigente (null: la agencia aún no tiene clave).' }),
  rotatedAt: wireDateTime.nullable().meta({ description: 'Cuándo se creó o rotó la clave (ISO 8601).' }),
  url: z.string().meta({ description: 'La dirección a la que los portales envían sus documentos ADF.' }),
});
/** The rotation's answer: the new key, shown this once (only its hash is kept). */
export const adfKeyRotated = adfKey.extend({
  secret: z.string().meta({ description: 'La clave nueva: el token Bearer de POST /api/public/adf/{agencyId}. Solo se muestra en esta respuesta.' }),
  lastFour: z.string(),
  rotatedAt: wireDateTime,
});

/** POST /public/adf/{agencyId}: the leads each prospect made, and the prospects already taken before. */
export const adfIntakeAnswer = z.object({
  data: z.string().meta({ description: "'Prospectos recibidos'." }),
  created: z
    .array(
      z.object({
        leadId: z.number().meta({ description: 'El lead creado para el prospecto.' }),
        source: z.string().meta({ description: 'El atributo source del <id> del prospecto (vacío si no traía).' }),
        externalId: z.string().meta({ description: 'El valor del <id> del prospecto (vacío si no traía).' }),
        duplicates: z.number().meta({ description: 'Cuántos posibles duplicados tiene el lead en la agencia.' }),
      }),
    )
    .meta({ description: 'Los prospectos nuevos del documento, en su orden.' }),
  repeated: z
    .array(
      z.object({
        source: z.string(),
        externalId: z.string(),
        leadId: z.number().nullable().meta({ description: 'El lead que hizo el primer envío de este <id source>.' }),
      }),
    )
    .meta({ description: 'Los prospectos cuyo <id source> ya se había recibido: no se crean de nuevo.' }),
});

export const adfResponses = {
  key: { 200: dataOf(adfKey) },
  rotated: { 200: dataOf(adfKeyRotated) },
  /** 201 when some prospect made a lead, 200 when all were repeats. */
  intake: { 200: adfIntakeAnswer, 201: adfIntakeAnswer },
};

export type ImportProgress = Wire<typeof importProgress>;
export type AdfKey = Wire<typeof adfKey>;
export type AdfKeyRotated = Wire<typeof adfKeyRotated>;
export type AdfIntakeAnswer = Wire<typeof adfIntakeAnswer>;
