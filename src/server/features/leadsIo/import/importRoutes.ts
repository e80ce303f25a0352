import type { FastifyInstance } from 'fastify';
import { EXPORT_CONTENT_TYPES } from '../../../../shared/domain/exportFiles';
import { IMPORT_KINDS, type ImportKind } from '../../../../shared/schemas/dataImport';
import { importRoutes as importCalls } from '../../../../shared/contracts/importServed';
import { serveContract } from '../../../lib/serveContract';
import { callerOf } from '../../../identity/auth';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import type { RouteDeps } from '../../../lib/zodApp';
import { batchOf, evaluateFile, recentBatches, reportWorkbook, startImport, summaryOf, undoImport } from './importBatch';
import { runningJobsDone } from './importJob';
import { maskReportFor } from './reportMask';
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
 * - POST /import/{kind} (same body, includeDuplicates?) → 201 the batch (created, skipped, errors) once written; with
 *   `Prefer: respond-async`, 202 at once with the batch (status 'checking') and its progressKey, the job running on;
 * - GET /import/{kind}/batches/{id} → the batch: status ('checking', 'importing', 'done', 'failed'), processed of total rows;
 * - GET /import/{kind}/batches → the agency's last batches; GET …/batches/{id}/report → the .xlsx report;
 * - POST /import/{kind}/batches/{id}/undo → the batch undone, or 409 when one of its records was worked.
 */
/** RFC 7240 `Prefer: respond-async`: the caller takes 202 and polls instead of waiting for the batch. */
const respondAsync = (prefer: string | string[] | undefined) => [prefer ?? []].flat().some((p) => /(^|[,;\s])respond-async([,;\s]|$)/i.test(p));

export async function importRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  // A server that stops lets its running imports commit or roll back rather than cutting them off.
  app.addHook('onClose', async () => runningJobsDone());
  for (const kind of IMPORT_KINDS) {
    const handler = HANDLERS[kind];
    // Each kind's paths and permission (checked before the body): src/shared/contracts/importContracts.ts.
    const calls = importCalls[kind];
    const ctxOf = (request: Parameters<typeof callerOf>[0]) => {
      const caller = callerOf(request);
      return { db, caller, agencyId: caller.agencyId };
    };
    serveContract(app, calls.preview, { bodyLimit: BODY_LIMIT.oneFile }, async (request) => {
      const { preview } = await evaluateFile(handler, { ...ctxOf(request), body: request.body });
      return { data: preview };
    });
    serveContract(app, calls.start, { bodyLimit: BODY_LIMIT.oneFile }, async (request, reply) => {
      const started = await startImport(handler, { ...ctxOf(request), body: request.body }, (error) => app.log.error(error, 'import failed'));
      if (respondAsync(request.headers.prefer)) {
        // The job runs on; the client polls its progress (importJob.ts).
        started.done.catch(() => undefined);
        return reply
          .status(202)
          .header('location', `${request.url.split('?')[0]}/batches/${started.batch.id}`)
          .send({ data: { ...started.batch, progressKey: started.progressKey } });
      }
      return reply.status(201).send({ data: await started.done });
    });
    serveContract(app, calls.batch, {}, async (request) => {
      return { data: summaryOf(await batchOf(db, callerOf(request).agencyIds, kind, request.params.id)) };
    });
    serveContract(app, calls.batches, {}, async (request) => {
      const ctx = ctxOf(request);
      return { data: await recentBatches(db, ctx.agencyId, kind) };
    });
    serveContract(app, calls.report, {}, async (request, reply) => {
      const caller = callerOf(request);
      const batch = await batchOf(db, caller.agencyIds, kind, request.params.id);
      // The lists' subasta mask for the caller (a coordinator downloads a report of leads in subasta).
      const report = kind === 'leads' ? await maskReportFor(db, caller.role, batch.report) : batch.report;
      const file = await reportWorkbook({ ...batch, report }, handler.fields);
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES.xlsx)
        .header('content-disposition', `attachment; filename="importacion-${batch.id}-reporte.xlsx"`)
        .header('cache-control', 'no-store')
        .header('access-control-expose-headers', 'content-disposition')
        .send(file);
    });
    serveContract(app, calls.undo, { bodyLimit: BODY_LIMIT.form }, async (request) => {
      return { data: await undoImport(handler, ctxOf(request), request.params.id) };
    });
  }
}
