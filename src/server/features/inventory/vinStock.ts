import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/queryRows';
import { inventoryStores, inventoryVins } from './tables';

/** VINs a lead let go go back to the store (sales' VIN assignment). */
export async function releaseVins(tx: Tx, vins: readonly string[]): Promise<void> {
  await tx.update(inventoryVins).set({ status: 'store' }).where(inArray(inventoryVins.vin, [...vins]));
}

/**
 * Marks sold those of `vins` that are available ('store') in a store of the agency, and returns
 * them: the conditional UPDATE … WHERE status = 'store' means two leads cannot take the same VIN.
 */
export async function takeStoreVins(tx: Tx, vins: readonly string[], agencyId: number): Promise<{ vin: string }[]> {
  return tx
    .update(inventoryVins)
    .set({ status: 'sold' })
    .where(
      and(
        inArray(inventoryVins.vin, [...vins]),
        eq(inventoryVins.status, 'store'),
        inArray(inventoryVins.storeId, sql`(SELECT ${inventoryStores.id} FROM ${inventoryStores} WHERE ${inventoryStores.agencyId} = ${agencyId})`),
      ),
    )
    .returning({ vin: inventoryVins.vin });
}
