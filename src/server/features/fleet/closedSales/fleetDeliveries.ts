import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import type { deliveryInput } from '../../../../shared/schemas/fleetStage';
import type { closedSaleDetail as closedSaleDetailSchema, closingChecklist as closingChecklistSchema, fleetDelivery } from '../../../../shared/schemas/fleetStageResponses';
import { CLOSING_CHECKLIST_LABELS } from '../../../../shared/schemas/fleetStage';
import type { Db } from '../../../db/client';
import { leadFleetDeliveries, leadFleetSales, leadFleetSaleVins, leadFleets } from '../tables';
import { badRequest, conflict } from '../../../lib/httpError';
import { queryRows, type DbOrTx } from '../../../lib/queryRows';
import type { Caller } from '../../../identity/auth';
import type { FileStore } from '../../../lib/fileStore';
import { fleetLeadForCaller } from '../fleetAccess';
import { addDocuments, documentRows } from '../stage/fleetDocuments';
import { decodeUploads } from '../fleetFiles';
import { loadFleetLead } from '../leads/fleetLeadQueries';
import { quotationRows } from '../stage/fleetQuotations';
import { iso, productJson } from '../sqlJson';

type FleetDelivery = z.output<typeof fleetDelivery>;
type ClosedSaleDetail = z.output<typeof closedSaleDetailSchema>;
type ClosingChecklist = z.output<typeof closingChecklistSchema>;

async function deliveryRows(db: DbOrTx, where: SQL): Promise<FleetDelivery[]> {
  const rows = await queryRows<Omit<FleetDelivery, 'documents'>>(
    db,
    sql`SELECT d.id, d.lead_fleet_id AS "LeadFleetId", d.product_id AS "ProductId", ${productJson('p')} AS "Product", d.quantity,
          to_char(d.dealer_reunion_date, 'YYYY-MM-DD') AS "dealerReunionDate", d.logistics_details AS "logisticsDetails", d.observations, d.rfc,
          ${iso('d.created_at')} AS "createdAt", s.id AS "LeadFleetSaleId",
          coalesce((SELECT json_agg(v.vin ORDER BY v.id) FROM lead_fleet_sale_vins v WHERE v.lead_fleet_sale_id = s.id), '[]'::json) AS "VINs"
        FROM lead_fleet_deliveries d JOIN products p ON p.id = d.product_id LEFT JOIN lead_fleet_sales s ON s.delivery_id = d.id
        WHERE ${where} ORDER BY d.created_at DESC, d.id DESC`,
  );
  const result: FleetDelivery[] = [];
  for (const r of rows) result.push({ ...r, documents: await documentRows(db, sql`d.delivery_id = ${r.id} AND d.type = 'DELIVERY'`) });
  return result;
}

/**
 * POST /lead-fleet/entrega/{leadId}: the delivery, its documents and the closed sale (lead_fleet_sales
 * with its VINs) in one transaction (the feature README's Decisions). A VIN already sold answers 409.
 */
export async function createDelivery(db: Db, blobs: FileStore, caller: Caller, leadId: number, v: z.output<typeof deliveryInput>): Promise<FleetDelivery> {
  decodeUploads(v.documents);
  try {
    return await insertDelivery(db, blobs, caller, leadId, v);
  } catch (error) {
    // Two deliveries racing for the same VIN: the unique index decides, the loser gets the 409.
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw conflict(FLEET_MSG.vinTaken);
    throw error;
  }
}

