// The sla feature's door (issue 41): its routes, its steps in the lead write pipeline (the clocks)
// and on the notification job's tick, and the clock columns the bulk intake writes with its rows.
export { slaRoutes } from './slaRoutes';
export { slaOnNewLead } from './slaLeadSteps';
export { firstContactClockColumns, slaContactColumns } from './slaClock';
export { runSlaJob } from './slaJob';
