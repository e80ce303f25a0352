import { sql, type SQL } from 'drizzle-orm';
import { rowsChangeLead, type LeadMergeStep } from '../leads/doors/pipelines';

/** sales' step of a duplicate merge (leads' leadMergeSteps): the secondary's sales and VINs go to the principal. */
export const salesMergeStep: LeadMergeStep = rowsChangeLead('sales', 'sale_vins');

/** Whether the lead (`leadId`, an SQL expression) has a sale: an import's lead was worked on. */
export const leadHasSales = (leadId: SQL): SQL => sql`EXISTS (SELECT 1 FROM sales s WHERE s.lead_id = ${leadId})`;
