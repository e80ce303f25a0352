import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../lib/queryRows';
import { secretBoxFor } from './secretBox';
import { whatsappChannels } from './tables';
import { trimTrailing } from '../../../shared/domain/trimTrailing';

export type ChannelRow = typeof whatsappChannels.$inferSelect;

/** An agency's number with its secrets opened, for the calls to the Graph API and the webhook's signature. */
export interface OpenChannel {
  agencyId: number;
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
  appSecret: string;
}

export function openChannel(config: ServerConfig, row: ChannelRow): OpenChannel {
  const box = secretBoxFor(config);
  return {
    agencyId: row.agencyId,
    phoneNumberId: row.phoneNumberId,
    businessAccountId: row.businessAccountId,
    accessToken: box.open(row.accessTokenSealed),
    appSecret: box.open(row.appSecretSealed),
  };
}

export async function channelOfAgency(db: DbOrTx, agencyId: number): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(whatsappChannels).where(eq(whatsappChannels.agencyId, agencyId));
  return row;
}

export async function channelOfPhoneNumberId(db: DbOrTx, phoneNumberId: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(whatsappChannels).where(eq(whatsappChannels.phoneNumberId, phoneNumberId));
  return row;
}

/** The URL Meta's console is given for the webhook. */
export function webhookUrlOf(config: Pick<ServerConfig, 'publicUrl'>): string {
  return `${trimTrailing(config.publicUrl, '/')}/api/public/whatsapp/webhook`;
}
