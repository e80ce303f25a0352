import { sql } from 'drizzle-orm';
import { comparableText } from '../../../../shared/domain/comparableText';
import { duplicateScore } from '../../../../shared/domain/duplicateScore';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { isValidPhone } from '../../../../shared/domain/phone';
import { PROSPECT_MSG } from '../../../../shared/domain/prospectMessages';
import { IMPORT_FIELDS, IMPORT_MSG } from '../../../../shared/schemas/dataImport';
import { normalizedProspectPhone, prospectGeneralSchema, prospectVehicleSchema } from '../../../../shared/schemas/fleetProspect';
import { firstIssue } from '../../../../shared/schemas/schemaProblems';
import { isValidEmail } from '../../../../shared/schemas/leadPayloads';
import { intakePhoneDigits } from '../../../../shared/schemas/leadIntake';
import type { DbOrTx, Tx } from '../../../lib/queryRows';
import {
  activeProspectContacts,
  agencyCompanyNames,
  agencyFleetLeadContacts,
  companiesWorkedOn,
  deleteImportedFleetRows,
  fleetLeadsWorkedOn,
  insertCompanies,
  insertCompanyContacts,
  insertImportedFleetLeads,
  insertImportedProspects,
  prospectsWorkedOn,
} from '../../fleet';
import { intakeCatalog, matchProduct } from '../intakeLeads';
import { leadImportBatchRecords } from '../tables';
import { duplicateRow, insertInChunks, invalidRow, readOwnFields, validRow, type EvaluatedRow, type ImportKindHandler } from './importKind';

/** How a company name is compared: 'Transportes Núñez, S.A.' = 'transportes nunez s a'. */
const norm = comparableText;

type Invalid = { field: string; message: string };

/** A contact's e-mail and phone, when given, as the fleet forms check them (the prospect's rules and messages). */
function contactError(email: string, phone: string, fields: { email: string; phone: string }): Invalid | undefined {
  if (email && !isValidEmail(email)) return { field: fields.email, message: PROSPECT_MSG.invalidEmail };
  if (phone && !isValidPhone(intakePhoneDigits(phone))) return { field: fields.phone, message: PROSPECT_MSG.invalidPhone };
  return undefined;
}

/** A row without a model passes the vehicle step's model check (any id does: only blank is refused). */
const ANY_MODEL_ID = 1;

function quantityOf(value: string): number | undefined {
  if (!value) return 1;
  const n = Number(value.replace(/[,\s]/g, ''));
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
}

async function agencyCompanies(db: DbOrTx, agencyId: number): Promise<Map<string, { id: number; name: string }>> {
  const rows = await agencyCompanyNames(db, agencyId);
  const out = new Map<string, { id: number; name: string }>();
  for (const r of rows) if (!out.has(norm(r.name))) out.set(norm(r.name), r);
  return out;
}

async function recordBatch(tx: Tx, batchId: number, kind: string, ids: number[]): Promise<void> {
  await insertInChunks([...new Set(ids)], async (chunk) => {
    await tx.insert(leadImportBatchRecords).values(chunk.map((recordId) => ({ batchId, kind, recordId }))).onConflictDoNothing();
    return chunk.map((id) => ({ id }));
  });
}

const recordsOf = (batchId: number, kind: string) => sql`(SELECT record_id FROM lead_import_batch_records WHERE batch_id = ${batchId} AND kind = ${kind})`;

const phoneOf = (phone: string) => (phone ? intakePhoneDigits(phone) : null);


// ───────────────────────────── companies with their contacts ─────────────────────────────

interface CompanyRow {
  name: string;
  address: string;
  existingId?: number;
  contact?: { name: string; phone: string | null; email: string | null; position: string | null };
}

/**
 * Fleet companies with their contacts: rows with the same 'Razón social' are one company and one
 * contact each. A company already in the agency (same name, accents and case aside) is a probable
 * duplicate; imported anyway, its rows' contacts are added to it.
 */
