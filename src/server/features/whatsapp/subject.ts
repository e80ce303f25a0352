import { normalizePhoneMx } from '../../../shared/domain/normalizePhoneMx';
import { can } from '../../../shared/domain/permissions';
import type { Caller } from '../../identity/auth';
import { conflict, forbidden } from '../../lib/httpError';
import { WHATSAPP_MSG } from '../../../shared/domain/whatsappMessages';
import type { DbOrTx } from '../../lib/queryRows';
import { fleetLeadForCaller, isBlockedFleetLead } from '../fleet';
import { leadForCaller, masksSubastaContacts } from '../leads';
import { isBlockedLead } from '../leads/doors/privacy';

/**
 * Whom a conversation is with: a retail lead or a fleet lead, read under its own record rule
 * (leadForCaller: advisers their own and subasta's unowned; fleetLeadForCaller: executives their
 * own), 404 outside it. A retail lead needs the retail area (lead:view), a fleet lead the fleet area
 * (fleet:view): whatsapp:converse alone does not open the other area's leads.
 */
export interface Subject {
  leadId: number | null;
  fleetLeadId: number | null;
  agencyId: number;
  ownerId: number | null;
  firstName: string;
  name: string;
  phone: string | null;
  /** The caller sees the number as a dash (a subasta lead for the masked roles). */
  masked: boolean;
}

export async function subjectOf(db: DbOrTx, caller: Caller, key: { leadId?: number | null; fleetLeadId?: number | null }, lock = false): Promise<Subject> {
  if (key.leadId) {
    if (!can(caller.role, 'lead:view')) throw forbidden();
    const lead = await leadForCaller(db, caller, key.leadId, lock);
    return {
      leadId: lead.id,
      fleetLeadId: null,
      agencyId: lead.agencyId,
      ownerId: lead.userId,
      firstName: lead.firstName,
      name: `${lead.firstName} ${lead.lastName}`.trim(),
      phone: lead.phone,
      masked: lead.phase === 'subasta' && masksSubastaContacts(caller.role),
    };
  }
  if (!can(caller.role, 'fleet:view')) throw forbidden();
  const fleet = await fleetLeadForCaller(db, caller, key.fleetLeadId!, lock);
  return {
    leadId: null,
    fleetLeadId: fleet.id,
    agencyId: fleet.agencyId,
    ownerId: fleet.userId,
    firstName: fleet.contactName.split(' ')[0] ?? fleet.contactName,
    name: fleet.contactName,
    phone: fleet.phone,
    masked: false,
  };
}

/** The WhatsApp address of a lead's phone: '52' + its 10 digits (Meta accepts it for Mexican mobiles), or null. */
export function waIdOfPhone(phone: string | null): { waId: string; phoneKey: string } | null {
  const key = phone ? normalizePhoneMx(phone) : null;
  return key && /^[0-9]{10}$/.test(key) ? { waId: `52${key}`, phoneKey: key } : null;
}

/**
 * A send to a person blocked by a cancellation (issue 54) is refused with its reason (409), not a bare
 * 'not found': whoever writes must know why the message cannot go. Checked before the record rule.
 */
export async function refuseBlockedSubject(db: DbOrTx, key: { leadId?: number | null; fleetLeadId?: number | null }): Promise<void> {
  const blocked = key.leadId ? await isBlockedLead(db, key.leadId) : key.fleetLeadId ? await isBlockedFleetLead(db, key.fleetLeadId) : false;
  if (blocked) throw conflict(WHATSAPP_MSG.blocked);
}
