// The duplicates feature's door (issue 41): its routes, its steps in the lead write pipeline and the
// notification job, and the batch helpers the import and the ADF intake use.
export { duplicateRoutes } from './duplicateRoutes';
export { duplicatesOnNewLead, backfillAllDuplicateKeys, backfillDuplicateKeysOnTick } from './duplicateLeadSteps';
export { detectDuplicates } from './duplicateDetection';
/** duplicates' section of the lead detail (registered into leads' leadDetailSections). */
export { duplicateDetailSection } from './duplicateDetailSection';
export { findDuplicatesOfMany, recordDuplicatesOfMany } from './batchDuplicates';
export { rememberNameWords } from './duplicateKeys';
export { DUPLICATE_LIST_EXPORTS } from './duplicateListExports';
export { leadIsMergePrincipal } from './duplicateMerge';
/** The leads paired with one on the same phone or e-mail (the floor visit's arrival). */
export { contactMatchesOf } from './contactMatches';
export { leadPersonRecords } from './leadPersonRecords';
