// The reports feature's door (issue 41): its routes and the report filter the SLA report shares.
export { reportRoutes } from './reportRoutes';
export { inRange, pct, reportQuery, reportScope } from './reportFilter';
