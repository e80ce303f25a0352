import { sql } from 'drizzle-orm';
import { IMPORT_FIELDS, IMPORT_MSG } from '../../../../shared/schemas/dataImport';
import { intakeLeadSchema, type IntakeLeadInput } from '../../../../shared/schemas/leadIntake';
import { firstIssue } from '../../../../shared/schemas/schemaProblems';
import { badRequest } from '../../../lib/httpError';
import type { Tx } from '../../../lib/queryRows';
import { leadHasAppointments } from '../../appointments';
import { leadIsMergePrincipal } from '../../duplicates';
import { leadHasFloorVisits } from '../../floorVisits';
import { countLeadsWorkedOn, deleteLeads } from '../../leads/doors/writes';
import { leadHasNoticesBeyondNew } from '../../notifications';
import { leadHasSales } from '../../sales';
import { probableDuplicates } from '../duplicateRule';
import { intakeCatalog, matchOrigin, matchProduct, writeIntakeLeads, type ResolvedIntakeLead } from '../intakeLeads';
import { duplicateRow, invalidRow, readOwnFields, validRow, type EvaluatedRow, type ImportKindHandler } from './importKind';

/** The leads an import batch wrote (lead_import_batch_leads, leadsIo's own table), as a subquery. */
const batchLeads = (batchId: number) => sql`(SELECT lead_id FROM lead_import_batch_leads WHERE batch_id = ${batchId})`;

/**
 * Retail leads: each row checked with the create-lead rules and their messages (intakeLeadSchema),
 * its model matched to the catalogue and its origin to the agency's (a row without one takes the
 * origin chosen for the batch), and compared with the agency's leads by the duplicate rule. Written
 * through writeIntakeLeads: the agency's assignment rule, as a typed lead.
 */
export const leadsImport: ImportKindHandler<ResolvedIntakeLead> = {
  kind: 'leads',
  fields: IMPORT_FIELDS.leads,
  adf: true,

  async evaluate(ctx, rows) {
    const catalog = await intakeCatalog(ctx.db, ctx.agencyId);
    const chosen = ctx.body.leadOriginId ? catalog.origins.find((o) => o.id === ctx.body.leadOriginId) : undefined;
    if (ctx.body.leadOriginId && !chosen) throw badRequest(IMPORT_MSG.selectOrigin);
    const out: EvaluatedRow<ResolvedIntakeLead>[] = rows.map(({ row, values }) => {
      const input = values as unknown as IntakeLeadInput;
      const parsed = intakeLeadSchema.safeParse(input);
      if (!parsed.success) {
        const issue = firstIssue(intakeLeadSchema, input)!;
        return invalidRow(row, values, issue.field || 'firstName', issue.message);
      }
      const lead = parsed.data;
      // The lead's own details (IMPORT_FIELDS.leads' `read`), stored under their keys (README, 'Add a field').
      const details = readOwnFields(IMPORT_FIELDS.leads, values);
      if ('error' in details) return invalidRow(row, values, details.field, details.error);
      const origin = lead.origin ? matchOrigin(catalog, lead.origin) : undefined;
      const originId = origin?.id ?? chosen?.id;
      if (!originId) return invalidRow(row, values, 'origin', IMPORT_MSG.selectOrigin);
      const product = lead.model ? matchProduct(catalog, lead.model) : undefined;
      const notes = [
        lead.comments,
        lead.model && !product ? `Vehículo solicitado: ${lead.model} (no está en el catálogo)` : '',
        lead.origin && !origin ? `Origen en el archivo: ${lead.origin}` : '',
      ].filter(Boolean);
      // A model the catalogue does not have keeps the client (a typo must not lose a lead) but is said
      // in the preview, so the row is not silently 'Válida' with a vehicle nobody can quote (issue 42).
      const notice = lead.model && !product ? { field: 'model', message: IMPORT_MSG.unknownModel(lead.model) } : undefined;
      return validRow(row, values, { lead, productId: product?.id ?? null, originId, comments: notes.length ? notes.join('\n') : null, details: details.own }, notice);
    });
    const valid = out.filter((r) => r.status === 'valid');
    const duplicates = await probableDuplicates(
      ctx.db,
      ctx.agencyId,
      valid.map((r) => ({ key: r.row, name: `${r.resolved!.lead.firstName} ${r.resolved!.lead.lastName}`, email: r.resolved!.lead.email, phone: r.resolved!.lead.phone })),
    );
    return out.map((r) => {
      const d = r.status === 'valid' ? duplicates.get(r.row) : undefined;
      return d ? duplicateRow(r.row, r.values, r.resolved!, d) : r;
    });
  },

  async write(tx, ctx, batchId, rows, progress) {
    const written = await writeIntakeLeads(
      tx,
      ctx.agencyId,
      rows.map((r) => r.resolved!),
      ctx.caller.id,
      { progress, channel: 'importacion' },
    );
    const ids = written.map((w) => w.id);
    for (let i = 0; i < ids.length; i += 5000) {
      const chunk = ids.slice(i, i + 5000);
      await tx.execute(sql`INSERT INTO lead_import_batch_leads (batch_id, lead_id) VALUES ${sql.join(chunk.map((id) => sql`(${batchId}, ${id})`), sql`, `)}`);
    }
    return { rowIds: ids };
  },

  async worked(tx, batchId) {
    return countLeadsWorkedOn(tx, batchLeads(batchId), [leadHasAppointments, leadHasFloorVisits, leadHasSales, leadHasNoticesBeyondNew, leadIsMergePrincipal]);
  },

  async undo(tx: Tx, batchId: number) {
    await deleteLeads(tx, batchLeads(batchId));
  },
};
