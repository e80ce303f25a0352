import { and, eq, or } from 'drizzle-orm';
import type { LeadDetailSection } from '../leads/doors/pipelines';
import { duplicatePairs } from './tables';

/**
 * duplicates' section of the lead detail (registered into leads' leadDetailSections in
 * featureWiring.ts): whether the lead is in an open pair, either side, in one query.
 */
export const duplicateDetailSection: LeadDetailSection<'duplicates'> = async (db, { lead }) => {
  const open = await db
    .select({ id: duplicatePairs.id })
    .from(duplicatePairs)
    .where(and(eq(duplicatePairs.status, 'OPEN'), or(eq(duplicatePairs.leadId, lead.id), eq(duplicatePairs.matchedId, lead.id))))
    .limit(1);
  return { duplicados: open.length > 0 };
};
