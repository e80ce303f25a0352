import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The first answer of each `Idempotency-Key` a user sent (lib/idempotency.ts). In the database, not in a
 * process's memory, so every replica agrees; the primary key makes one of two simultaneous requests the
 * owner. The row is inserted and answered in the transaction of the write it guards, so it is never
 * seen without its answer. Rows older than 24 hours are deleted. No personal data in clear: `key` is the
 * key's sha-256, `answer` is encrypted with a key derived from the Idempotency-Key (which only the client
 * holds).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    /** sha-256 (hex) of the Idempotency-Key. */
    key: text('key').notNull(),
    /** `POST /api/lead/`: the same key on another route is another request. */
    request: text('request').notNull(),
    /** sha-256 of the validated body. */
    bodyHash: text('body_hash').notNull(),
    status: integer('status'),
    /** The answer's body as sent (JSON text), AES-256-GCM encrypted: `v1.` + base64. */
    answer: text('answer'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
