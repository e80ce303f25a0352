import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import { joinCountedLead } from '../leads/doors/listJoin';

/**
 * The agency's sales (of `userId` when set) of live leads created where `createdIn(s.created_at)`
 * holds: the dashboard's 'TotalVentas' (reports calls it with its range).
 */
export async function liveSaleCount(db: DbOrTx, agencyId: number, userId: number | undefined, createdIn: (column: SQL) => SQL): Promise<number> {
  const [row] = await queryRows<{ sales: number }>(
    db,
    sql`SELECT count(*)::int AS sales FROM sales s ${joinCountedLead('l', sql`s.lead_id`)}
          WHERE s.agency_id = ${agencyId}
          ${userId !== undefined ? sql`AND s.user_id = ${userId}` : sql``}
          AND ${createdIn(sql`s.created_at`)}`,
  );
  return row?.sales ?? 0;
}
