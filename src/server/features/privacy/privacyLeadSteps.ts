import type { NewLeadStep } from '../leads/doors/pipelines';
import { recordCollections } from './privacyConsents';

/**
 * A lead typed by staff (POST /lead/) is collected with the channel 'personal' and the notice version
 * in force, in the lead's own transaction: tacit consent to the necessary purposes, none to the
 * voluntary ones. (Imports and ADF record theirs through writeIntakeLeads' channel.)
 */
export const privacyOnNewLead: NewLeadStep = async (_db, draft) => ({
  inTransaction: (tx, lead) => recordCollections(tx, 'lead', lead.agencyId, [lead.id], draft.channel ?? 'personal'),
});
