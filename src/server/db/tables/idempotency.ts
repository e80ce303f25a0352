import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The first answer of each `Idempotency-Key` a user sent (lib/idempotency.ts). In the database, not in a
 * process's memory, so every replica agrees; the primary key makes one of two simultaneous requests the
 * owner. `status` is null while the owner's request runs. Rows older than 24 hours are deleted.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    /** `POST /api/lead/`: the same key on another route is another request. */
    request: text('request').notNull(),
    /** sha-256 of the validated body. */
    bodyHash: text('body_hash').notNull(),
    status: integer('status'),
    /** The answer's body as sent (JSON text). */
    answer: text('answer'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
