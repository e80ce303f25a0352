import { sql, type SQL } from 'drizzle-orm';
import { rowsChangeLead, type LeadMergeStep } from '../leads/doors/pipelines';

/** floorVisits' step of a duplicate merge (leads' leadMergeSteps): the secondary's floor visits go to the principal. */
export const floorVisitsMergeStep: LeadMergeStep = rowsChangeLead('floor_visits');

/** Whether the lead (`leadId`, an SQL expression) has a floor visit: an import's lead was worked on. */
export const leadHasFloorVisits = (leadId: SQL): SQL => sql`EXISTS (SELECT 1 FROM floor_visits f WHERE f.lead_id = ${leadId})`;

/** The lead's floor visits as entries of its history (the duplicates comparison's Historial), one UNION arm. */
export const floorVisitHistoryOf = (leadId: SQL): SQL => sql`SELECT 'floorVisit', f.id, f.created_at, f.type, NULL, NULL FROM floor_visits f WHERE f.lead_id = ${leadId}`;
