import { normalizeEmail } from '../../../shared/domain/normalizeEmail';
import { normalizePhoneMx } from '../../../shared/domain/normalizePhoneMx';
import type { Tx } from '../../lib/queryRows';
import { notifyLeadOwners } from './leadWrites';
import { leadEmails, leadInterests, leadPhaseRecords, leadPhones, leads } from './tables';

type LeadInsert = typeof leads.$inferInsert;

/** One lead of a bulk write: its row (the caller's columns: owner, phase, keys, SLA clock…) and its current interest's product. */
export interface BulkNewLead {
  row: LeadInsert & { email: string | null; phone: string | null };
  productId: number | null;
}

/**
 * Leads' bulk insert (issue 41), for the intakes that write many leads at once (the retail import,
 * the ADF intake): in the caller's transaction, ONE multi-row insert of the leads with every column
 * the caller gives (the duplicate keys and the first-contact clock go in with the row, as a typed
 * lead's do), then their primary e-mail and phone (with their keys), current interest and first
 * phase record, and the owners' NEW_LEAD notices through the pipeline's notifier. The counters and
 * dashboard tables follow through their triggers. Returns the rows in the order given.
 */
export async function insertLeadsInBulk(tx: Tx, rows: readonly BulkNewLead[], actorId: number | null) {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(leads)
    .values(rows.map((r) => r.row))
    .returning({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email, phone: leads.phone, userId: leads.userId, phase: leads.phase });
  const emails = inserted.filter((l) => l.email).map((l) => ({ leadId: l.id, value: l.email!, valueKey: normalizeEmail(l.email) }));
  const phones = inserted.filter((l) => l.phone).map((l) => ({ leadId: l.id, value: l.phone!, valueKey: normalizePhoneMx(l.phone) }));
  const interests = inserted.flatMap((l, i) => (rows[i]!.productId ? [{ leadId: l.id, productId: rows[i]!.productId!, quantity: 1, buyType: 'retail', current: true }] : []));
  if (emails.length) await tx.insert(leadEmails).values(emails);
  if (phones.length) await tx.insert(leadPhones).values(phones);
  if (interests.length) await tx.insert(leadInterests).values(interests);
  await tx.insert(leadPhaseRecords).values(inserted.map((l) => ({ leadId: l.id, userId: actorId, oldPhaseSlug: null, newPhaseSlug: l.phase, comments: 'Lead creado' })));
  await notifyLeadOwners(
    tx,
    inserted.map((l) => ({ type: 'NEW_LEAD' as const, userId: l.userId, lead: l, actorId })),
  );
  return inserted;
}
