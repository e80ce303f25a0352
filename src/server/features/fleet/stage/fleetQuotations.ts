import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { computeQuotationAmount } from '../../../../shared/domain/quotationAmount';
import type { quotationInput } from '../../../../shared/schemas/fleetStage';
import type { fleetQuotation } from '../../../../shared/schemas/fleetStageResponses';
import type { Db } from '../../../db/client';
import { leadFleetQuotations, leadFleets } from '../tables';
import { badRequest, notFound } from '../../../lib/httpError';
import { queryRows, type DbOrTx } from '../../../lib/queryRows';
import type { Caller } from '../../../identity/auth';
import type { FileStore } from '../../../lib/fileStore';
import { fleetLeadForCaller } from '../fleetAccess';
import { addDocuments, documentRows } from './fleetDocuments';
import { decodeUploads } from '../fleetFiles';
import { iso, productJson, userJson } from '../sqlJson';
import { renderQuotationPdf } from './quotationPdf';

export const quotationPdfPath = (leadId: number, id: number) => `/api/lead-fleet/cotizacion/${leadId}/${id}/pdf`;

/** A quotation as its routes answer it (the contract in fleetStageResponses.ts). */
export type FleetQuotation = z.output<typeof fleetQuotation>;

type Row = Omit<FleetQuotation, 'documentUrl' | 'documents' | 'publicPrice' | 'chargerAmount' | 'finalAmount'>;

export async function quotationRows(db: DbOrTx, where: SQL, tail: SQL = sql``): Promise<FleetQuotation[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT q.id, q.lead_fleet_id AS "LeadFleetId", q.product_id AS "ProductId", ${productJson('p')} AS "Product",
          q.public_price_centavos AS "publicPriceCentavos", q.discount_percentage AS "discountPercentage",
          q.discount_absorbed_by_dealer AS "discountAbsorbedByDealer", q.discount_absorbed_by_manufacturer AS "discountAbsorbedByManufacturer",
          q.quantity, q.has_charger AS "hasCharger", q.charger_amount_centavos AS "chargerAmountCentavos", q.final_amount_centavos AS "finalAmountCentavos",
          q.comments, q.status, ${iso('q.created_at')} AS "createdAt", ${userJson('u')} AS "User"
        FROM lead_fleet_quotations q JOIN products p ON p.id = q.product_id LEFT JOIN users u ON u.id = q.user_id
        WHERE ${where} ORDER BY q.created_at DESC, q.id DESC ${tail}`,
  );
  if (!rows.length) return [];
  const docs = await documentRows(db, sql`d.quotation_id IN (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)})`);
  return rows.map((r) => {
    // bigint and numeric columns come back as strings on some drivers.
    const n = (v: unknown) => Number(v);
    const own = docs.filter((d) => d.LeadFleetQuotationId === r.id);
    return {
      ...r,
      publicPriceCentavos: n(r.publicPriceCentavos),
      discountPercentage: n(r.discountPercentage),
      discountAbsorbedByDealer: n(r.discountAbsorbedByDealer),
      discountAbsorbedByManufacturer: n(r.discountAbsorbedByManufacturer),
      chargerAmountCentavos: n(r.chargerAmountCentavos),
      finalAmountCentavos: n(r.finalAmountCentavos),
      status: n(r.status),
      publicPrice: n(r.publicPriceCentavos) / 100,
      chargerAmount: n(r.chargerAmountCentavos) / 100,
      finalAmount: n(r.finalAmountCentavos) / 100,
      documents: own,
      documentUrl: own[own.length - 1]?.documentUrl ?? quotationPdfPath(r.LeadFleetId, r.id),
    };
  });
}

/** POST /lead-fleet/cotizacion/{leadId}: the figures are recomputed here; the client's finalAmount is ignored. */
export async function createQuotation(db: Db, blobs: FileStore, caller: Caller, leadId: number, v: z.output<typeof quotationInput>): Promise<FleetQuotation> {
  const amount = computeQuotationAmount({
    publicPriceCentavos: Math.round((v.publicPrice as number) * 100),
    quantity: v.quantity,
    discountPercentage: v.discountPercentage,
    discountAbsorbedByDealer: v.discountAbsorbedByDealer,
    discountAbsorbedByManufacturer: v.discountAbsorbedByManufacturer,
    hasCharger: v.hasCharger,
    chargerAmountCentavos: v.chargerAmount === undefined ? 0 : Math.round(v.chargerAmount * 100),
  });
  if (amount.finalAmountCentavos <= 0 || (v.publicPrice as number) <= 0) throw badRequest(FLEET_MSG.allFieldsNeeded);
  decodeUploads(v.documents);
  return db.transaction(async (tx) => {
    const lead = await fleetLeadForCaller(tx, caller, leadId, true);
    const [product] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM products WHERE id = ${v.ProductId}`);
    if (!product) throw badRequest(FLEET_MSG.allFieldsNeeded);
    const [row] = await tx
      .insert(leadFleetQuotations)
      .values({
        leadFleetId: leadId,
        userId: caller.id,
        productId: v.ProductId,
        publicPriceCentavos: Math.round((v.publicPrice as number) * 100),
        discountPercentage: amount.discountPercentage,
        discountAbsorbedByDealer: amount.discountAbsorbedByDealer,
        discountAbsorbedByManufacturer: amount.discountAbsorbedByManufacturer,
        quantity: v.quantity,
        hasCharger: v.hasCharger,
        chargerAmountCentavos: amount.chargerAmountCentavos,
        finalAmountCentavos: amount.finalAmountCentavos,
        comments: v.comments,
        status: v.status,
      })
      .returning({ id: leadFleetQuotations.id });
    if (v.documents.length) await addDocuments(tx, blobs, caller, lead, 'QUOTATION', v.documents, { quotationId: row!.id });
    await tx.update(leadFleets).set({ lastActivityDate: new Date(), updatedAt: new Date() }).where(eq(leadFleets.id, leadId));
    const [q] = await quotationRows(tx, sql`q.id = ${row!.id}`);
    return q!;
  });
}

