import type { FastifyInstance } from 'fastify';
import { EXPORT_CONTENT_TYPES } from '../../../../shared/domain/exportFiles';
import { IMPORT_KINDS, IMPORT_PERMISSION, importFileBody, type ImportKind } from '../../../../shared/schemas/dataImport';
import { callerOf } from '../../../identity/auth';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import { idParams, typed, type RouteDeps } from '../../../lib/zodApp';
import { batchOf, commitImport, evaluateFile, recentBatches, reportWorkbook, undoImport } from './importBatch';
import type { ImportKindHandler } from './importKind';
import { leadsImport } from './leadsImport';
import { companiesImport, fleetLeadsImport, prospectsImport } from './fleetImport';

const HANDLERS: Record<ImportKind, ImportKindHandler<never>> = {
  leads: leadsImport as ImportKindHandler<never>,
  companies: companiesImport as ImportKindHandler<never>,
  fleetLeads: fleetLeadsImport as ImportKindHandler<never>,
  prospects: prospectsImport as ImportKindHandler<never>,
};

/**
 * Imports (issue 29), one set of calls a kind, each declaring the kind's permission (checked before
 * the body is read: a refused role gets 403 whatever it sends) and the one-file body limit:
 * - POST /import/{kind}/preview {fileName, file (data URL), mapping?, leadOriginId?} → headers, mapping, every row's status;
 * - POST /import/{kind} (same body, includeDuplicates?) → 201 the batch (created, skipped, errors);
 * - GET /import/{kind}/batches → the agency's last batches; GET …/batches/{id}/report → the .xlsx report;
 * - POST /import/{kind}/batches/{id}/undo → the batch undone, or 409 when one of its records was worked.
 */
export async function importRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);
  for (const kind of IMPORT_KINDS) {
    const handler = HANDLERS[kind];
    const permission = IMPORT_PERMISSION[kind];
    const ctxOf = (request: Parameters<typeof callerOf>[0]) => {
      const caller = callerOf(request);
      return { db, caller, agencyId: caller.agencyId };
    };
    r.post(`/import/${kind}/preview`, { config: { permission }, bodyLimit: BODY_LIMIT.oneFile, schema: { body: importFileBody } }, async (request) => {
      const { preview } = await evaluateFile(handler, { ...ctxOf(request), body: request.body });
      return { data: preview };
    });
    r.post(`/import/${kind}`, { config: { permission }, bodyLimit: BODY_LIMIT.oneFile, schema: { body: importFileBody } }, async (request, reply) => {
      const batch = await commitImport(handler, { ...ctxOf(request), body: request.body });
      return reply.status(201).send({ data: batch });
    });
    r.get(`/import/${kind}/batches`, { config: { permission } }, async (request) => {
      const ctx = ctxOf(request);
      return { data: await recentBatches(db, ctx.agencyId, kind) };
    });
    r.get(`/import/${kind}/batches/:id/report`, { config: { permission }, schema: { params: idParams } }, async (request, reply) => {
      const batch = await batchOf(db, callerOf(request).agencyIds, kind, request.params.id);
      const file = await reportWorkbook(batch, handler.fields);
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES.xlsx)
        .header('content-disposition', `attachment; filename="importacion-${batch.id}-reporte.xlsx"`)
        .header('cache-control', 'no-store')
        .header('access-control-expose-headers', 'content-disposition')
        .send(file);
    });
    r.post(`/import/${kind}/batches/:id/undo`, { config: { permission }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams } }, async (request) => {
      return { data: await undoImport(handler, ctxOf(request), request.params.id) };
    });
  }
}