export const companiesImport: ImportKindHandler<CompanyRow> = {
  kind: 'companies',
  fields: IMPORT_FIELDS.companies,
  adf: false,

  async evaluate(ctx, rows) {
    const existing = await agencyCompanies(ctx.db, ctx.agencyId);
    return rows.map(({ row, values: v }): EvaluatedRow<CompanyRow> => {
      if (!v.companyName) return invalidRow(row, v, 'companyName', FLEET_MSG.allFieldsRequired);
      if ((v.contactPhone || v.contactEmail || v.contactPosition) && !v.contactName) return invalidRow(row, v, 'contactName', FLEET_MSG.allFieldsRequired);
      const bad = contactError(v.contactEmail!, v.contactPhone!, { email: 'contactEmail', phone: 'contactPhone' });
      if (bad) return invalidRow(row, v, bad.field, bad.message);
      const resolved: CompanyRow = {
        name: v.companyName,
        address: v.address!,
        contact: v.contactName ? { name: v.contactName, phone: phoneOf(v.contactPhone!), email: v.contactEmail ? v.contactEmail.toLowerCase() : null, position: v.contactPosition || null } : undefined,
      };
      const same = existing.get(norm(v.companyName));
      if (same) {
        resolved.existingId = same.id;
        return duplicateRow(row, v, resolved, { id: same.id, name: same.name, score: 100, reasons: ['misma razón social'] }, `${IMPORT_MSG.companyExists}: ${same.name}`);
      }
      return validRow(row, v, resolved);
    });
  },

  async write(tx, ctx, batchId, rows, progress) {
    const made = new Map<string, number>();
    const fresh = rows.filter((r) => !r.resolved!.existingId);
    // One company a name: the first row's spelling, and the first address the rows give.
    const byName = new Map<string, CompanyRow>();
    for (const r of fresh) {
      const c = byName.get(norm(r.resolved!.name));
      if (!c) byName.set(norm(r.resolved!.name), { ...r.resolved! });
      else if (!c.address) c.address = r.resolved!.address;
    }
    const names = [...byName.values()];
    const ids = await insertInChunks(names, (chunk) =>
      insertCompanies(
        tx,
        ctx.agencyId,
        chunk.map((c) => ({ name: c.name, description: c.address || null })),
      ),
    );
    names.forEach((c, i) => made.set(norm(c.name), ids[i]!));
    await recordBatch(tx, batchId, 'company', ids);
    const rowIds = rows.map((r) => r.resolved!.existingId ?? made.get(norm(r.resolved!.name))!);
    // Progress by file row: the contacts are a row each (a row without one was done with its company).
    const withContact = rows.flatMap((r, i) => (r.resolved!.contact ? [{ companyId: rowIds[i]!, type: 'COMPANY', ...r.resolved!.contact }] : []));
    const skipped = rows.length - withContact.length;
    const contactIds = await insertInChunks(withContact, (chunk) => insertCompanyContacts(tx, chunk), (n) => progress?.(skipped + n));
    await recordBatch(tx, batchId, 'contact', contactIds);
    return { rowIds };
  },

  worked: (tx, batchId) => companiesWorkedOn(tx, recordsOf(batchId, 'company'), recordsOf(batchId, 'contact')),

  undo: (tx, batchId) => deleteImportedFleetRows(tx, { contacts: recordsOf(batchId, 'contact'), companies: recordsOf(batchId, 'company') }),
};

// ───────────────────────────── fleet leads ─────────────────────────────

interface FleetLeadRow {
  companyName: string;
  companyId?: number;
  contactName: string;
  email: string | null;
  phone: string | null;
  productId: number | null;
  quantity: number;
  /** The lead's own columns as the file gave them, stored as they are: each `read` field of IMPORT_FIELDS.fleetLeads, by its key. */
  details: Record<string, string | number | null>;
}

/** The fleet leads' "same person" rule: equal contact name, e-mail or phone within the same company, a third each. */
async function fleetLeadDuplicates(db: DbOrTx, agencyId: number) {
  const rows = await agencyFleetLeadContacts(db, agencyId);
  const byCompany = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = norm(r.companyName);
    byCompany.set(key, [...(byCompany.get(key) ?? []), r]);
  }
  return (r: FleetLeadRow) => {
    let best: { id: number; name: string; score: number; reasons: string[] } | undefined;
    for (const o of byCompany.get(norm(r.companyName)) ?? []) {
      const reasons = [
        norm(o.contactName) === norm(r.contactName) ? 'mismo nombre' : '',
        r.email && o.email && o.email.toLowerCase() === r.email ? 'mismo correo' : '',
        r.phone && o.phone && intakePhoneDigits(o.phone) === r.phone ? 'mismo teléfono' : '',
      ].filter(Boolean);
      const score = duplicateScore(reasons.length);
      if (reasons.length && (!best || score > best.score)) best = { id: o.id, name: `${o.contactName} (${o.companyName})`, score, reasons };
    }
    return best;
  };
}

