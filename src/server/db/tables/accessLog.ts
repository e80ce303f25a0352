import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who saw what (issue 54, LFPDPPP): one row per export of a list, view of an unmasked contact,
 * download of a document, change of roles and rotation of a key. Append-only: a trigger refuses
 * UPDATE, DELETE and TRUNCATE (migration of issue 54), except through `prune_access_log(before)`,
 * the one privileged function that drops rows older than the retention (the privacy job calls it).
 * Shared below the features (lib/accessLog writes it, every feature records through it; privacy
 * answers 'Bitácora de acceso'). No foreign keys: the log outlives the rows it names and never
 * blocks a user's or a lead's change; the person's name is read from the lead at display time, so a
 * suppressed lead shows '[suprimido]' here too.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    agencyId: integer('agency_id'),
    /** ACCESS_ACTIONS' key: export, contact-view, document-download, role-change, key-rotation, consent-change. */
    action: text('action').notNull(),
    /** What was reached: the list's route, the document's name, the user or agency changed. */
    target: text('target'),
    leadId: integer('lead_id'),
    /** Rows an export wrote. */
    rows: integer('rows'),
  },
  (t) => [index('access_log_at_idx').on(t.at.desc()), index('access_log_user_at_idx').on(t.userId, t.at.desc()), index('access_log_lead_at_idx').on(t.leadId, t.at.desc())],
);
