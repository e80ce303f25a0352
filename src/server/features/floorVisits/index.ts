// The floor-visits feature's door (issue 41).
export { floorVisitRoutes } from './floorVisitRoutes';
