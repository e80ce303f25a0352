// The leads feature's door (issue 41): its routes under /api, the contact mask app.ts installs, the
// seed and the lead's access rule (the scope conditions, the lead as a caller may see it). The rest
// other features use is grouped in doors/ by what they do with it (issue 52): pipelines, listJoin,
// contactKeys, stats, privacy, writes. Another feature imports '../leads' or '../leads/doors/<group>'.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../lib/zodApp';
import { leadActivityRoutes } from './activityRoutes';
import { leadInterestRoutes } from './interestRoutes';
import { leadListRoutes } from './leadListRoutes';
import { leadRoutes } from './leadRoutes';
import { leadOriginRoutes } from './originRoutes';

export { installContactMask, maskForRole, masksSubastaContacts } from './contactMask';
export { leadContactsOf, leadPeopleOf, leadForCaller, leadIdsWithContact, liveLeadOwner, lockLiveLeadOfAgency, setLeadSlaColumns, type Lead, type LeadSlaColumns } from './leadAccess';
export { currentInterestQuantity } from './leadInterest';
export { seedRetail } from './seedRetail';
export { countedLead, leadOwnerOf, leadScope, liveLead, notBlockedLead } from './leadScope';
/** The lead list's filter schema: a saved view of the list is checked by it (issue 43). */
export { leadFiltersSchema } from './leadList';
export { LEAD_LIST_EXPORTS } from './leadListExports';
export { leadRowById, liveLeadExists } from './leadRowById';

/** Every lead route: lists, the lead itself, activities, interests, origins. */
export async function leadsRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(leadListRoutes, deps);
  await app.register(leadRoutes, deps);
  await app.register(leadActivityRoutes, deps);
  await app.register(leadInterestRoutes, deps);
  await app.register(leadOriginRoutes, deps);
}
