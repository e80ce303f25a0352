import { sql, type SQL } from 'drizzle-orm';
import { rowsChangeLead, type LeadMergeStep } from '../leads/doors/pipelines';

/** notifications' step of a duplicate merge (leads' leadMergeSteps): the secondary's notifications go to the principal. */
export const notificationsMergeStep: LeadMergeStep = rowsChangeLead('notifications');

/** Whether the lead (`leadId`, an SQL expression) has a notification besides its NEW_LEAD one: an import's lead was worked on. */
export const leadHasNoticesBeyondNew = (leadId: SQL): SQL => sql`EXISTS (SELECT 1 FROM notifications n WHERE n.lead_id = ${leadId} AND n.type <> 'NEW_LEAD')`;
