// The floor-visits feature's door (issue 41).
export { floorVisitRoutes } from './floorVisitRoutes';
/** floorVisits' section of the lead detail (registered into leads' leadDetailSections). */
export { floorVisitDetailSection } from './floorVisitDetailSection';
