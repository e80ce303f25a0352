import type { NewLeadStep } from '../leads/doors/pipelines';
import { firstContactClockColumns } from './slaClock';

/** sla's step of lead creation (leads' write pipeline): the first-contact clock goes in with the insert. */
export const slaOnNewLead: NewLeadStep = async (db, draft) => ({ columns: await firstContactClockColumns(db, draft.agencyId, draft.createdAt) });