async function insertDelivery(db: Db, blobs: FileStore, caller: Caller, leadId: number, v: z.output<typeof deliveryInput>): Promise<FleetDelivery> {
  return db.transaction(async (tx) => {
    const lead = await fleetLeadForCaller(tx, caller, leadId, true);
    const [product] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM products WHERE id = ${v.ProductId}`);
    if (!product) throw badRequest(FLEET_MSG.allFieldsNeeded);
    const taken = await queryRows<{ vin: string }>(tx, sql`SELECT vin FROM lead_fleet_sale_vins WHERE vin IN (${sql.join(v.VINs.map((x) => sql`${x}`), sql`, `)})`);
    if (taken.length) throw conflict(FLEET_MSG.vinTaken);
    const [delivery] = await tx
      .insert(leadFleetDeliveries)
      .values({
        leadFleetId: leadId,
        userId: caller.id,
        productId: v.ProductId,
        quantity: v.quantity,
        dealerReunionDate: (v.dealerReunionDate as string).slice(0, 10),
        logisticsDetails: v.logisticsDetails,
        observations: v.observations,
        rfc: v.rfc,
      })
      .returning({ id: leadFleetDeliveries.id });
    await addDocuments(tx, blobs, caller, lead, 'DELIVERY', v.documents, { deliveryId: delivery!.id });
    const [sale] = await tx
      .insert(leadFleetSales)
      .values({ leadFleetId: leadId, agencyId: lead.agencyId, deliveryId: delivery!.id, productId: v.ProductId, quantity: v.quantity, userId: lead.userId })
      .returning({ id: leadFleetSales.id });
    await tx.insert(leadFleetSaleVins).values(v.VINs.map((vin) => ({ leadFleetSaleId: sale!.id, vin })));
    await tx.update(leadFleets).set({ lastActivityDate: new Date(), updatedAt: new Date() }).where(eq(leadFleets.id, leadId));
    const [row] = await deliveryRows(tx, sql`d.id = ${delivery!.id}`);
    return row!;
  });
}

export async function listDeliveries(db: Db, caller: Caller, leadId: number): Promise<FleetDelivery[]> {
  await fleetLeadForCaller(db, caller, leadId);
  return deliveryRows(db, sql`d.lead_fleet_id = ${leadId}`);
}

/** GET /lead-fleet/data/closed-sales/{id} (the lead's id): the lead, its sold units with VINs and its quotations. */
export async function closedSaleDetail(db: Db, caller: Caller, leadId: number): Promise<ClosedSaleDetail> {
  await fleetLeadForCaller(db, caller, leadId);
  const lead = await loadFleetLead(db, leadId);
  const sales = await queryRows<ClosedSaleDetail['sales'][number]>(
    db,
    sql`SELECT s.id, s.quantity, ${productJson('p')} AS "Product", ${iso('s.created_at')} AS "createdAt",
          coalesce((SELECT json_agg(json_build_object('id', v.id, 'VIN', v.vin) ORDER BY v.id) FROM lead_fleet_sale_vins v WHERE v.lead_fleet_sale_id = s.id), '[]'::json) AS "LeadFleetSaleVINs"
        FROM lead_fleet_sales s JOIN products p ON p.id = s.product_id WHERE s.lead_fleet_id = ${leadId} ORDER BY s.created_at, s.id`,
  );
  return { lead, sales, quotations: await quotationRows(db, sql`q.lead_fleet_id = ${leadId}`) };
}

/** GET /lead-fleet/data/closing-checklist/{leadId}: CIERRE's fifth sub-section (the feature README's Decisions). */
export async function closingChecklist(db: Db, caller: Caller, leadId: number): Promise<ClosingChecklist> {
  await fleetLeadForCaller(db, caller, leadId);
  const [c] = await queryRows<{ q: number; po: number; tc: number; d: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM lead_fleet_quotations WHERE lead_fleet_id = ${leadId}) AS q,
          (SELECT count(*)::int FROM lead_fleet_documents WHERE lead_fleet_id = ${leadId} AND type = 'PURCHASE_ORDER') AS po,
          (SELECT count(*)::int FROM lead_fleet_documents WHERE lead_fleet_id = ${leadId} AND type = 'TERMS_AND_CONDITIONS') AS tc,
          (SELECT count(*)::int FROM lead_fleet_deliveries WHERE lead_fleet_id = ${leadId}) AS d`,
  );
  const counts = { QUOTATION: c!.q, PURCHASE_ORDER: c!.po, TERMS_AND_CONDITIONS: c!.tc, DELIVERY: c!.d };
  const items = (Object.keys(counts) as (keyof typeof counts)[]).map((key) => ({ key, label: CLOSING_CHECKLIST_LABELS[key], count: counts[key], done: counts[key] > 0 }));
  return { items, complete: items.every((i) => i.done) };
}
