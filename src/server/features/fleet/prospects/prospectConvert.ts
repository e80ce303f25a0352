import { and, eq, inArray } from 'drizzle-orm';
import { PROSPECT_MSG } from '../../../../shared/domain/prospectMessages';
import { can } from '../../../../shared/domain/permissions';
import type { Convert } from '../../../../shared/schemas/fleetProspect';
import type { Db } from '../../../db/client';
import { companies, companyContactPeople, leadFleetAgencies, leadFleetClasifications, leadFleetEvents, leadFleetOrigins, leadFleetProducts, leadFleetProspects } from '../tables';
import { agencies, roles, userAgencies, users } from '../../../db/tables/org';
import { badRequest, conflict } from '../../../lib/httpError';
import type { Tx } from '../../../lib/queryRows';
import type { Caller } from '../../../identity/auth';
import { detailColumns, insertFleetLeads } from '../leads/fleetLeadWrite';
import { prospectForCaller } from './prospectAccess';
import { recordProspectEvent } from './prospectEvents';

const OWNER_ROLES = ['fleet-executive', 'fleet-coordinator', 'fleet-manager'];

/**
 * 'Convertir': one transaction creates the fleet lead (the prospect's vehicle and quantity, the
 * chosen company, origin, stores and classification), its contact person, and marks the prospect
 * converted. A fleet-executive cannot choose the advisor: they become the owner (spec §6).
 */
export async function convertProspect(db: Db, caller: Caller, id: number, body: Convert): Promise<number> {
  const choosesAdvisor = can(caller.role, 'fleet:chooseAdvisor');
  return db.transaction(async (tx) => {
    const prospect = await prospectForCaller(tx, caller, id, true);
    if (!prospect.active) throw conflict(PROSPECT_MSG.inactive);
    if (prospect.convertedToLeadAt) throw conflict(PROSPECT_MSG.alreadyConverted);
    if (!prospect.productId) throw badRequest(PROSPECT_MSG.selectModel);

    const [company] = await tx.select().from(companies).where(eq(companies.id, body.companyId));
    const companyVisible =
      company &&
      company.agencyId === prospect.agencyId &&
      (caller.role !== 'fleet-executive' || company.userId === caller.id);
    if (!companyVisible) throw badRequest(PROSPECT_MSG.requiredFields);
    await mustExist(tx, leadFleetOrigins, body.origin);
    await mustExist(tx, leadFleetClasifications, body.classification);
    // The route requires the advisor of a caller who chooses one (convertSchema(true)).
    const chosen = choosesAdvisor ? body.userId : undefined;
    const ownerId = chosen ? await assignableOwner(tx, caller, chosen, prospect.agencyId) : caller.id;
    const storeIds = [...new Set(body.agencies.map((a) => a.id))];
    if (storeIds.length) {
      const found = await tx.select({ id: agencies.id }).from(agencies).where(inArray(agencies.id, storeIds));
      if (found.length !== storeIds.length) throw badRequest(PROSPECT_MSG.requiredFields);
    }

    const contactName = `${prospect.firstName} ${prospect.lastName}`;
    const [contact] = await tx
      .insert(companyContactPeople)
      .values({ companyId: company.id, type: 'CONTACTO', name: contactName, phone: prospect.phone, email: prospect.email, position: prospect.position })
      .returning({ id: companyContactPeople.id });
    const [leadId] = await insertFleetLeads(tx, [
      {
        ...detailColumns({ comments: body.comments || undefined, LeadFleetClasificationId: body.classification }),
        agencyId: prospect.agencyId,
        companyId: company.id,
        companyContactPersonId: contact!.id,
        contactName,
        email: prospect.email,
        phone: prospect.phone,
        companyName: company.name,
        userId: ownerId,
        leadFleetOriginId: body.origin,
        totalQuantity: prospect.quantity,
      },
    ]);
    if (leadId === undefined) throw conflict(PROSPECT_MSG.requiredFields);
    await tx.insert(leadFleetProducts).values({ leadFleetId: leadId, productId: prospect.productId, productColorId: prospect.productColorId, quantity: prospect.quantity });
    if (body.agencies.length) {
      await tx.insert(leadFleetAgencies).values(
        body.agencies.map((a) => ({ leadFleetId: leadId, agencyId: a.id, contactName: a.contactName, contactPhone: a.contactPhone, contactEmail: a.contactEmail })),
      );
    }
    await tx.insert(leadFleetEvents).values({ leadFleetId: leadId, userId: caller.id, action: 'created', newPhase: '1ER_CONTACTO', detail: `Convertido desde el prospecto #${prospect.id}` });
    await tx
      .update(leadFleetProspects)
      .set({ convertedToLeadAt: new Date(), leadFleetId: leadId, userId: ownerId, updatedAt: new Date() })
      .where(eq(leadFleetProspects.id, prospect.id));
    await recordProspectEvent(tx, prospect.id, caller.id, 'converted', `Lead #${leadId}`);
    return leadId;
  });
}

async function mustExist(tx: Tx, table: typeof leadFleetOrigins | typeof leadFleetClasifications, id: number): Promise<void> {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw badRequest(PROSPECT_MSG.requiredFields);
}

/** The advisor: an active fleet user of the prospect's agency, or the admin converting it. */
async function assignableOwner(tx: Tx, caller: Caller, userId: number, agencyId: number): Promise<number> {
  if (caller.role === 'admin' && userId === caller.id) return userId;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(userAgencies, and(eq(userAgencies.userId, users.id), eq(userAgencies.agencyId, agencyId)))
    .where(and(eq(users.id, userId), eq(users.active, true), inArray(roles.slug, OWNER_ROLES)));
  if (!row) throw badRequest(PROSPECT_MSG.requiredFields);
  return row.id;
}
