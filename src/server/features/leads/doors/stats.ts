// The leads feature's stats door (issue 52). The dashboards' reads of lead_daily_stats and the first-contact columns (reports, sla), and sla's due leads.
/** The dashboard reports' reads of lead_daily_stats and of the first-contact columns (reports, sla). */
export { firstContactStats, leadModelStats, leadOriginStats, leadPhaseStats, leadStatusStats, type LeadStatsScope } from '../leadDailyStats';
/** sla's job: the leads whose clock is due (a subquery) and the return of a missed first contact to subasta. */
export { dueSlaLeads, returnLeadToSubasta } from '../leadSlaDue';
