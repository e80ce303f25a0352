import type { NotificationType } from '../../../shared/domain/phases';
import type { CollectionChannel } from '../../../shared/domain/privacyMessages';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSlot, appState } from '../../lib/appScope';
import type { DbOrTx, Tx } from '../../lib/queryRows';
import type { leadInterests, leads } from './tables';

/**
 * The lead write pipeline (issue 41). The leads feature owns every lead write and its transaction;
 * the features that keep something about a lead in step with it (duplicates: the keys and pairs;
 * sla: the contact clocks; notifications: the owner's bell) contribute steps here, registered once
 * per app at its start (src/server/featureWiring.ts), so leads imports none of them and the loops between them
 * are gone by design. The steps run where the direct calls ran: a creation's rows in its one
 * statement, every other step inside the write's transaction, in the order registered.
 */

type Lead = typeof leads.$inferSelect;
type LeadInsert = typeof leads.$inferInsert;

/** What a new lead is, before it is written: what the steps may read to prepare their part. */
export interface NewLeadDraft {
  agencyId: number;
  createdAt: Date;
  firstName: string;
  lastName: string;
  /** As stored: lower-case e-mails, prefixed phones, the first of each is the primary. */
  emails: readonly string[];
  phones: readonly string[];
  /** How the data arrived (privacy's collection record, issue 54); a lead typed by staff when absent. WhatsApp passes 'whatsapp'. */
  channel?: CollectionChannel;
}

/**
 * A step's part of a new lead: columns written with the insert, and rows written beside it. The lead
 * and every step's rows go to the database as one statement (data-modifying WITH clauses: one round
 * trip, atomic without a transaction of its own), so each of `writes` is one INSERT, UPDATE or DELETE
 * that takes the new lead's id as the SQL `leadId` and reads nothing another of them writes (they all
 * see the database as it was before the statement).
 */
export interface NewLeadContribution {
  columns?: Partial<LeadInsert>;
  writes?: (leadId: SQL) => SQL[];
}

/**
 * A step of lead creation: reads before the transaction (beside the lead's own checks; an error it
 * throws is reported after theirs, steps in the order registered), then contributes to the write.
 */
export type NewLeadStep = (db: Db, draft: NewLeadDraft) => Promise<NewLeadContribution>;

/**
 * A contact with the lead (activity, first response, phase advance): the lead's columns the step
 * changes (sla's clocks), computed from the lead as it was before it, and written by the contact's own
 * UPDATE of the lead: one write of the row and its indexes, not one per step.
 */
export type LeadContactStep = (
  db: DbOrTx,
  lead: { id: number; agencyId: number; createdAt: Date; firstResponseTime: Date | null; firstContactMinutes?: number | null },
  now: Date,
) => Promise<Partial<LeadInsert>>;

/** A lead's name or contact data changed (an edit, a seeded copy), in the edit's transaction. */
export type LeadContactDataStep = (tx: DbOrTx, leadId: number) => Promise<unknown>;

/** Leads were written in bulk without their derived columns (the demo seed): fill them, in the same transaction. */
export type LeadBulkStep = (tx: DbOrTx) => Promise<void>;

export type LeadNoticeType = Extract<NotificationType, 'NEW_LEAD' | 'REASSIGN_LEAD' | 'UPDATED_LEAD'>;

export interface LeadNotice {
  type: LeadNoticeType;
  /** Who is told; nobody when the lead has no owner or the actor is the owner. */
  userId: number | null | undefined;
  actorId?: number | null;
  lead: { id: number; firstName: string; lastName: string };
}

/** Tells owners about lead writes (notifications/notifyLead implements it), in the write's transaction. */
export type LeadNotifier = (tx: DbOrTx, notices: LeadNotice | readonly LeadNotice[]) => Promise<void>;

