// The leads feature's listJoin door (issue 52). What another feature's list or look-up reads of its rows' lead, in its own single statement: the joins,
// the name search, the client pickers, the palette's search, the lead's history as a detail shows it.
/** What another feature's list query joins, selects and searches of its rows' lead, in its own single statement. */
export { joinCountedLead, joinLead, joinLiveLead, leadColumns, leadContactMatches, leadListJoin, leadNameSearch, leadSummaryJson } from '../leadListJoin';
/** Lead look-ups of other features' forms: the agenda's client picker, the floor-visit wizard's search. */
export { leadsMatchingContact, searchLeadsOfAgency } from '../leadLookups';
/** The lead's phase changes and activities as another feature's detail shows them (the sale detail). */
export { leadActivityHistory, leadPhaseHistory, type LeadActivityHistoryRow, type LeadPhaseHistoryRow } from '../leadHistory';
/** The palette's search of retail leads (issue 43), under the lead list's rule and the subasta mask. */
export { searchLeads } from '../leadSearch';
