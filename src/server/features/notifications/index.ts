// The notifications feature's door (issue 41): its routes, the scheduler app.ts starts (with the
// steps other features run on its tick), the one writer of lead notices, the notices' titles.
export { notificationRoutes } from './notificationRoutes';
export { FIRST_PASS_AT_MOST_MS, FIRST_PASS_QUIET_MS, notificationJobSteps, runNotificationJob, startNotificationScheduler } from './notificationJob';
export { newLeadNoticeInsert, notifyLead } from './notifyLead';
export { notifyUsersOnce } from './notifyUsersOnce';
export { NOTIFICATION_TITLES } from './notifyTexts';
export { leadHasNoticesBeyondNew, notificationsMergeStep } from './notificationLeadRows';
export { eraseNotificationsOfFleetLeads, eraseNotificationsOfLeads } from './notificationErasure';
export { notifyUsers, type UserNotice } from './notifyUsers';
