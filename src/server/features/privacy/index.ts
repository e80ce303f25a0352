// The privacy feature's door (issue 54, LFPDPPP): the agency's notice and purposes, consents, the
// marketing filter of exports, 'Bitácora de acceso'. Other features record what they collect through
// recordCollections / recordPublicConsent and ask hasConsent before a voluntary use (WhatsApp's
// marketing templates).
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../lib/zodApp';
import { arcoRoutes } from './arcoRoutes';
import { privacyRoutes } from './privacyRoutes';

export { checkPublicConsent, hasConsent, opposeMarketing, recordCollections, recordConsent, recordPublicConsent, withMarketingConsent, type SubjectKind } from './privacyConsents';
export { noticePageRoutes, publicNoticeRoutes } from './noticePage';
export { privacyOnNewLead } from './privacyLeadSteps';
export { seedPrivacy } from './seedPrivacy';
export { ACCESS_LOG_RETENTION_MONTHS, pruneAccessLog } from './accessLogPruning';
export { PRIVACY_LIST_EXPORTS } from './privacyListExports';
export { personRecordSteps, type BlockedRecord, type PersonRecordStep } from './personRecordSteps';
export { retentionJobStep, runRetention, useLostLeadBlocker } from './retentionJob';

export async function privacyFeatureRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(privacyRoutes, deps);
  await app.register(arcoRoutes, deps);
}
