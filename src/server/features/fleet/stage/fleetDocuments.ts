import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import type { FleetDocumentType } from '../../../../shared/schemas/fleetStage';
import type { fleetDocument } from '../../../../shared/schemas/fleetStageResponses';
import type { Db } from '../../../db/client';
import { leadFleetDocuments, leadFleets } from '../tables';
import { files } from '../../../db/tables/files';
import { notFound } from '../../../lib/httpError';
import { queryRows, type DbOrTx, type Tx } from '../../../lib/queryRows';
import type { Caller } from '../../../identity/auth';
import type { FileStore } from '../../../lib/fileStore';
import { fleetLeadForCaller } from '../fleetAccess';
import { decodeUploads, storeUploads, type NamedUpload } from '../fleetFiles';
import { iso, productJson } from '../sqlJson';

/** A document as its routes answer it (the contract in fleetStageResponses.ts). */
export type FleetDocument = z.output<typeof fleetDocument>;

/** The path a lead document is served at (under /api), checked against the lead on every read. */
export const documentPath = (leadId: number, documentId: number) => `/api/lead-fleet/file/${leadId}/${documentId}`;

export async function documentRows(db: DbOrTx, where: SQL): Promise<(FleetDocument & { createdAt: string })[]> {
  // iso() makes the moment text here, so the all-documents merge can sort on it.
  const rows = await queryRows<Omit<FleetDocument, 'documentUrl' | 'createdAt'> & { createdAt: string }>(
    db,
    sql`SELECT d.id, d.lead_fleet_id AS "LeadFleetId", d.type, d.name, f.mime, ${iso('d.created_at')} AS "createdAt",
          d.quotation_id AS "LeadFleetQuotationId",
          CASE WHEN p.id IS NULL THEN NULL ELSE ${productJson('p')} END AS "Product"
        FROM lead_fleet_documents d JOIN files f ON f.id = d.file_id
        LEFT JOIN lead_fleet_quotations q ON q.id = d.quotation_id LEFT JOIN products p ON p.id = q.product_id
        WHERE ${where} ORDER BY d.created_at DESC, d.id DESC`,
  );
  return rows.map((r) => ({ ...r, documentUrl: documentPath(r.LeadFleetId, r.id) }));
}

/** Files `uploads` as documents of `type` of the lead, inside `tx` (the lead was checked and locked). */
export async function addDocuments(
  tx: Tx,
  blobs: FileStore,
  caller: Caller,
  lead: { id: number; agencyId: number },
  type: FleetDocumentType,
  uploads: readonly NamedUpload[],
  link: { quotationId?: number; deliveryId?: number } = {},
): Promise<number[]> {
  const stored = await storeUploads(tx, blobs, decodeUploads(uploads), { type: 'lead_fleet_document', id: lead.id, agencyId: lead.agencyId });
  const ids: number[] = [];
  for (const s of stored) {
    const [row] = await tx
      .insert(leadFleetDocuments)
      .values({ leadFleetId: lead.id, type, fileId: s.fileId, name: s.name, quotationId: link.quotationId ?? null, deliveryId: link.deliveryId ?? null, userId: caller.id })
      .returning({ id: leadFleetDocuments.id });
    ids.push(row!.id);
  }
  return ids;
}

async function touch(tx: Tx, leadId: number) {
  await tx.update(leadFleets).set({ lastActivityDate: new Date(), updatedAt: new Date() }).where(eq(leadFleets.id, leadId));
}

