// The leads feature's pipelines door (issue 52). What other features plug into the leads feature (featureWiring.ts): the write pipeline's steps, the detail's
// sections and the merge's steps, and the merge's own rows.
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
  type NewLeadNoticeInsert,
} from '../leadWrites';
export {
  leadDetailSections,
  type LeadDetailContext,
  type LeadDetailParts,
  type LeadDetailSection,
  type LeadDetailSectionName,
} from '../leadDetailSections';
export { leadMergeSteps, moveLeadRows, moveLeadRowsBack, rowsChangeLead, type LeadMergeKept, type LeadMergeStep } from '../leadMergeSteps';
export { joinMergedLeads, leadRowsBeforeMerge, leadsMergeStep, lockLeadsToMerge, recordLeadNote, restoreLeadRow } from '../leadMergeRows';
