import { asc, eq, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { agencies } from '../../db/tables/org';
import { channelOfAgency, openChannel } from './channel';
import { graphClient } from './graphClient';
import { secretBoxFor } from './secretBox';
import { whatsappChannels } from './tables';
import { syncTemplates } from './templates';

export interface SimChannel {
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  displayPhoneNumber: string;
}

/**
 * The demo (WHATSAPP_SIM=1, `npm run web`, `npm start`): the first agency's number is the
 * simulator's, so the demo shows live conversations. Overwrites that agency's channel; never used
 * with Meta's Graph API. Returns the agency id.
 */
export async function configureSimChannel(db: Db, config: ServerConfig, sim: SimChannel, agencyId?: number): Promise<number | undefined> {
  const [agency] = agencyId
    ? await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId))
    : await db.select({ id: agencies.id }).from(agencies).orderBy(asc(agencies.id)).limit(1);
  if (!agency) return undefined;
  const box = secretBoxFor(config);
  const values = {
    phoneNumberId: sim.phoneNumberId,
    businessAccountId: sim.businessAccountId,
    displayPhoneNumber: sim.displayPhoneNumber,
    accessTokenSealed: box.seal(sim.accessToken),
    accessTokenLast4: sim.accessToken.slice(-4),
    appSecretSealed: box.seal(sim.appSecret),
    appSecretLast4: sim.appSecret.slice(-4),
    verifyToken: sim.verifyToken,
    updatedAt: new Date(),
  };
  await db.delete(whatsappChannels).where(eq(whatsappChannels.phoneNumberId, sim.phoneNumberId));
  await db.insert(whatsappChannels).values({ agencyId: agency.id, ...values }).onConflictDoUpdate({ target: whatsappChannels.agencyId, set: values });
  return agency.id;
}

/** The agency's templates read again from the Graph API (the demo's start; the admin's 'Sincronizar'). */
export async function syncAgencyTemplates(db: Db, config: ServerConfig, agencyId: number): Promise<number> {
  const row = await channelOfAgency(db, agencyId);
  return row ? syncTemplates(db, graphClient(config.whatsappGraphUrl), openChannel(config, row)) : 0;
}

/** Whether any conversation exists (the demo seeds a few only into an empty channel). */
export async function hasConversations(db: Db): Promise<boolean> {
  const rows = await db.execute(sql`SELECT 1 FROM whatsapp_conversations LIMIT 1`);
  return ((rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[])).length > 0;
}
