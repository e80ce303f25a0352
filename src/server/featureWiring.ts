import { appointmentDetailSection, appointmentsMergeStep, eraseAppointmentsOfLeads, runAppointmentJob } from './features/appointments';
import { backfillAllDuplicateKeys, backfillDuplicateKeysOnTick, contactMatchesOf, detectDuplicates, duplicateDetailSection, duplicatesOnNewLead, leadPersonRecords } from './features/duplicates';
import { accessoryLeadPersonRecords } from './features/ecommerce';
import { fleetContactPersonRecords, fleetLeadPersonRecords, fleetProspectPersonRecords } from './features/fleet';
import { floorVisitDetailSection, floorVisitsMergeStep, useArrivalContactMatcher } from './features/floorVisits';
import { leadDetailSections, leadMergeSteps, leadsMergeStep, leadWrites } from './features/leads/doors/pipelines';
import { blockLostLeads } from './features/leads/doors/privacy';
import { eraseNotificationsOfFleetLeads, eraseNotificationsOfLeads, notificationJobSteps, notificationsMergeStep, notifyLead, newLeadNoticeInsert } from './features/notifications';
import { personRecordSteps, privacyOnNewLead, pruneAccessLog, retentionJobStep, useLostLeadBlocker } from './features/privacy';
import { eraseSalesOfLeads, leadIdsWithSale, saleDetailSection, saleOfClosedLead, salesMergeStep } from './features/sales';
import { AppScope, appSlot, appState, currentAppScope, runInAppScope } from './lib/appScope';
import { slaContactColumns, runSlaJob, slaOnNewLead } from './features/sla';
import { blockConversationsOfLeads, conversationPersonRecords, eraseConversationsOf, whatsappMergeStep } from './features/whatsapp';

// Wired once per app (lib/appScope.ts), not once per process.
const wiring = appSlot('feature wiring', () => ({ wired: false }));

/**
 * Plugs the features into each other's pipelines (issue 41), once per app scope, before any lead is
 * written: buildApp (its own scope, createFeatureScope) and code outside an app (withFeatures) call it. The leads feature owns every lead write and its
 * transaction; duplicates, sla and notifications contribute steps to it (sales the sale of a closing lead), and sla and duplicates to
 * the notification job's tick, so none of those features imports another that imports it back.
 * The order is the order of the direct calls it replaced (the clock's errors before the duplicates').
 * The lead detail (GET /api/lead/{id}) shows the sections sales, appointments, floorVisits and
 * duplicates register, each reading its own tables. A duplicate merge (and its undo) moves the
 * secondary lead's rows through the steps leads, appointments, floorVisits, sales and notifications
 * register, each over its own tables; duplicates orchestrates them in one transaction.
 */
export function wireFeatures(): void {
  const state = appState(wiring);
  if (state.wired) return;
  state.wired = true;
  leadWrites.on('created', slaOnNewLead);
  leadWrites.on('created', duplicatesOnNewLead);
  // The channel and notice version of a lead typed by staff (issue 54: tacit consent to the necessary purposes).
  leadWrites.on('created', privacyOnNewLead);
  leadWrites.on('contacted', slaContactColumns);
  leadWrites.on('contactDataChanged', detectDuplicates);
  leadWrites.on('bulkWritten', backfillAllDuplicateKeys);
  leadWrites.notifyWith(notifyLead, newLeadNoticeInsert);
  leadWrites.closeWith(saleOfClosedLead);
  notificationJobSteps.underLock(runSlaJob);
  // The arrival loop: due no-shows and the coordinators' waiting alerts, under the job's lock.
  notificationJobSteps.underLock(runAppointmentJob);
  // The access log's records past their retention (issue 54), through its one pruning function.
  notificationJobSteps.underLock(pruneAccessLog);
  // Retention (issue 54): lost leads blocked by age, blocked records erased when their period ends.
  useLostLeadBlocker(blockLostLeads);
  notificationJobSteps.underLock(retentionJobStep);
  notificationJobSteps.afterTick(backfillDuplicateKeysOnTick);
  // A NEW walk-in matching a known client's phone or e-mail arrives for that client's appointment.
  useArrivalContactMatcher(contactMatchesOf);
  leadDetailSections.register('sales', saleDetailSection);
  leadDetailSections.register('appointments', appointmentDetailSection);
  leadDetailSections.register('floorVisits', floorVisitDetailSection);
  leadDetailSections.register('duplicates', duplicateDetailSection);
  leadMergeSteps.register('leads', leadsMergeStep);
  leadMergeSteps.register('appointments', appointmentsMergeStep);
  leadMergeSteps.register('floorVisits', floorVisitsMergeStep);
  leadMergeSteps.register('sales', salesMergeStep);
  leadMergeSteps.register('notifications', notificationsMergeStep);
  leadMergeSteps.register('whatsapp', whatsappMergeStep);
  // A person's records for an ARCO request (issue 54): each feature finds its own with the duplicate matcher.
  // HR keeps no applicants' personal data yet (vacancies only): it registers a step when it does.
  // Blocking a retail or fleet lead (a cancellation, issue 54) blocks its WhatsApp conversation with it;
  // a retail lead tied to a sale keeps the fiscal period before deletion (sales knows which are).
  personRecordSteps.register('lead', {
    ...leadPersonRecords,
    soldIds: leadIdsWithSale,
    block: async (db, ids, at) => {
      const blocked = await leadPersonRecords.block(db, ids, at);
      return [...blocked, ...(await blockConversationsOfLeads(db, { leadIds: ids }, at))];
    },
  });
  personRecordSteps.register('fleet-lead', {
    ...fleetLeadPersonRecords,
    block: async (db, ids, at) => [...(await fleetLeadPersonRecords.block(db, ids, at)), ...(await blockConversationsOfLeads(db, { fleetLeadIds: ids }, at))],
  });
  personRecordSteps.register('fleet-contact', fleetContactPersonRecords);
  personRecordSteps.register('fleet-prospect', fleetProspectPersonRecords);
  personRecordSteps.register('accessory-lead', accessoryLeadPersonRecords);
  personRecordSteps.register('whatsapp-conversation', conversationPersonRecords);
  // Erasing a lead erases what other features keep of its person: the sale's RFC, the appointments' notes,
  // the bell's notices naming the client, and the lead's WhatsApp conversation.
  personRecordSteps.alsoErase('lead', eraseSalesOfLeads);
  personRecordSteps.alsoErase('lead', eraseAppointmentsOfLeads);
  personRecordSteps.alsoErase('lead', eraseNotificationsOfLeads);
  personRecordSteps.alsoErase('lead', (db, ids, files) => eraseConversationsOf(db, 'lead_id', ids, files));
  personRecordSteps.alsoErase('fleet-lead', eraseNotificationsOfFleetLeads);
  personRecordSteps.alsoErase('fleet-lead', (db, ids, files) => eraseConversationsOf(db, 'fleet_lead_id', ids, files));
}

/** A new app scope with the features wired into it: each app built has its own (issue 52). */
export function createFeatureScope(): AppScope {
  const scope = new AppScope();
  runInAppScope(scope, wireFeatures);
  return scope;
}

/**
 * Runs `work` with the features wired: in the current app's scope (a route, a job, a test's app), else
 * in a scope of its own — the demo seed before any app exists, a script.
 */
export function withFeatures<T>(work: () => Promise<T>): Promise<T> {
  const scope = currentAppScope() ?? new AppScope();
  return runInAppScope(scope, () => {
    wireFeatures();
    return work();
  });
}