/**
 * Fleet leads: the company by name (a new one is created with the batch), the contact as a CONTACTO
 * person of it, the model matched to the catalogue (an unknown one stays in the comments) with its
 * units. The importing leader is the executive, as when they create one and pick themselves.
 */
export const fleetLeadsImport: ImportKindHandler<FleetLeadRow> = {
  kind: 'fleetLeads',
  fields: IMPORT_FIELDS.fleetLeads,
  adf: false,

  async evaluate(ctx, rows) {
    const [catalog, existing, duplicateOf] = await Promise.all([intakeCatalog(ctx.db, ctx.agencyId), agencyCompanies(ctx.db, ctx.agencyId), fleetLeadDuplicates(ctx.db, ctx.agencyId)]);
    return rows.map(({ row, values: v }): EvaluatedRow<FleetLeadRow> => {
      if (!v.companyName) return invalidRow(row, v, 'companyName', FLEET_MSG.allFieldsRequired);
      if (!v.contactName) return invalidRow(row, v, 'contactName', FLEET_MSG.allFieldsRequired);
      if (!v.email && !v.phone) return invalidRow(row, v, 'phone', FLEET_MSG.allFieldsRequired);
      const bad = contactError(v.email!, v.phone!, { email: 'email', phone: 'phone' });
      if (bad) return invalidRow(row, v, bad.field, bad.message);
      const quantity = quantityOf(v.quantity!);
      if (quantity === undefined) return invalidRow(row, v, 'quantity', IMPORT_MSG.quantityMin);
      // The lead's own fields: each declared with its check (IMPORT_FIELDS.fleetLeads' `read`), stored under its key.
      const read = readOwnFields(IMPORT_FIELDS.fleetLeads, v);
      if ('error' in read) return invalidRow(row, v, read.field, read.error);
      const { own } = read;
      const product = v.model ? matchProduct(catalog, v.model) : undefined;
      const notes = [v.comments, v.model && !product ? `Vehículo solicitado: ${v.model} (no está en el catálogo)` : ''].filter(Boolean);
      const resolved: FleetLeadRow = {
        companyName: existing.get(norm(v.companyName))?.name ?? v.companyName,
        companyId: existing.get(norm(v.companyName))?.id,
        contactName: v.contactName,
        email: v.email ? v.email.toLowerCase() : null,
        phone: phoneOf(v.phone!),
        productId: product?.id ?? null,
        quantity,
        details: { ...own, comments: notes.length ? notes.join('\n') : null },
      };
      const dup = duplicateOf(resolved);
      return dup ? duplicateRow(row, v, resolved, dup) : validRow(row, v, resolved);
    });
  },

  async write(tx, ctx, batchId, rows, progress) {
    const companyIds = new Map<string, number>();
    for (const r of rows) if (r.resolved!.companyId) companyIds.set(norm(r.resolved!.companyName), r.resolved!.companyId);
    const missing = [...new Map(rows.filter((r) => !companyIds.has(norm(r.resolved!.companyName))).map((r) => [norm(r.resolved!.companyName), r.resolved!.companyName])).values()];
    const madeCompanies = await insertInChunks(missing, (chunk) =>
      insertCompanies(
        tx,
        ctx.agencyId,
        chunk.map((name) => ({ name })),
      ),
    );
    missing.forEach((name, i) => companyIds.set(norm(name), madeCompanies[i]!));
    await recordBatch(tx, batchId, 'company', madeCompanies);
    const contactIds: number[] = [];
    const rowIds = await insertInChunks(
      rows.map((r) => ({ ...r.resolved!, companyId: companyIds.get(norm(r.resolved!.companyName))! })),
      async (chunk) => {
        const made = await insertImportedFleetLeads(tx, ctx.agencyId, ctx.caller.id, chunk);
        contactIds.push(...made.contactIds);
        return made.ids.map((id) => ({ id }));
      },
      progress,
    );
    await recordBatch(tx, batchId, 'contact', contactIds);
    await recordBatch(tx, batchId, 'leadFleet', rowIds);
    return { rowIds };
  },

  worked: (tx, batchId) => fleetLeadsWorkedOn(tx, recordsOf(batchId, 'leadFleet'), recordsOf(batchId, 'company')),

  undo: (tx, batchId) =>
    deleteImportedFleetRows(tx, { leadFleets: recordsOf(batchId, 'leadFleet'), contacts: recordsOf(batchId, 'contact'), companies: recordsOf(batchId, 'company') }),
};

