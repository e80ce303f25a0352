// The leads feature's writes door (issue 52). The lead writes other features make: a contact through another channel, a reassignment, the
// agency's rule input, hand-overs, bulk inserts, history entries, the WhatsApp unread marker.
/** A first contact (or a follow-up) made through another channel: WhatsApp (issue 53). */
export { recordLeadContactBy } from '../leadFirstContact';
/** PATCH /lead/{id}'s reassignment (lead:reassign, assignable owner, subasta → 1er contacto, the notice): the WhatsApp inbox's 'Asignar'. */
export { patchLead } from '../leadUpdate';
export { agencyRuleInput } from '../leadCreate';
export { handLeadsTo, lockOpenLeadsOf, releaseLeads, type OpenLead } from '../leadHandover';
export { insertLeadsInBulk, type BulkNewLead } from '../leadBulkInsert';
export { countLeadsWorkedOn, deleteLeads } from '../leadsWorkedOn';
export { addLeadHistory, type LeadHistoryEntry } from '../leadHistoryEntry';
/** The lists' WhatsApp unread marker (issue 53), kept by the whatsapp feature. */
export { setLeadWhatsappUnread } from '../setLeadWhatsappUnread';
