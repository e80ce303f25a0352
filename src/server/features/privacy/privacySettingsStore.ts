import { eq } from 'drizzle-orm';
import { ARCO_DEFAULT_BUSINESS_DAYS } from '../../../shared/domain/arcoDeadline';
import { RETENTION_DEFAULTS } from '../../../shared/domain/privacyRetention';
import type { PrivacySettings, PrivacySettingsInput } from '../../../shared/schemas/arcoRequests';
import type { DbOrTx } from '../../lib/queryRows';
import { privacySettings } from './tables';

/** The agency's privacy settings (the law's and the product's defaults until the admin sets others) and the retention job's last run. */
export async function privacySettingsOf(db: DbOrTx, agencyId: number): Promise<PrivacySettings> {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.agencyId, agencyId));
  return {
    arcoBusinessDays: row?.arcoBusinessDays ?? ARCO_DEFAULT_BUSINESS_DAYS,
    lostLeadBlockDays: row ? row.lostLeadBlockDays : RETENTION_DEFAULTS.lostLeadBlockDays,
    blockedEraseDays: row?.blockedEraseDays ?? RETENTION_DEFAULTS.blockedEraseDays,
    saleEraseDays: row?.saleEraseDays ?? RETENTION_DEFAULTS.saleEraseDays,
    retentionLastRun: row?.retentionLastRun ?? null,
  };
}

/** Saves the fields given (a field left out keeps its value; lostLeadBlockDays null: never block by age). */
export async function savePrivacySettings(db: DbOrTx, agencyId: number, input: PrivacySettingsInput): Promise<void> {
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<PrivacySettingsInput>;
  await db
    .insert(privacySettings)
    .values({ agencyId, ...set })
    .onConflictDoUpdate({ target: privacySettings.agencyId, set: { ...set, updatedAt: new Date() } });
}
