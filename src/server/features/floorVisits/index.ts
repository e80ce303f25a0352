// The floor-visits feature's door (issue 41).
export { floorVisitRoutes } from './floorVisitRoutes';
export { FLOOR_VISIT_LIST_EXPORTS } from './floorVisitListExports';
/** floorVisits' section of the lead detail (registered into leads' leadDetailSections). */
export { floorVisitDetailSection } from './floorVisitDetailSection';
export { floorVisitHistoryOf, floorVisitsMergeStep, leadHasFloorVisits } from './floorVisitLeadRows';
export { useArrivalContactMatcher } from './arrivalContactMatches';