/** A new lead's notice as one INSERT of the creation's statement (its id still an SQL expression); null when nobody is told. */
export type NewLeadNoticeInsert = (db: DbOrTx, notice: Omit<LeadNotice, 'lead'> & { lead: { id: SQL; firstName: string; lastName: string } }) => SQL | null;

/** A lead closing (en-cierre → cerrado), as its transaction sees it: the lead before the step and its current interest. */
export interface ClosingLead {
  lead: Lead;
  interest: typeof leadInterests.$inferSelect | undefined;
  actorId: number;
  now: Date;
}

/** Writes the sale of a closing lead and returns its id (sales implements it), in the closing's transaction. */
export type LeadCloser = (tx: Tx, closing: ClosingLead) => Promise<number>;

interface LeadWriteSteps {
  created: NewLeadStep[];
  contacted: LeadContactStep[];
  contactDataChanged: LeadContactDataStep[];
  bulkWritten: LeadBulkStep[];
  notify: LeadNotifier | null;
  noticeInsert: NewLeadNoticeInsert | null;
  close: LeadCloser | null;
}

// Per app (lib/appScope.ts): two apps in one process never run each other's steps.
const stepsSlot = appSlot<LeadWriteSteps>('lead writes', () => ({ created: [], contacted: [], contactDataChanged: [], bulkWritten: [], notify: null, noticeInsert: null, close: null }));
const current = (): LeadWriteSteps => appState(stepsSlot);

/** Where other features register their steps (once, at start: src/server/featureWiring.ts). */
export const leadWrites = {
  on<K extends Exclude<keyof LeadWriteSteps, 'notify' | 'noticeInsert' | 'close'>>(event: K, step: LeadWriteSteps[K][number]): void {
    (current()[event] as unknown[]).push(step);
  },
  notifyWith(notifier: LeadNotifier, noticeInsert: NewLeadNoticeInsert): void {
    current().notify = notifier;
    current().noticeInsert = noticeInsert;
  },
  closeWith(closer: LeadCloser): void {
    current().close = closer;
  },
};

/** Starts the creation steps' reads, in the order registered (the caller settles them beside its own). */
export function prepareNewLead(db: Db, draft: NewLeadDraft): Promise<NewLeadContribution>[] {
  return current().created.map((step) => step(db, draft));
}

/** The columns a contact changes beyond the caller's own (every 'contacted' step's, in the order registered). */
export async function leadContactColumns(...args: Parameters<LeadContactStep>): Promise<Partial<LeadInsert>> {
  const columns: Partial<LeadInsert> = {};
  for (const step of current().contacted) Object.assign(columns, await step(...args));
  return columns;
}

export async function leadContactDataChanged(tx: DbOrTx, leadId: number): Promise<void> {
  for (const step of current().contactDataChanged) await step(tx, leadId);
}

export async function leadsBulkWritten(tx: DbOrTx): Promise<void> {
  for (const step of current().bulkWritten) await step(tx);
}

/** Notifies through the registered notifier; a write that would notify before the wiring ran is a programming error. */
export async function notifyLeadOwners(tx: DbOrTx, notices: LeadNotice | readonly LeadNotice[]): Promise<void> {
  const { notify } = current();
  if (!notify) throw new Error('lead writes: no notifier registered (call wireFeatures() at start)');
  await notify(tx, notices);
}

/** A new lead's notice as an INSERT of its creation's statement, through the registered notifier. */
export function newLeadNoticeInsert(...args: Parameters<NewLeadNoticeInsert>): SQL | null {
  const { noticeInsert } = current();
  if (!noticeInsert) throw new Error('lead writes: no notifier registered (call wireFeatures() at start)');
  return noticeInsert(...args);
}

/** The sale of a closing lead, through the registered closer (sales' saleOfClosedLead). */
export async function closeLeadWithSale(tx: Tx, closing: ClosingLead): Promise<number> {
  const { close } = current();
  if (!close) throw new Error('lead writes: no closer registered (call wireFeatures() at start)');
  return close(tx, closing);
}