export async function listQuotations(db: Db, caller: Caller, leadId: number, latest?: number): Promise<FleetQuotation[]> {
  await fleetLeadForCaller(db, caller, leadId);
  return quotationRows(db, sql`q.lead_fleet_id = ${leadId}`, latest ? sql`LIMIT ${latest}` : sql``);
}

/** The rendered PDF of quotation `id`, read through its lead (404 'No se encontró el archivo' when it is not the caller's). */
export async function quotationPdf(db: Db, caller: Caller, id: number, leadId?: number): Promise<Buffer> {
  const [q] = await queryRows<{
    id: number;
    leadId: number;
    agencyName: string;
    agencyAddress: string;
    companyName: string;
    contactName: string;
    executive: string | null;
    product: string;
    publicPriceCentavos: string | number;
    quantity: number;
    discountPercentage: string | number;
    discountAbsorbedByDealer: string | number;
    discountAbsorbedByManufacturer: string | number;
    hasCharger: boolean;
    chargerAmountCentavos: string | number;
    comments: string | null;
    createdAt: string;
  }>(
    db,
    sql`SELECT q.id, q.lead_fleet_id AS "leadId", a.name AS "agencyName",
          a.street || ' ' || a.exterior_number || ', ' || a.suburb || ', ' || a.city || ', C.P. ' || a.postal_code AS "agencyAddress",
          c.name AS "companyName", l.contact_name AS "contactName",
          CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS executive,
          concat_ws(' ', p.name, p.version, p.transmission, p.model) AS product,
          q.public_price_centavos AS "publicPriceCentavos", q.quantity, q.discount_percentage AS "discountPercentage",
          q.discount_absorbed_by_dealer AS "discountAbsorbedByDealer", q.discount_absorbed_by_manufacturer AS "discountAbsorbedByManufacturer",
          q.has_charger AS "hasCharger", q.charger_amount_centavos AS "chargerAmountCentavos", q.comments, ${iso('q.created_at')} AS "createdAt"
        FROM lead_fleet_quotations q JOIN lead_fleets l ON l.id = q.lead_fleet_id JOIN agencies a ON a.id = l.agency_id
        JOIN companies c ON c.id = l.company_id JOIN products p ON p.id = q.product_id LEFT JOIN users u ON u.id = q.user_id
        WHERE q.id = ${id}`,
  );
  if (!q || (leadId !== undefined && q.leadId !== leadId)) throw notFound(FLEET_MSG.fileNotFound);
  try {
    await fleetLeadForCaller(db, caller, q.leadId);
  } catch {
    throw notFound(FLEET_MSG.fileNotFound);
  }
  // The PDF shows the same arithmetic the API stored (recomputed from the stored figures).
  const amount = computeQuotationAmount({
    publicPriceCentavos: Number(q.publicPriceCentavos),
    quantity: q.quantity,
    discountPercentage: Number(q.discountPercentage),
    discountAbsorbedByDealer: Number(q.discountAbsorbedByDealer),
    discountAbsorbedByManufacturer: Number(q.discountAbsorbedByManufacturer),
    hasCharger: q.hasCharger,
    chargerAmountCentavos: Number(q.chargerAmountCentavos),
  });
  return renderQuotationPdf({
    ...q,
    publicPriceCentavos: Number(q.publicPriceCentavos),
    ...amount,
    hasCharger: q.hasCharger,
    createdAt: new Date(q.createdAt),
  });
}
