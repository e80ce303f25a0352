import type { NewLeadStep } from '../leads/doors/pipelines';
import { collectionsInsert } from './privacyConsents';

/**
 * A lead typed by staff (POST /lead/) is collected with the channel 'personal' and the notice version
 * in force, written with the lead: tacit consent to the necessary purposes, none to the
 * voluntary ones. (Imports and ADF record theirs through writeIntakeLeads' channel.)
 */
export const privacyOnNewLead: NewLeadStep = async (_db, draft) => ({
  writes: (leadId) => [collectionsInsert('lead', draft.agencyId, leadId, draft.channel ?? 'personal')],
});