// ───────────────────────────── prospects ─────────────────────────────

interface ProspectRow {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  position: string;
  productId: number | null;
  quantity: number;
}

/**
 * Fleet prospects: the six fields 'Editar prospecto' requires with its messages, the model matched
 * to the catalogue, unassigned like the web form's. An active prospect of the agency with the same
 * name, e-mail or phone is a probable duplicate (a third each).
 */
export const prospectsImport: ImportKindHandler<ProspectRow> = {
  kind: 'prospects',
  fields: IMPORT_FIELDS.prospects,
  adf: false,

  async evaluate(ctx, rows) {
    const catalog = await intakeCatalog(ctx.db, ctx.agencyId);
    const existing = await activeProspectContacts(ctx.db, ctx.agencyId);
    const index = new Map<string, typeof existing>();
    const put = (k: string, r: (typeof existing)[number]) => index.set(k, [...(index.get(k) ?? []), r]);
    for (const r of existing) {
      put(`n:${norm(`${r.firstName} ${r.lastName}`)}`, r);
      if (r.email) put(`e:${r.email.toLowerCase()}`, r);
      if (r.phone) put(`p:${intakePhoneDigits(r.phone)}`, r);
    }
    return rows.map(({ row, values: v }): EvaluatedRow<ProspectRow> => {
      // 'Editar prospecto''s own rules and messages (both steps); a row may leave the model out (the
      // web form's prospects come without one too), and its quantity defaults to one unit.
      const general = prospectGeneralSchema.safeParse(v);
      if (!general.success) {
        const issue = firstIssue(prospectGeneralSchema, v)!;
        return invalidRow(row, v, issue.field || 'firstName', issue.message);
      }
      const product = v.model ? matchProduct(catalog, v.model) : undefined;
      const quantity = quantityOf(v.quantity!);
      const vehicle = firstIssue(prospectVehicleSchema, { ProductId: v.model ? product?.id : ANY_MODEL_ID, quantity });
      if (vehicle) return invalidRow(row, v, vehicle.field === 'ProductId' ? 'model' : 'quantity', vehicle.message);
      const g = general.data;
      const resolved: ProspectRow = {
        firstName: g.firstName,
        lastName: g.lastName,
        email: g.email.toLowerCase(),
        phone: normalizedProspectPhone(g.phone),
        companyName: g.companyName,
        position: g.position,
        productId: product?.id ?? null,
        quantity: quantity ?? 1,
      };
      const hits = new Map<number, { r: (typeof existing)[number]; reasons: string[] }>();
      const hit = (k: string, reason: string) => {
        for (const r of index.get(k) ?? []) {
          const h = hits.get(r.id) ?? { r, reasons: [] };
          h.reasons.push(reason);
          hits.set(r.id, h);
        }
      };
      hit(`p:${intakePhoneDigits(g.phone)}`, 'mismo teléfono');
      hit(`e:${resolved.email}`, 'mismo correo');
      hit(`n:${norm(`${v.firstName} ${v.lastName}`)}`, 'mismo nombre');
      const best = [...hits.values()].sort((a, b) => b.reasons.length - a.reasons.length || a.r.id - b.r.id)[0];
      if (best) return duplicateRow(row, v, resolved, { id: best.r.id, name: `${best.r.firstName} ${best.r.lastName}`, score: duplicateScore(best.reasons.length), reasons: best.reasons });
      return validRow(row, v, resolved);
    });
  },

  async write(tx, ctx, batchId, rows, progress) {
    const rowIds = await insertInChunks(
      rows,
      (chunk) =>
        insertImportedProspects(
          tx,
          ctx.agencyId,
          ctx.caller.id,
          chunk.map((r) => r.resolved!),
        ),
      progress,
    );
    await recordBatch(tx, batchId, 'prospect', rowIds);
    return { rowIds };
  },

  worked: (tx, batchId) => prospectsWorkedOn(tx, recordsOf(batchId, 'prospect')),

  undo: (tx, batchId) => deleteImportedFleetRows(tx, { prospects: recordsOf(batchId, 'prospect') }),
};