/** POST /lead-fleet/documents/{leadId} and PATCH /lead-fleet/evidence/{leadId}. */
export async function uploadDocuments(db: Db, blobs: FileStore, caller: Caller, leadId: number, type: FleetDocumentType, uploads: readonly NamedUpload[]): Promise<FleetDocument[]> {
  // Decode first so a bad file is refused before the lead is locked.
  decodeUploads(uploads);
  return db.transaction(async (tx) => {
    const lead = await fleetLeadForCaller(tx, caller, leadId, true);
    const ids = await addDocuments(tx, blobs, caller, lead, type, uploads);
    await touch(tx, leadId);
    return documentRows(tx, sql`d.id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
  });
}

/** GET /lead-fleet/documents/{leadId}?type= ; without a type, the two CIERRE upload types. */
export async function listDocuments(db: Db, caller: Caller, leadId: number, type?: FleetDocumentType): Promise<FleetDocument[]> {
  await fleetLeadForCaller(db, caller, leadId);
  const typeWhere = type ? sql`d.type = ${type}` : sql`d.type IN ('PURCHASE_ORDER', 'TERMS_AND_CONDITIONS')`;
  return documentRows(db, sql`d.lead_fleet_id = ${leadId} AND ${typeWhere}`);
}

/** GET /lead-fleet/all-documents/{leadId}: every lead document plus the test drives' files. */
export async function allDocuments(db: Db, caller: Caller, leadId: number): Promise<FleetDocument[]> {
  await fleetLeadForCaller(db, caller, leadId);
  const docs = await documentRows(db, sql`d.lead_fleet_id = ${leadId}`);
  const activityFiles = await queryRows<{ id: number; activityId: number; kind: string; name: string; mime: string; createdAt: string }>(
    db,
    sql`SELECT af.id, af.activity_id AS "activityId", af.kind, af.name, f.mime, ${iso('af.created_at')} AS "createdAt"
        FROM lead_fleet_activity_files af JOIN lead_fleet_activities a ON a.id = af.activity_id JOIN files f ON f.id = af.file_id
        WHERE a.lead_fleet_id = ${leadId} ORDER BY af.created_at DESC, af.id DESC`,
  );
  const extra: (FleetDocument & { createdAt: string })[] = activityFiles.map((a) => ({
    id: a.id,
    LeadFleetId: leadId,
    type: 'EVIDENCE',
    name: a.name,
    mime: a.mime,
    createdAt: a.createdAt,
    LeadFleetQuotationId: null,
    Product: null,
    documentUrl: activityFilePath(a.activityId, a.id),
    testDriveKind: a.kind,
  }));
  return [...docs, ...extra].sort((x, y) => y.createdAt.localeCompare(x.createdAt));
}

export const activityFilePath = (activityId: number, fileId: number) => `/api/lead-fleet/activity-file/${activityId}/${fileId}`;

export interface ServedFile {
  mime: string;
  name: string;
  bytes: Buffer;
}

async function readFile(db: DbOrTx, blobs: FileStore, fileId: number, name: string): Promise<ServedFile> {
  const [file] = await db.select().from(files).where(eq(files.id, fileId));
  const bytes = file ? await blobs.get(file.path) : undefined;
  if (!file || !bytes) throw notFound(FLEET_MSG.fileNotFound);
  return { mime: file.mime, name, bytes };
}

/** GET /lead-fleet/file/{leadId}/{documentId}: only a document of that lead, only for a caller who may read it. */
export async function serveDocument(db: Db, blobs: FileStore, caller: Caller, leadId: number, documentId: number): Promise<ServedFile> {
  await fleetLeadForCaller(db, caller, leadId);
  const [doc] = await db.select().from(leadFleetDocuments).where(sql`${leadFleetDocuments.id} = ${documentId} AND ${leadFleetDocuments.leadFleetId} = ${leadId}`);
  if (!doc) throw notFound(FLEET_MSG.fileNotFound);
  return readFile(db, blobs, doc.fileId, doc.name);
}

/** GET /lead-fleet/activity-file/{activityId}/{fileId}: a test drive's file, through the activity's lead. */
export async function serveActivityFile(db: Db, blobs: FileStore, caller: Caller, activityId: number, id: number): Promise<ServedFile> {
  const [row] = await queryRows<{ leadId: number; fileId: number; name: string }>(
    db,
    sql`SELECT a.lead_fleet_id AS "leadId", af.file_id AS "fileId", af.name FROM lead_fleet_activity_files af JOIN lead_fleet_activities a ON a.id = af.activity_id
        WHERE af.id = ${id} AND af.activity_id = ${activityId}`,
  );
  if (!row) throw notFound(FLEET_MSG.fileNotFound);
  await fleetLeadForCaller(db, caller, row.leadId);
  return readFile(db, blobs, row.fileId, row.name);
}
