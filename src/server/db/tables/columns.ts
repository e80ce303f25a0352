import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** When a person's record was blocked by a cancellation (issue 54); null: in use. */
export const blockedAt = () => timestamp('blocked_at', { withTimezone: true });

/** Text compared byte-wise (COLLATE "C"), whatever the server's default collation: the Spanish sort keys. */
const byteOrderedText = customType<{ data: string; driverData: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * A kept Spanish-order key of `source` (crm_sort_key, migration spanish_sort_key), stored with the row
 * so a list paged by that name walks an index (and reads the key from it) instead of sorting the agency.
 */
export const sortKeyColumn = (name: string, source: SQL) => byteOrderedText(name).generatedAlwaysAs(sql`crm_sort_key(${source})`);

/**
 * A Spanish-order key copied from another table's row (an executive's name, a catalogue sector), kept
 * by a trigger (migration fleet_owner_sector_keys) so a list sorted by it walks an index of its own rows.
 */
export const copiedSortKeyColumn = (name: string) => byteOrderedText(name);
