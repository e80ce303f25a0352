// The leads feature's privacy door (issue 52). A lead as a person's record (privacy, issue 54): the access file's data, blocking, erasure.
export { leadPersonData } from '../leadPersonData';
export { blockLostLeads, eraseLeads, LOST_LEAD_PHASE } from '../leadErasure';
export { blockLeads, isBlockedLead } from '../leadBlocking';
