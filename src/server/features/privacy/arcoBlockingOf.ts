import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../lib/queryRows';

/**
 * A request's blocking as its detail shows it: when, by whom and how many of its records (and what followed
 * them) are blocked — by this request or an earlier one of the same person; null while none is.
 */
export async function arcoBlockingOf(db: DbOrTx, requestId: number): Promise<{ blockedAt: Date; blockedBy: string | null; records: number } | null> {
  const [row] = await queryRows<{ blockedAt: Date | null; blockedBy: string | null; records: number }>(
    db,
    sql`SELECT min(b.blocked_at) AS "blockedAt", min(u.first_name || ' ' || u.last_name) AS "blockedBy", count(*)::int AS records
        FROM privacy_blocks b LEFT JOIN users u ON u.id = b.blocked_by_id
        WHERE b.request_id = ${requestId}
           OR (b.subject_kind, b.subject_id) IN (SELECT x.subject_kind, x.subject_id FROM arco_request_records x WHERE x.request_id = ${requestId})`,
  );
  return row?.blockedAt ? { blockedAt: new Date(row.blockedAt), blockedBy: row.blockedBy, records: row.records } : null;
}
