import { desc, eq } from 'drizzle-orm';
import type { LeadDetailSection } from '../leads/doors/pipelines';
import { floorVisits } from './tables';

/**
 * floorVisits' section of the lead detail (registered into leads' leadDetailSections in
 * featureWiring.ts): the lead's visits, newest first (the first is the detail's last register), in one query.
 */
export const floorVisitDetailSection: LeadDetailSection<'floorVisits'> = async (db, { lead }) => ({
  FloorRegisters: await db
    .select({ id: floorVisits.id, createdAt: floorVisits.createdAt, type: floorVisits.type, origin: floorVisits.origin })
    .from(floorVisits)
    .where(eq(floorVisits.leadId, lead.id))
    .orderBy(desc(floorVisits.createdAt)),
});
