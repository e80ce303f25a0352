import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import type { FleetLead } from '../../../../shared/schemas/fleetLead';
import type { dealerAddInput } from '../../../../shared/schemas/fleetStage';
import type { Db } from '../../../db/client';
import { leadFleetAgencies, leadFleets } from '../tables';
import { badRequest, conflict } from '../../../lib/httpError';
import { queryRows } from '../../../lib/queryRows';
import type { Caller } from '../../../identity/auth';
import { fleetLeadForCaller } from '../fleetAccess';
import { recordFleetEvent } from '../fleetEvents';
import { loadFleetLead } from '../leads/fleetLeadQueries';

/** PATCH /lead-fleet/{id} {accountInvestigationRealized}: the 'Investigación de cuenta' checkbox. */
export async function setInvestigation(db: Db, caller: Caller, leadId: number, realized: boolean): Promise<FleetLead> {
  return db.transaction(async (tx) => {
    await fleetLeadForCaller(tx, caller, leadId, true);
    await tx.update(leadFleets).set({ accountInvestigationRealized: realized, updatedAt: new Date(), lastActivityDate: new Date() }).where(eq(leadFleets.id, leadId));
    await recordFleetEvent(tx, leadId, caller.id, 'EDITED', { detail: realized ? 'Investigación de cuenta realizada' : 'Investigación de cuenta pendiente' });
    return loadFleetLead(tx, leadId);
  });
}

/** PATCH /lead-fleet/dealer/{leadId}: adds a store (any active agency, like the lead wizard) with its contact. */
export async function addDealer(db: Db, caller: Caller, leadId: number, v: z.output<typeof dealerAddInput>): Promise<FleetLead> {
  return db.transaction(async (tx) => {
    await fleetLeadForCaller(tx, caller, leadId, true);
    const [agency] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM agencies WHERE id = ${v.AgencyId} AND active`);
    if (!agency) throw badRequest(FLEET_MSG.selectAgency);
    const [dup] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM lead_fleet_agencies WHERE lead_fleet_id = ${leadId} AND agency_id = ${v.AgencyId}`);
    if (dup) throw conflict(FLEET_MSG.dealerExists);
    await tx.insert(leadFleetAgencies).values({ leadFleetId: leadId, agencyId: v.AgencyId, contactName: v.name, contactPhone: v.phone, contactEmail: v.email });
    await tx.update(leadFleets).set({ updatedAt: new Date(), lastActivityDate: new Date() }).where(eq(leadFleets.id, leadId));
    await recordFleetEvent(tx, leadId, caller.id, 'EDITED', { detail: `Dealer agregado: ${v.name}` });
    return loadFleetLead(tx, leadId);
  });
}
