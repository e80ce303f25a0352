import { sql } from 'drizzle-orm';
import { IMPORT_FIELDS, IMPORT_MSG } from '../../../../shared/schemas/dataImport';
import { intakeLeadError, intakeLeadSchema, type IntakeLeadInput } from '../../../../shared/schemas/leadIntake';
import { badRequest } from '../../../lib/httpError';
import { queryRows, type Tx } from '../../../lib/queryRows';
import { probableDuplicates } from '../duplicateRule';
import { intakeCatalog, matchOrigin, matchProduct, writeIntakeLeads, type ResolvedIntakeLead } from '../intakeLeads';
import { duplicateRow, invalidRow, validRow, type EvaluatedRow, type ImportKindHandler } from './importKind';

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
      const error = intakeLeadError(input);
      if (error) return invalidRow(row, values, error.field, error.message);
      const lead = intakeLeadSchema.parse(input);
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
      return validRow(row, values, { lead, productId: product?.id ?? null, originId, comments: notes.length ? notes.join('\n') : null }, notice);
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
      { progress },
    );
    const ids = written.map((w) => w.id);
    for (let i = 0; i < ids.length; i += 5000) {
      const chunk = ids.slice(i, i + 5000);
      await tx.execute(sql`INSERT INTO lead_import_batch_leads (batch_id, lead_id) VALUES ${sql.join(chunk.map((id) => sql`(${batchId}, ${id})`), sql`, `)}`);
    }
    return { rowIds: ids };
  },

  async worked(tx, batchId) {
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM lead_import_batch_leads b JOIN leads l ON l.id = b.lead_id
          WHERE b.batch_id = ${batchId} AND (
            l.sub_status <> 'ESPERA_CONTACTO' OR l.first_response_time IS NOT NULL OR l.last_contact_at IS NOT NULL
            OR l.merged_into_id IS NOT NULL
            OR EXISTS (SELECT 1 FROM lead_activities a WHERE a.lead_id = l.id)
            OR (SELECT count(*) FROM lead_phase_records r WHERE r.lead_id = l.id) > 1
            OR EXISTS (SELECT 1 FROM appointments ap WHERE ap.lead_id = l.id)
            OR EXISTS (SELECT 1 FROM floor_visits f WHERE f.lead_id = l.id)
            OR EXISTS (SELECT 1 FROM sales s WHERE s.lead_id = l.id)
            OR EXISTS (SELECT 1 FROM notifications n WHERE n.lead_id = l.id AND n.type <> 'NEW_LEAD')
            OR EXISTS (SELECT 1 FROM lead_merges m WHERE m.principal_id = l.id)
            OR (SELECT count(*) FROM lead_interests i WHERE i.lead_id = l.id) > 1
          )`,
    );
    return row?.n ?? 0;
  },

  async undo(tx: Tx, batchId: number) {
    await tx.execute(sql`DELETE FROM leads WHERE id IN (SELECT lead_id FROM lead_import_batch_leads WHERE batch_id = ${batchId})`);
  },
};
