import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { unitsWord } from '../../../../shared/domain/paging';
import type { LeadFleetProduct, leadProductInput } from '../../../../shared/schemas/fleetLead';
import type { Db } from '../../../db/client';
import { leadFleetProducts } from '../tables';
import { conflict, notFound } from '../../../lib/httpError';
import { queryRows, type Tx } from '../../../lib/queryRows';
import type { Caller } from '../../../identity/auth';
import { fleetLeadForCaller } from '../fleetAccess';
import { recordFleetEvent } from '../fleetEvents';
import { leadProducts } from './fleetLeadQueries';
import { assertProductColors, refreshTotalQuantity } from './fleetLeadWrite';

type Values = z.output<typeof leadProductInput>;

/** The product row, after checking its lead against the caller (404 otherwise). */
async function productForCaller(tx: Tx, caller: Caller, id: number) {
  const [row] = await tx.select().from(leadFleetProducts).where(eq(leadFleetProducts.id, id));
  if (!row) throw notFound();
  await fleetLeadForCaller(tx, caller, row.leadFleetId, true);
  return row;
}

async function loadOne(tx: Tx, id: number): Promise<LeadFleetProduct> {
  const [row] = await leadProducts(tx, sql`lp.id = ${id}`);
  if (!row) throw notFound();
  return row;
}

/** 'JAC Sei4 Pro Connect · Blanco Perla · 5 unidades' for the Historial. */
async function describe(tx: Tx, productId: number, colorId: number | null, quantity: number): Promise<string> {
  const [row] = await queryRows<{ name: string; color: string | null }>(
    tx,
    sql`SELECT p.name || ' ' || p.version AS name, (SELECT pc.name FROM product_colors pc WHERE pc.id = ${colorId}) AS color FROM products p WHERE p.id = ${productId}`,
  );
  return [row?.name ?? '', row?.color, unitsWord(quantity)].filter(Boolean).join(' · ');
}

export async function addLeadProduct(db: Db, caller: Caller, leadId: number, v: Values): Promise<LeadFleetProduct> {
  return db.transaction(async (tx) => {
    await fleetLeadForCaller(tx, caller, leadId, true);
    await assertProductColors(tx, [v]);
    const [row] = await tx
      .insert(leadFleetProducts)
      .values({ leadFleetId: leadId, productId: v.ProductId, productColorId: v.ProductColorId, quantity: v.quantity })
      .returning({ id: leadFleetProducts.id });
    await refreshTotalQuantity(tx, leadId);
    await recordFleetEvent(tx, leadId, caller.id, 'PRODUCT_ADDED', { detail: await describe(tx, v.ProductId, v.ProductColorId, v.quantity) });
    return loadOne(tx, row!.id);
  });
}

export async function updateLeadProduct(db: Db, caller: Caller, id: number, v: Values): Promise<LeadFleetProduct> {
  return db.transaction(async (tx) => {
    const row = await productForCaller(tx, caller, id);
    await assertProductColors(tx, [v]);
    await tx.update(leadFleetProducts).set({ productId: v.ProductId, productColorId: v.ProductColorId, quantity: v.quantity }).where(eq(leadFleetProducts.id, id));
    await refreshTotalQuantity(tx, row.leadFleetId);
    await recordFleetEvent(tx, row.leadFleetId, caller.id, 'PRODUCT_EDITED', { detail: await describe(tx, v.ProductId, v.ProductColorId, v.quantity) });
    return loadOne(tx, id);
  });
}

/** The lead's only product stays: 'No puedes eliminar el único producto de la flotilla'. */
export async function deleteLeadProduct(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await productForCaller(tx, caller, id);
    const [n] = await tx.select({ n: count() }).from(leadFleetProducts).where(eq(leadFleetProducts.leadFleetId, row.leadFleetId));
    if (Number(n?.n ?? 0) <= 1) throw conflict(FLEET_MSG.onlyProduct);
    await tx.delete(leadFleetProducts).where(and(eq(leadFleetProducts.id, id)));
    await refreshTotalQuantity(tx, row.leadFleetId);
    await recordFleetEvent(tx, row.leadFleetId, caller.id, 'PRODUCT_DELETED', {
      detail: await describe(tx, row.productId, row.productColorId, row.quantity),
    });
  });
}
