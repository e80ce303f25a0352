import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agencies, users } from '../../db/tables/org';
import { leadOrigins } from '../../db/tables/catalog';
import { leads } from '../leads/tables';
import { createdAt } from '../../db/tables/columns';

/** Leads in and out (issue 29): the agencies' ADF keys, the ADF prospects taken, import batches. */

/** The secret a portal or the brand sends as a bearer token to POST /api/public/adf/{agencyId}. Admins see and rotate it. */
export const agencyIntakeKeys = pgTable('agency_intake_keys', {
  agencyId: integer('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  /** SHA-256 (hex) of the key: the key itself is shown once, on rotation, and never stored (issue 42). */
  secretHash: text('secret_hash').notNull(),
  /** The key's last four characters, so an admin can tell which key a portal holds. */
  lastFour: text('last_four').notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row an ADF prospect taken: the same <id source> sent again finds its lead instead of making another. */
export const adfIntakes = pgTable(
  'adf_intakes',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('adf_intakes_agency_source_id_idx').on(t.agencyId, t.source, t.externalId), index('adf_intakes_lead_idx').on(t.leadId)],
);

/** An import of a spreadsheet or an ADF file: its report, and the leads it made (undone while none has been worked). */
export const leadImportBatches = pgTable(
  'lead_import_batches',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind').notNull().default('leads'),
    fileName: text('file_name').notNull(),
    leadOriginId: integer('lead_origin_id').references(() => leadOrigins.id),
    createdCount: integer('created_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** Every row of the file: its number, values, what became of it ('creado', 'omitido', 'error'), the reason and the record made. */
    report: jsonb('report').$type<{ row: number; values: Record<string, string>; status?: 'creado' | 'omitido' | 'error'; error: string; id?: number }[]>().notNull().default([]),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /**
     * The batch is also the import's job (the client polls it): 'checking' (reading and checking the
     * rows), 'importing' (writing them, in one transaction), then 'done', or 'failed' with `error`
     * and nothing written. Rows made before the job existed are 'done'.
     */
    status: text('status').notNull().default('done'),
    /** Rows to write (the file's rows while checking) and rows written so far; on PostgreSQL updated from outside the import's transaction. */
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    error: text('error'),
    /** The job's last sign of life: a running job not heard of for a while is shown as interrupted. */
    progressAt: timestamp('progress_at', { withTimezone: true }),
  },
  (t) => [index('lead_import_batches_agency_idx').on(t.agencyId, t.createdAt)],
);

export const leadImportBatchLeads = pgTable(
  'lead_import_batch_leads',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => leadImportBatches.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.leadId] }), index('lead_import_batch_leads_lead_idx').on(t.leadId)],
);

/**
 * What a fleet import made (companies, their contacts, fleet leads, prospects): the undo removes
 * exactly these. Retail leads stay in lead_import_batch_leads, whose foreign key follows the lead.
 */
export const leadImportBatchRecords = pgTable(
  'lead_import_batch_records',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => leadImportBatches.id, { onDelete: 'cascade' }),
    /** 'company', 'contact', 'leadFleet' or 'prospect'. */
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.kind, t.recordId] })],
);

/** The column→field mapping an agency last used for an import kind, keyed by the normalised header. */
export const importMappings = pgTable(
  'import_mappings',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.kind] })],
);
