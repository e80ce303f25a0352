import { sql } from 'drizzle-orm';
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
    /**
     * The code's first PAIRING_CODE_PREFIX_LENGTH characters while it is unused (issue 51): a wrong
     * guess that starts like a live code counts against that code, which is burnt after
     * PAIRING_CODE_MAX_FAILURES, so one code cannot be brute-forced from many addresses. It tells an
     * attacker nothing useful: the other 6 characters (23^6) remain, and the code dies in 24 h.
     */
    pairingCodePrefix: text('pairing_code_prefix'),
    /** Wrong guesses that started like this code (see pairingCodePrefix). */
    pairingFailures: integer('pairing_failures').notNull().default(0),
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
    index('waiting_list_displays_pairing_prefix_idx').on(t.pairingCodePrefix).where(sql`${t.pairingCodePrefix} IS NOT NULL`),
  ],
);
