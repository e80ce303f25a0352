import { and, desc, eq, inArray } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { can } from '../../../shared/domain/permissions';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden } from '../../lib/httpError';
import type { Caller } from '../../identity/auth';
import { currentInterestQuantity, leadForCaller } from '../leads';
import { releaseVins, takeStoreVins } from '../inventory';
import { sales, saleVins } from './tables';

/**
 * POST /sale/vin/{leadId}: as many VINs as the current interest's units, each available ('store')
 * in a store of the lead's agency. They become 'sold'; VINs chosen before are released.
 * The conditional UPDATE … WHERE status = 'store' means two leads cannot take the same VIN.
 */
export async function assignSaleVins(db: Db, caller: Caller, leadId: number, vins: string[]) {
  if (!can(caller.role, 'lead:saleData')) throw forbidden();
  const wanted = [...new Set(vins.map((v) => v.trim().toUpperCase()).filter(Boolean))];
  return db.transaction(async (tx) => {
    const lead = await leadForCaller(tx, caller, leadId, true);
    if (lead.phase !== 'en-cierre' && lead.phase !== 'cerrado') throw conflict(MSG.leadPhaseNotAllowed);
    if (wanted.length !== (await currentInterestQuantity(tx, leadId)) || wanted.length !== vins.length) throw badRequest(MSG.vinCountMismatch);
    const previous = await tx.select({ vin: saleVins.vin, saleId: saleVins.saleId }).from(saleVins).where(eq(saleVins.leadId, leadId));
    const release = previous.map((p) => p.vin).filter((v) => !wanted.includes(v));
    if (release.length) {
      await releaseVins(tx, release);
      await tx.delete(saleVins).where(and(eq(saleVins.leadId, leadId), inArray(saleVins.vin, release)));
    }
    const fresh = wanted.filter((v) => !previous.some((p) => p.vin === v));
    if (fresh.length) {
      const taken = await takeStoreVins(tx, fresh, lead.agencyId);
      if (taken.length !== fresh.length) throw badRequest(MSG.vinUnavailable);
      // A lead already reported (cerrado) links its VINs to its sale straight away.
      const [sale] = lead.phase === 'cerrado' ? await tx.select({ id: sales.id }).from(sales).where(eq(sales.leadId, leadId)).orderBy(desc(sales.id)).limit(1) : [];
      const saleId = sale?.id ?? null;
      await tx.insert(saleVins).values(fresh.map((vin) => ({ leadId, vin, saleId })));
    }
    return tx.select({ id: saleVins.id, vin: saleVins.vin, SaleId: saleVins.saleId }).from(saleVins).where(eq(saleVins.leadId, leadId)).orderBy(saleVins.id);
  });
}
