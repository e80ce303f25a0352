// The fleet feature's door (issue 41): its routes under /api, its seeds, and the prospect event the public intake records.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../lib/zodApp';
import { fleetCompanyRoutes } from './companies/companyRoutes';
import { fleetLeadRoutes } from './leads/fleetLeadRoutes';
import { fleetProspectRoutes } from './prospects/prospectRoutes';

// The demo's seeders import faker (its locale data: ~170 ms of CPU): loaded when a seed runs, so a
// start on an existing database never reads them (the embedded API's start, issue 51).
export const seedFleet: typeof import('./seedFleet').seedFleet = async (...args) => (await import('./seedFleet')).seedFleet(...args);
export const seedProspects: typeof import('./prospects/seedProspects').seedProspects = async (...args) => (await import('./prospects/seedProspects')).seedProspects(...args);
export { takeWebProspect } from './prospects/prospectIntake';
export { FLEET_LIST_EXPORTS } from './fleetListExports';
/** fleet's rows of a file import (leadsIo reads the file and records the batch): reads, chunked inserts, worked-on counts, undo. */
export {
  activeProspectContacts,
  agencyCompanyNames,
  agencyFleetLeadContacts,
  companiesWorkedOn,
  deleteImportedFleetRows,
  fleetLeadsWorkedOn,
  insertCompanies,
  insertCompanyContacts,
  insertImportedFleetLeads,
  insertImportedProspects,
  prospectsWorkedOn,
  type ImportedFleetLead,
} from './fleetImportRows';
/** The palette's search of fleet leads, companies and prospects (issue 43), each under its list's rule. */
export { searchFleet } from './fleetSearch';
/** The fleet lead under the fleet record rule (404 outside it): the WhatsApp panel of a fleet lead (issue 53). */
export { fleetLeadForCaller, isBlockedFleetLead, type FleetLeadRecord } from './fleetAccess';
export { leftJoinFleetLead } from './fleetLeadJoin';
/** The fleet leads list's WhatsApp unread marker (issue 53), kept by the whatsapp feature. */
export { setFleetLeadWhatsappUnread } from './leads/setFleetLeadWhatsappUnread';
export { fleetLeadOwner } from './leads/fleetLeadOwner';

/** Every fleet route: companies, fleet leads (with their stages and closed sales), prospects. */
export async function fleetRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(fleetCompanyRoutes, deps);
  await app.register(fleetLeadRoutes, deps);
  await app.register(fleetProspectRoutes, deps);
}
export { fleetContactPersonRecords, fleetLeadPersonRecords, fleetProspectPersonRecords } from './fleetPersonRecords';
