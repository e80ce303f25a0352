// The leads feature's door (issue 41): its routes under /api, the contact mask app.ts installs, the
// seed, the lead write pipeline other features contribute steps to, and what they read of a lead.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../lib/zodApp';
import { leadActivityRoutes } from './activityRoutes';
import { leadInterestRoutes } from './interestRoutes';
import { leadListRoutes } from './leadListRoutes';
import { leadRoutes } from './leadRoutes';
import { leadOriginRoutes } from './originRoutes';

export {
  leadWrites,
  type LeadContactStep,
  type LeadContactDataStep,
  type LeadBulkStep,
  type ClosingLead,
  type LeadCloser,
  type LeadNotice,
  type LeadNoticeType,
  type LeadNotifier,
  type NewLeadContribution,
  type NewLeadDraft,
  type NewLeadStep,
} from './leadWrites';
export {
  leadDetailSections,
  type LeadDetailContext,
  type LeadDetailParts,
  type LeadDetailSection,
  type LeadDetailSectionName,
} from './leadDetailSections';
export { installContactMask, maskForRole, masksSubastaContacts } from './contactMask';
/** A first contact (or a follow-up) made through another channel: WhatsApp (issue 53). */
export { recordLeadContactBy } from './leadFirstContact';
/** PATCH /lead/{id}'s reassignment (lead:reassign, assignable owner, subasta → 1er contacto, the notice): the WhatsApp inbox's 'Asignar'. */
export { patchLead } from './leadUpdate';
export { leadContactsOf, leadPeopleOf, leadForCaller, leadIdsWithContact, liveLeadOwner, lockLiveLeadOfAgency, setLeadSlaColumns, type Lead, type LeadSlaColumns } from './leadAccess';
export { agencyRuleInput } from './leadCreate';
export { handLeadsTo, lockOpenLeadsOf, releaseLeads, type OpenLead } from './leadHandover';
export { currentInterestQuantity } from './leadInterest';
export { seedRetail } from './seedRetail';
export { countedLead, leadOwnerOf, leadScope, liveLead, notBlockedLead } from './leadScope';
/** The lead list's filter schema: a saved view of the list is checked by it (issue 43). */
export { leadFiltersSchema } from './leadList';
export { LEAD_LIST_EXPORTS } from './leadListExports';
/** What another feature's list query joins, selects and searches of its rows' lead, in its own single statement. */
export { joinCountedLead, joinLead, joinLiveLead, leadColumns, leadContactMatches, leadListJoin, leadNameSearch, leadSummaryJson } from './leadListJoin';
/** Lead look-ups of other features' forms: the agenda's client picker, the floor-visit wizard's search. */
export { leadsMatchingContact, searchLeadsOfAgency } from './leadLookups';
/** The lead's phase changes and activities as another feature's detail shows them (the sale detail). */
export { leadActivityHistory, leadPhaseHistory, type LeadActivityHistoryRow, type LeadPhaseHistoryRow } from './leadHistory';
/** The dashboard reports' reads of lead_daily_stats and of the first-contact columns (reports, sla). */
export { firstContactStats, leadModelStats, leadOriginStats, leadPhaseStats, leadStatusStats, type LeadStatsScope } from './leadDailyStats';
/** sla's job: the leads whose clock is due (a subquery) and the return of a missed first contact to subasta. */
export { dueSlaLeads, returnLeadToSubasta } from './leadSlaDue';
export { insertLeadsInBulk, type BulkNewLead } from './leadBulkInsert';
export { countLeadsWorkedOn, deleteLeads } from './leadsWorkedOn';
export { leadRowById, liveLeadExists } from './leadRowById';
export { leadComparisonSide } from './leadComparisonSide';
export { leadMergeSteps, moveLeadRows, moveLeadRowsBack, rowsChangeLead, type LeadMergeKept, type LeadMergeStep } from './leadMergeSteps';
export { joinMergedLeads, leadRowsBeforeMerge, leadsMergeStep, lockLeadsToMerge, recordLeadNote, restoreLeadRow } from './leadMergeRows';
export {
  isLiveLead,
  keysOf,
  leadContacts,
  leadIdsWithEqualKeys,
  leadKeyColumns,
  leadsMissingKeys,
  leadsSharingContactKeys,
  multiWordNameKeys,
  storedContacts,
  storedKeysOf,
  writeContactKeys,
  type ContactKeyQuery,
  type LeadContactRow,
  type StoredContactRow,
} from './leadContactKeys';
export { addLeadHistory, type LeadHistoryEntry } from './leadHistoryEntry';
/** The lists' WhatsApp unread marker (issue 53), kept by the whatsapp feature. */
export { setLeadWhatsappUnread } from './setLeadWhatsappUnread';
/** The palette's search of retail leads (issue 43), under the lead list's rule and the subasta mask. */
export { searchLeads } from './leadSearch';

/** Every lead route: lists, the lead itself, activities, interests, origins. */
export async function leadsRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(leadListRoutes, deps);
  await app.register(leadRoutes, deps);
  await app.register(leadActivityRoutes, deps);
  await app.register(leadInterestRoutes, deps);
  await app.register(leadOriginRoutes, deps);
}
export { leadPersonData } from './leadPersonData';
export { blockLostLeads, eraseLeads, LOST_LEAD_PHASE } from './leadErasure';
export { blockLeads, isBlockedLead } from './leadBlocking';
