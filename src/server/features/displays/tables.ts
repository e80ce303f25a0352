import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/tables/columns';
import { agencies, users } from '../../db/tables/org';

/**
 * Waiting-list display stations (issue 40). Only hashes are kept: the pairing code (shown once,
 * single use, expiring) and the device credential (a 256-bit random secret, given once).
 */
export const waitingListDisplays = pgTable(
  'waiting_list_displays',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    name: text('name').notNull(),
    /** sha256 of the pairing code while it is unused; null once exchanged or revoked. */
    pairingCodeHash: text('pairing_code_hash'),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    /** sha256 of the device credential once paired. */
    credentialHash: text('credential_hash'),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('waiting_list_displays_pairing_code_hash_idx').on(t.pairingCodeHash),
    uniqueIndex('waiting_list_displays_credential_hash_idx').on(t.credentialHash),
    index('waiting_list_displays_agency_idx').on(t.agencyId, t.id),
  ],
);
